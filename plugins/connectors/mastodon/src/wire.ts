/**
 * The wire format of the Mastodon REST API as this connector reads it: the Status, Account,
 * MediaAttachment and CustomEmoji entities (docs.joinmastodon.org/entities/). Every answer is
 * validated with these schemas; fields the connector does not read are ignored.
 */
import { z } from 'zod';

/** A custom emoji used in a status or a display name: `:shortcode:` in the text. */
export const mastodonEmojiSchema = z.object({
  shortcode: z.string(),
  url: z.string(),
  static_url: z.string().optional(),
});

/** An account (`GET /api/v1/accounts/lookup` answers one). */
export const mastodonAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** `user` for a local account, `user@domain` for a remote one. */
  acct: z.string(),
  display_name: z.string().default(''),
  url: z.string().nullable().optional(),
  avatar: z.string().optional(),
  avatar_static: z.string().optional(),
  /** The custom emoji of the display name. */
  emojis: z.array(mastodonEmojiSchema).default([]),
});

const sizeSchema = z
  .object({ width: z.number().optional(), height: z.number().optional() })
  .nullable()
  .optional();

/** A picture, video, GIF (an MP4 loop) or sound attached to a status. */
export const mastodonMediaSchema = z.object({
  id: z.string(),
  type: z.enum(['image', 'gifv', 'video', 'audio', 'unknown']).catch('unknown'),
  url: z.string().nullable(),
  preview_url: z.string().nullable().optional(),
  remote_url: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  meta: z.object({ original: sizeSchema, small: sizeSchema }).partial().nullable().optional(),
});

const statusFields = {
  id: z.string(),
  /** The status's ActivityPub id: the same post has the same `uri` on every instance. */
  uri: z.string(),
  url: z.string().nullable().optional(),
  created_at: z.string(),
  /** Who may see it: `public`, `unlisted`, `private` (followers only) or `direct`. */
  visibility: z.string().default('public'),
  content: z.string(),
  /** The content warning; the content is hidden behind it when it is not empty. */
  spoiler_text: z.string().default(''),
  /** Whether the media are marked sensitive (blurred until opened). */
  sensitive: z.boolean().default(false),
  account: mastodonAccountSchema,
  media_attachments: z.array(mastodonMediaSchema).default([]),
  emojis: z.array(mastodonEmojiSchema).default([]),
  replies_count: z.number().int().nonnegative().default(0),
  favourites_count: z.number().int().nonnegative().default(0),
};

/** A status that is not a boost. */
export const mastodonOriginalSchema = z.object(statusFields);

/** A status; a boost carries the boosted status in `reblog`. */
export const mastodonStatusSchema = z.object({
  ...statusFields,
  reblog: mastodonOriginalSchema.nullable().optional(),
});

/** A timeline page, newest first. */
export const mastodonPageSchema = z.array(mastodonStatusSchema);

/** What `fetch` hands to `normalize`: one status as the instance sent it. */
export type MastodonItem = z.output<typeof mastodonStatusSchema>;
/** A status that is not a boost. */
export type MastodonOriginal = z.output<typeof mastodonOriginalSchema>;

/** One of the signed-in account's lists (`GET /api/v1/lists`). */
export const mastodonListSchema = z.object({ id: z.string(), title: z.string() });

/** The signed-in account's lists. */
export const mastodonListsSchema = z.array(mastodonListSchema);
