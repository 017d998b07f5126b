/**
 * The X API v2 wire format, as far as this connector reads it. Every response is parsed with
 * these schemas, so an unexpected shape fails the crawl with a clear message instead of
 * producing half-empty posts. Unknown fields are ignored.
 */
import { z } from 'zod';

const count = z.number().int().nonnegative();

/** A URL entity: `url` is the t.co link in the text. */
export const urlEntitySchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  url: z.string(),
  expanded_url: z.string().optional(),
  display_url: z.string().optional(),
  /** Present when the link points at the post's own photo or video. */
  media_key: z.string().optional(),
});

/** One post (tweet) object with the fields this connector requests. */
export const tweetSchema = z.object({
  id: z.string().regex(/^\d+$/),
  text: z.string(),
  author_id: z.string().optional(),
  created_at: z.string().optional(),
  lang: z.string().optional(),
  entities: z.object({ urls: z.array(urlEntitySchema).optional() }).optional(),
  public_metrics: z
    .object({ like_count: count.optional(), reply_count: count.optional() })
    .optional(),
  attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
  /** The full text of a post longer than 280 characters. */
  note_tweet: z
    .object({
      text: z.string(),
      entities: z.object({ urls: z.array(urlEntitySchema).optional() }).optional(),
    })
    .optional(),
});

/** A user object with `user.fields=name,username,profile_image_url`. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  profile_image_url: z.string().optional(),
});

/** A media object with `media.fields=url,preview_image_url,width,height,alt_text,type`. */
export const mediaSchema = z.object({
  media_key: z.string(),
  type: z.string(),
  url: z.string().optional(),
  preview_image_url: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  alt_text: z.string().optional(),
});

/** One problem of an `errors[]` array or an error body (RFC 7807 style). */
export const problemSchema = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  type: z.string().optional(),
  status: z.number().optional(),
  message: z.string().optional(),
  reason: z.string().optional(),
});

/** A page of posts: search, user timeline, list timeline and liked posts all share it. */
export const tweetPageSchema = z.object({
  data: z.array(tweetSchema).optional(),
  includes: z
    .object({
      users: z.array(userSchema).optional(),
      media: z.array(mediaSchema).optional(),
    })
    .optional(),
  meta: z
    .object({
      result_count: count.optional(),
      newest_id: z.string().optional(),
      oldest_id: z.string().optional(),
      next_token: z.string().optional(),
    })
    .optional(),
  errors: z.array(problemSchema).optional(),
});

/** `GET /2/users/by/username/:username`: the user, or `errors[]` with status 200. */
export const userLookupSchema = z.object({
  data: userSchema.optional(),
  errors: z.array(problemSchema).optional(),
});

/** `GET /2/users/:id/owned_lists`. */
export const ownedListsSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  meta: z.object({ next_token: z.string().optional() }).optional(),
  errors: z.array(problemSchema).optional(),
});

/** A post object. */
export type Tweet = z.infer<typeof tweetSchema>;
/** A user object. */
export type TwitterUser = z.infer<typeof userSchema>;
/** A media object. */
export type TwitterMedia = z.infer<typeof mediaSchema>;
/** An error body or one entry of `errors[]`. */
export type TwitterProblem = z.infer<typeof problemSchema>;
/** A page of posts. */
export type TweetPage = z.infer<typeof tweetPageSchema>;

/** What `fetch` hands to `normalize`: one post with its author and media from `includes`. */
export interface TwitterItem {
  readonly tweet: Tweet;
  readonly author: TwitterUser | null;
  readonly media: readonly TwitterMedia[];
}

/** Joins a page's posts with the users and media of its `includes`. */
export function itemsOfPage(page: TweetPage): TwitterItem[] {
  const users = new Map((page.includes?.users ?? []).map((user) => [user.id, user]));
  const media = new Map((page.includes?.media ?? []).map((entry) => [entry.media_key, entry]));
  return (page.data ?? []).map((tweet) => ({
    tweet,
    author: (tweet.author_id && users.get(tweet.author_id)) || null,
    media: (tweet.attachments?.media_keys ?? []).flatMap((key) => media.get(key) ?? []),
  }));
}
