/**
 * Reddit's wire format as far as this connector reads it: a Listing of `t3` things (links).
 * Every answer is validated with these schemas; unknown fields are ignored.
 */
import { z } from 'zod';

const previewImageSchema = z.object({
  source: z.object({ url: z.string(), width: z.number(), height: z.number() }),
});

/** One gallery picture in `media_metadata`: `s` is its largest size (`u` escaped, `x`/`y`). */
const mediaMetadataSchema = z.object({
  status: z.string().optional(),
  e: z.string().optional(),
  s: z
    .object({ u: z.string().optional(), gif: z.string().optional(), x: z.number(), y: z.number() })
    .optional(),
});

/** One post (`t3`). */
export const redditItemSchema = z.object({
  name: z.string(),
  id: z.string(),
  title: z.string(),
  author: z.string(),
  permalink: z.string(),
  url: z.string().optional(),
  created_utc: z.number(),
  selftext: z.string().default(''),
  selftext_html: z.string().nullable().optional(),
  is_self: z.boolean().default(false),
  over_18: z.boolean().default(false),
  removed_by_category: z.string().nullable().optional(),
  score: z.number().default(0),
  num_comments: z.number().default(0),
  preview: z.object({ images: z.array(previewImageSchema) }).optional(),
  is_gallery: z.boolean().optional(),
  gallery_data: z
    .object({
      items: z.array(z.object({ media_id: z.string(), caption: z.string().optional() })),
    })
    .nullable()
    .optional(),
  media_metadata: z.record(z.string(), mediaMetadataSchema).nullable().optional(),
});

/** A Listing page: its things, newest first, and the fullnames to page with. */
export const listingSchema = z.object({
  kind: z.literal('Listing'),
  data: z.object({
    after: z.string().nullable(),
    before: z.string().nullable().optional(),
    children: z.array(z.object({ kind: z.string(), data: redditItemSchema })),
  }),
});

/** The access token answer of the client credentials grant. */
export const tokenSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
});

/** What `fetch` hands to `normalize`. */
export type RedditItem = z.output<typeof redditItemSchema>;
