/**
 * The wire format of the Instagram Graph API (Instagram API with Facebook Login), as far as this
 * connector reads it: IG Media objects from `/{ig-user-id}/media`, `/{ig-user-id}/tags` and
 * `/{ig-hashtag-id}/recent_media` / `top_media`, the hashtag search, the recently searched
 * hashtags and the Pages a Facebook user manages. Pages are read with the kit's
 * `graphPageSchema` and each item is checked alone with {@link instagramMediaSchema}, so one
 * malformed item is refused without losing the others.
 */
import { z } from 'zod';

/** `IMAGE`, `VIDEO` or `CAROUSEL_ALBUM` (children only: `IMAGE` or `VIDEO`). */
export const mediaTypeSchema = z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']);

/** One picture or video of a carousel album (`children{...}`). */
export const instagramChildSchema = z.object({
  id: z.string().min(1),
  media_type: mediaTypeSchema.optional(),
  /** Absent when Instagram withholds the file (copyrighted music in a video). */
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

/** One IG Media object. */
export const instagramMediaSchema = z.object({
  id: z.string().min(1),
  caption: z.string().optional(),
  media_type: mediaTypeSchema,
  /** The picture, or the video file; absent when Instagram withholds it (copyright). */
  media_url: z.string().optional(),
  /** A video's poster. */
  thumbnail_url: z.string().optional(),
  permalink: z.string().optional(),
  /** ISO 8601 with an offset, e.g. `2026-11-20T18:03:52+0000`. */
  timestamp: z.string().min(1),
  /** The author's handle; hashtag edges never send it. */
  username: z.string().optional(),
  like_count: z.number().int().nonnegative().optional(),
  comments_count: z.number().int().nonnegative().optional(),
  children: z.object({ data: z.array(z.unknown()) }).optional(),
});

/** One IG Media object as the API sent it. */
export type InstagramMedia = z.output<typeof instagramMediaSchema>;
/** One child of a carousel album. */
export type InstagramChild = z.output<typeof instagramChildSchema>;

/** What `fetch` hands to `normalize`: a media object, and where it was found. */
export interface InstagramItem {
  readonly media: InstagramMedia;
  /** The feed it came from: hashtag media carry no username. */
  readonly feed: 'profile' | 'tagged' | 'hashtag';
}

/** A stub the Graph API leaves for media deleted or hidden since it was listed: an id alone. */
export const removedMediaSchema = z.object({ id: z.string() }).strict();

/** `GET /ig_hashtag_search?user_id=&q=`: the hashtag's node id (none for a blocked tag). */
export const hashtagSearchSchema = z.object({
  data: z.array(z.object({ id: z.string().min(1) })),
});

/** `GET /{ig-user-id}/recently_searched_hashtags?limit=30`: the hashtags of the last 7 days. */
export const recentlySearchedSchema = z.object({
  data: z.array(z.object({ id: z.string().min(1), name: z.string().optional() })),
});

/** `GET /me/accounts?fields=id,name,instagram_business_account{id,username}`. */
export const pagesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string().optional(),
      instagram_business_account: z
        .object({ id: z.string().min(1), username: z.string().optional() })
        .optional(),
    }),
  ),
});

/** The fields asked of every media object (hashtag edges may not ask `username`). */
export const mediaFields = [
  'id',
  'caption',
  'media_type',
  'media_url',
  'thumbnail_url',
  'permalink',
  'timestamp',
  'like_count',
  'comments_count',
  'children{id,media_type,media_url,thumbnail_url}',
] as const;
