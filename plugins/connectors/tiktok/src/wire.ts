/**
 * The wire format of TikTok's Display API v2 (`open.tiktokapis.com/v2`), as far as this
 * connector reads it. Every answer carries an `error` object (`code` "ok" on success); a
 * video is checked on its own, so one malformed video never costs the others.
 */
import { z } from 'zod';

/** The `error` object of every v2 answer: `ok`, or a code such as `access_token_invalid`. */
export const tiktokErrorSchema = z.object({
  code: z.string(),
  message: z.string().default(''),
  log_id: z.string().optional(),
});

/** The fields this connector asks `video/list` for (the `fields` query parameter). */
export const videoFields = [
  'id',
  'create_time',
  'title',
  'video_description',
  'share_url',
  'embed_link',
  'cover_image_url',
  'duration',
  'width',
  'height',
  'like_count',
  'comment_count',
] as const;

const count = z.number().int().nonnegative().optional();
const side = z.number().int().optional();

/** One video of the signed-in account. */
export const tiktokVideoSchema = z.object({
  id: z.string().regex(/^\d{1,32}$/),
  /** Unix seconds. */
  create_time: z.number().int().positive(),
  title: z.string().default(''),
  video_description: z.string().default(''),
  share_url: z.string().optional(),
  embed_link: z.string().optional(),
  /** A signed CDN address that expires within hours: the media job copies it. */
  cover_image_url: z.string().optional(),
  /** Seconds. */
  duration: z.number().nonnegative().optional(),
  width: side,
  height: side,
  like_count: count,
  comment_count: count,
});

/** One video as TikTok sends it. */
export type TiktokVideo = z.output<typeof tiktokVideoSchema>;

/** A page of `POST /v2/video/list/`: videos newest first, each checked on its own. */
export const videoListSchema = z.object({
  data: z
    .object({
      videos: z.array(z.unknown()).default([]),
      /** Unix milliseconds: the next page holds the videos posted before it. */
      cursor: z.number().int().optional(),
      has_more: z.boolean().default(false),
    })
    .default({ videos: [], has_more: false }),
  error: tiktokErrorSchema,
});

/** The fields asked of `user/info` (all of the `user.info.basic` scope). */
export const userFields = ['open_id', 'avatar_url', 'display_name'] as const;

/** `GET /v2/user/info/`: the signed-in account. */
export const userInfoSchema = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().optional(),
      avatar_url: z.string().optional(),
      display_name: z.string().optional(),
    }),
  }),
  error: tiktokErrorSchema,
});

/** The signed-in account, the author of every video. */
export type TiktokAccount = z.output<typeof userInfoSchema>['data']['user'];

/** What `fetch` hands to `normalize`: a video and its author, or one that did not fit. */
export type TiktokItem =
  | { readonly kind: 'video'; readonly video: TiktokVideo; readonly account: TiktokAccount }
  | { readonly kind: 'malformed'; readonly id: string | null; readonly problem: string };
