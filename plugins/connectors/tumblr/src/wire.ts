/**
 * The wire format of Tumblr API v2 as this connector reads it: the `{ meta, response }`
 * envelope, posts in the Neue Post Format (`npf=true`) and their content blocks. Every answer is
 * validated with these schemas; fields the connector does not read are ignored, and content
 * blocks of kinds it does not show (polls, audio players, paywalls…) pass as `other`.
 */
import { z } from 'zod';

/** One size of a picture, video or poster (NPF media object). */
export const npfMediaSchema = z.object({
  url: z.string(),
  type: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

/** An inline formatting range of a text block (`end` exclusive). */
export const npfFormattingSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  type: z.string(),
  url: z.string().optional(),
  blog: z.object({ name: z.string().optional(), url: z.string().optional() }).optional(),
});

const textBlock = z.object({
  type: z.literal('text'),
  text: z.string(),
  subtype: z.string().optional(),
  formatting: z.array(npfFormattingSchema).optional(),
});
const imageBlock = z.object({
  type: z.literal('image'),
  media: z.array(npfMediaSchema).min(1),
  alt_text: z.string().optional(),
  caption: z.string().optional(),
});
const linkBlock = z.object({
  type: z.literal('link'),
  url: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  site_name: z.string().optional(),
  display_url: z.string().optional(),
  poster: z.array(npfMediaSchema).optional(),
});
const videoBlock = z.object({
  type: z.literal('video'),
  url: z.string().optional(),
  provider: z.string().optional(),
  media: npfMediaSchema.optional(),
  poster: z.array(npfMediaSchema).optional(),
  embed_url: z.string().optional(),
});
const audioBlock = z.object({
  type: z.literal('audio'),
  url: z.string().optional(),
  title: z.string().optional(),
  artist: z.string().optional(),
  media: npfMediaSchema.optional(),
});
const shown = new Set(['text', 'image', 'link', 'video', 'audio']);
/** A block of a kind the wall does not show. */
const otherBlock = z.object({
  type: z.string().refine((type) => !shown.has(type), 'a known block type'),
});

/** One NPF content block. */
export const npfBlockSchema = z.union([
  textBlock,
  imageBlock,
  linkBlock,
  videoBlock,
  audioBlock,
  otherBlock,
]);

/** A blog as posts name it (a short blog info). */
export const tumblrBlogSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  uuid: z.string().optional(),
  avatar: z.array(npfMediaSchema).optional(),
});

/**
 * One item of a reblog trail, oldest (the original post) first. A "broken" item, whose blog
 * was deleted or deactivated, has `broken_blog_name` and no post id.
 */
export const tumblrTrailItemSchema = z.object({
  post: z
    .object({ id: z.union([z.string(), z.number()]).optional(), timestamp: z.number().optional() })
    .optional(),
  blog: tumblrBlogSchema.optional(),
  broken_blog_name: z.string().optional(),
  content: z.array(npfBlockSchema).default([]),
});

/** One post, in NPF. */
export const tumblrPostSchema = z.object({
  id_string: z.string().min(1),
  blog_name: z.string(),
  blog: tumblrBlogSchema.optional(),
  post_url: z.string(),
  timestamp: z.number().int().nonnegative(),
  /** On posts of a "featured" tag: the time to page by instead of `timestamp`. */
  featured_timestamp: z.number().int().optional(),
  state: z.string().optional(),
  is_pinned: z.boolean().optional(),
  tags: z.array(z.string()).default([]),
  note_count: z.number().int().nonnegative().optional(),
  content: z.array(npfBlockSchema).default([]),
  trail: z.array(tumblrTrailItemSchema).default([]),
});

/** The envelope of every answer: `meta` mirrors the HTTP status. */
const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ meta: z.object({ status: z.number(), msg: z.string() }), response });

/** A `_links` navigation entry: the query of the next page. */
const nextLinkSchema = z.object({
  href: z.string().optional(),
  query_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** `/v2/blog/{blog}/posts`: the blog, a page of its posts and the link to the next one. */
export const blogPostsAnswerSchema = envelope(
  z.object({
    blog: tumblrBlogSchema,
    posts: z.array(tumblrPostSchema),
    total_posts: z.number().optional(),
    _links: z.object({ next: nextLinkSchema.optional() }).optional(),
  }),
);

/** `/v2/tagged`: a page of posts, newest first. */
export const taggedAnswerSchema = envelope(z.array(tumblrPostSchema));

/** One NPF content block. */
export type NpfBlock = z.output<typeof npfBlockSchema>;
/** One NPF media object. */
export type NpfMedia = z.output<typeof npfMediaSchema>;
/** A blog as posts name it. */
export type TumblrBlog = z.output<typeof tumblrBlogSchema>;
/** One post as the API gives it. */
export type TumblrPost = z.output<typeof tumblrPostSchema>;

/**
 * What `fetch` hands to `normalize`: the post, and the API's base URL (a blog's avatar is
 * served at `{api}/v2/blog/{name}/avatar/{size}` when the post does not carry one).
 */
export interface TumblrItem {
  readonly post: TumblrPost;
  readonly apiBase: string;
}
