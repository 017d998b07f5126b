/**
 * The wire format of the Graph API as this connector reads it: a Page post (`/{page-id}/posts`,
 * `/{page-id}/tagged`) with its attachments, and the answers of Facebook Login's token calls.
 * Every item is validated on its own; unknown fields are ignored.
 */
import { z } from 'zod';

/** A picture as Graph gives it: `{ src, width, height }`. */
export const graphImageSchema = z.object({
  src: z.string().min(1),
  width: z.number().optional(),
  height: z.number().optional(),
});

/** One attachment (or sub-attachment of an album): a photo, a video, a shared link... */
export const attachmentSchema = z.object({
  /** `photo`, `video_inline`, `video_autoplay`, `album`, `share`, `event`, `native_templates`... */
  type: z.string().optional(),
  media_type: z.string().optional(),
  url: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  media: z
    .object({
      image: graphImageSchema.optional(),
      /** A video's file; its address expires, and Chorus does not copy videos. */
      source: z.string().optional(),
    })
    .optional(),
  target: z.object({ id: z.string().optional(), url: z.string().optional() }).optional(),
});

/** An attachment with its album pictures. */
export const topAttachmentSchema = attachmentSchema.extend({
  subattachments: z.object({ data: z.array(attachmentSchema) }).optional(),
});

/** Who posted: a page, or (tagged posts) a person or another page. */
export const fromSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  picture: z
    .object({
      data: z.object({ url: z.string().optional(), is_silhouette: z.boolean().optional() }),
    })
    .optional(),
});

/** Unix milliseconds of a Graph time (`2026-11-20T09:30:00+0000`); NaN when unreadable. */
export function graphTime(value: string): number {
  return Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

/** One post. */
export const facebookPostSchema = z.object({
  id: z.string().min(1),
  /** ISO 8601 with a `+0000` offset. */
  created_time: z.string().refine((value) => Number.isFinite(graphTime(value)), 'not a date'),
  message: z.string().optional(),
  story: z.string().optional(),
  permalink_url: z.string().optional(),
  full_picture: z.string().optional(),
  status_type: z.string().optional(),
  is_hidden: z.boolean().optional(),
  is_expired: z.boolean().optional(),
  from: fromSchema.optional(),
  attachments: z.object({ data: z.array(topAttachmentSchema) }).optional(),
});

/** What `fetch` hands to `normalize`: a post, and the page it was read for. */
export type FacebookItem = z.output<typeof facebookPostSchema>;

/** A Facebook Login token answer (the long-lived exchange). */
export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});

/** One page of `/me/accounts` the signed-in person manages, with its page token. */
export const managedPageSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  username: z.string().optional(),
  access_token: z.string().optional(),
});

export type ManagedPage = z.output<typeof managedPageSchema>;
