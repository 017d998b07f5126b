/**
 * The wire format of Bluesky's AppView (AT Protocol lexicons `app.bsky.feed.*`,
 * `app.bsky.embed.*`, `app.bsky.richtext.facet`), as far as this connector reads it. Every
 * answer is validated with these schemas; unknown fields are ignored, and embeds or facet
 * features of a type this connector does not know are kept as unknown and skipped.
 */
import { z } from 'zod';

/** Width and height of an image or video, as the poster's client measured them. */
export const aspectRatioSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Who wrote or reposted a post (`app.bsky.actor.defs#profileViewBasic`). */
export const profileSchema = z.object({
  did: z.string(),
  handle: z.string(),
  displayName: z.string().optional(),
  avatar: z.string().optional(),
});

/** One facet: a UTF-8 byte range of the text and what it is (link, mention, tag). */
export const facetSchema = z.object({
  index: z.object({ byteStart: z.number().int().min(0), byteEnd: z.number().int().min(0) }),
  features: z.array(
    z.looseObject({
      $type: z.string(),
      uri: z.string().optional(),
      did: z.string().optional(),
      tag: z.string().optional(),
    }),
  ),
});

/** The post record itself (`app.bsky.feed.post`), as its author wrote it. */
export const postRecordSchema = z.looseObject({
  text: z.string().default(''),
  createdAt: z.string(),
  facets: z.array(facetSchema).optional(),
  reply: z.unknown().optional(),
});

/** `app.bsky.embed.images#view`. */
export const imagesViewSchema = z.object({
  $type: z.literal('app.bsky.embed.images#view'),
  images: z.array(
    z.object({
      thumb: z.string(),
      fullsize: z.string(),
      alt: z.string().default(''),
      aspectRatio: aspectRatioSchema.optional(),
    }),
  ),
});

/** `app.bsky.embed.video#view`: an HLS playlist and its poster. */
export const videoViewSchema = z.object({
  $type: z.literal('app.bsky.embed.video#view'),
  playlist: z.string(),
  thumbnail: z.string().optional(),
  alt: z.string().optional(),
  aspectRatio: aspectRatioSchema.optional(),
});

/** `app.bsky.embed.external#view`: a link card. */
export const externalViewSchema = z.object({
  $type: z.literal('app.bsky.embed.external#view'),
  external: z.object({
    uri: z.string(),
    title: z.string().default(''),
    description: z.string().default(''),
    thumb: z.string().optional(),
  }),
});

/** A quoted post as the AppView shows it (`app.bsky.embed.record#viewRecord`). */
export const viewRecordSchema = z.object({
  $type: z.literal('app.bsky.embed.record#viewRecord'),
  uri: z.string(),
  author: profileSchema,
  value: postRecordSchema,
});

/** The media beside a quote (`recordWithMedia`): pictures, a video or a link card. */
export const mediaViewSchema = z.discriminatedUnion('$type', [
  imagesViewSchema,
  videoViewSchema,
  externalViewSchema,
]);

/**
 * A quote: `record` is a viewRecord, or `viewNotFound` / `viewBlocked` / `viewDetached` when
 * the quoted post was deleted, blocked or detached (kept unknown: the quote is then left out).
 */
export const recordViewSchema = z.object({
  $type: z.literal('app.bsky.embed.record#view'),
  record: z.looseObject({ $type: z.string() }),
});

/** `app.bsky.embed.recordWithMedia#view`: a quote with pictures, a video or a link card. */
export const recordWithMediaViewSchema = z.object({
  $type: z.literal('app.bsky.embed.recordWithMedia#view'),
  record: z.object({ record: z.looseObject({ $type: z.string() }) }),
  media: z.looseObject({ $type: z.string() }),
});

/** A post as the AppView shows it (`app.bsky.feed.defs#postView`). */
export const postViewSchema = z.object({
  uri: z.string().startsWith('at://'),
  cid: z.string(),
  author: profileSchema,
  record: postRecordSchema,
  embed: z.looseObject({ $type: z.string() }).optional(),
  replyCount: z.number().int().min(0).optional(),
  repostCount: z.number().int().min(0).optional(),
  likeCount: z.number().int().min(0).optional(),
  indexedAt: z.string(),
});

/** One entry of a feed (`app.bsky.feed.defs#feedViewPost`): a post, maybe reposted. */
export const feedViewPostSchema = z.object({
  post: postViewSchema,
  reply: z.unknown().optional(),
  reason: z.looseObject({ $type: z.string() }).optional(),
});

/** getAuthorFeed, getFeed and getListFeed answer a page of feed entries. */
export const feedPageSchema = z.object({
  feed: z.array(feedViewPostSchema),
  cursor: z.string().optional(),
});

/** searchPosts answers a page of posts. */
export const searchPageSchema = z.object({
  posts: z.array(postViewSchema),
  cursor: z.string().optional(),
});

/** What `fetch` hands to `normalize`: one post as the AppView shows it. */
export type BlueskyItem = z.output<typeof postViewSchema>;
/** A facet of a post's text. */
export type BlueskyFacet = z.output<typeof facetSchema>;
/** A post record (a post's own or a quoted one). */
export type BlueskyRecord = z.output<typeof postRecordSchema>;
