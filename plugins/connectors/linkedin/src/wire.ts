/**
 * The wire format of Linkedin, as far as this connector reads it (Mastodon-style statuses).
 * Every answer is validated with these schemas; unknown fields are ignored.
 */
import { z } from 'zod';

/** One picture or video of a post, with its sizes when the network gives them. */
export const linkedinMediaSchema = z.object({
  type: z.string(),
  url: z.string(),
  description: z.string().nullable().optional(),
  meta: z
    .object({
      original: z
        .object({ width: z.number().optional(), height: z.number().optional() })
        .optional(),
    })
    .optional(),
});

/** One post. */
export const linkedinItemSchema = z.object({
  id: z.string(),
  url: z.string().nullable().optional(),
  created_at: z.string(),
  content: z.string(),
  account: z.object({
    username: z.string(),
    display_name: z.string().optional(),
    avatar: z.string().optional(),
    url: z.string().optional(),
  }),
  media_attachments: z.array(linkedinMediaSchema).default([]),
});

/** A page of posts, newest first. */
export const linkedinPageSchema = z.array(linkedinItemSchema);

/** What `fetch` hands to `normalize`. */
export type LinkedinItem = z.output<typeof linkedinItemSchema>;
