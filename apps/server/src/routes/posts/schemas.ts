/** Request and response schemas of the post routes, with the spec's messages. */
import { formatMessage, messages } from '@chorus/core';
import { z } from 'zod';
import { publicPostSchema } from '../../posts/public-post.ts';

/** Most posts one feed page may ask for (the spec's large themes ask for 60). */
export const maxFeedCount = 100;
/** Most results one search or moderation page may ask for. */
export const maxModerationLimit = 100;

const invalid = (field: string) => formatMessage('fieldInvalid', { field });

/** `{post_id}`: a post id (digits). */
export const postIdParams = z.object({
  post_id: z.string().regex(/^\d{1,15}$/, messages.notFound),
});

/** `GET /api/posts`: which wall, which page, which filters. */
export const feedQuerySchema = z.object({
  wall: z.string().min(1).max(200).meta({ description: "The wall's user_name." }),
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxFeedCount)
    .optional()
    .meta({ description: 'Page size; default 20, or 60 for large themes.' }),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  ref_timestamp: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .meta({ description: 'Unix seconds: only unpinned posts published before it.' }),
  select: z.enum(['image_only']).optional(),
  network: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .optional()
    .meta({ description: 'A network id (twitter) or short code (tw).' }),
  source: z.coerce.number().int().positive().optional().meta({ description: 'A source id.' }),
  nocache: z.string().max(20).optional().meta({ description: 'Mobile: answer no-store.' }),
});

/** One page of the feed, and where the next one starts (null on the last page). */
export const feedPageSchema = z.object({
  posts: z.array(publicPostSchema),
  next: z
    .object({ ref_timestamp: z.number().int().nullable(), offset: z.number().int() })
    .nullable(),
});

/** A list of posts (pending posts, search results). */
export const postListSchema = z.object({ posts: z.array(publicPostSchema) });

/** A post with the spec's alert text. */
export const postMessageSchema = z.object({ message: z.string(), post: publicPostSchema });

/** A post after a moderation action. */
export const postResultSchema = z.object({ post: publicPostSchema });

/** `?wall=` naming the wall a new post goes on. */
export const wallQuerySchema = z.object({
  wall: z.string().min(1).max(200).meta({ description: "The wall's user_name." }),
});

const recurrence = (field: string) =>
  z.number(invalid(field)).finite(invalid(field)).meta({ description: 'Clamped to 0..20.' });

const highlightValue = z
  .union([z.boolean(), z.enum(['true', 'false'])], invalid('highlight'))
  .transform((value) => value === true || value === 'true');

const optionalLink = (field: string) => z.string().max(2048, invalid(field)).nullable();

/** The spec's post save: every field optional; edits are sanitized like ingested posts. */
export const postSaveSchema = z
  .object({
    visible: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(-2)], invalid('visible'))
      .meta({ description: '1 or 2 approve (2 when recurring), 0 pending, -2 removed.' }),
    created: z.number(invalid('created')).int(invalid('created')).nonnegative(invalid('created')),
    highlight: highlightValue,
    title: z.string(invalid('title')).max(1000, invalid('title')),
    description: z.string(invalid('description')).max(100_000, invalid('description')),
    url: optionalLink('url'),
    image: optionalLink('image'),
    original_image: optionalLink('original image'),
    comments: z
      .number(invalid('comments'))
      .int(invalid('comments'))
      .nonnegative(invalid('comments')),
    recur_frequency: recurrence('recur frequency'),
    recur_offset: recurrence('recur offset'),
    cta: z
      .object({
        url: z.string(invalid('call to action url')).max(2048, invalid('call to action url')),
        text: z.string().max(100, invalid('call to action text')).default(''),
        color: z.string().max(64).optional(),
        icon: z.string().max(64).optional(),
        text_color: z.string().max(64).optional(),
      })
      .nullable(),
  })
  .partial();

/** The save body, parsed. */
export type PostSave = z.infer<typeof postSaveSchema>;

/** `DELETE /api/post/{post_id}`: reject, or with `permanent=1` remove for good. */
export const deleteQuerySchema = z.object({
  permanent: z
    .enum(['0', '1', 'true', 'false'], messages.postRejectFailed)
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** `GET /api/hypes/{user_name}`: the private (pending) feed, paged. */
export const privateFeedQuerySchema = z.object({
  feed: z.literal('private').default('private'),
  limit: z.coerce.number().int().min(1).max(maxModerationLimit).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** `GET /api/posts/{user_name}`: search. */
export const searchQuerySchema = z.object({
  query: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(maxModerationLimit).default(20),
  moderation: z
    .enum(['0', '1'])
    .default('0')
    .meta({ description: '1 searches pending posts (moderators only); 0 approved ones.' }),
  user_id: z.string().max(40).optional().meta({ description: 'Accepted and ignored.' }),
});

/** `{user_name}` of a wall. */
export const userNameParams = z.object({ user_name: z.string().min(1).max(200) });
