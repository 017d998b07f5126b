/**
 * The wire format of Pinterest API v5, as far as this connector reads it: pins (`GET /v5/pins`,
 * `GET /v5/boards/{board_id}/pins`), boards (`GET /v5/boards`) and the signed-in account
 * (`GET /v5/user_account`). Lists page with an opaque `bookmark`. Unknown fields are ignored.
 */
import { z } from 'zod';

/** One size of a picture, keyed in `images` by its name (`150x150`, `600x`, `1200x`...). */
export const pinImageSchema = z.object({
  url: z.string().min(1),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});

/** The sizes of one picture by name. */
export const pinImagesSchema = z.record(z.string(), pinImageSchema);

/** One picture or video of a carousel (`multiple_images`, `multiple_videos`, `multiple_mixed`). */
export const pinMediaItemSchema = z.object({
  item_type: z.string().optional(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
  images: pinImagesSchema.optional(),
  cover_image_url: z.string().nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});

/** A pin's media: one picture, one video (its cover), or several. */
export const pinMediaSchema = z.object({
  media_type: z.string().optional(),
  images: pinImagesSchema.optional(),
  cover_image_url: z.string().nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  items: z.array(pinMediaItemSchema).optional(),
});

/** One pin. */
export const pinSchema = z.object({
  id: z.string().min(1),
  created_at: z.string().optional(),
  link: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  alt_text: z.string().nullable().optional(),
  board_id: z.string().optional(),
  board_owner: z.object({ username: z.string().optional() }).nullable().optional(),
  media: pinMediaSchema.nullable().optional(),
});

/** One pin as `fetch` hands it to `normalize`. */
export type PinterestPin = z.output<typeof pinSchema>;

/**
 * A page of a list: each item is checked on its own (`pinSchema`), so one malformed pin is
 * left out without losing the page.
 */
export const pinPageSchema = z.object({
  items: z.array(z.unknown()),
  bookmark: z.string().nullable().optional(),
});

/** One board of the signed-in account. */
export const boardSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  owner: z.object({ username: z.string().optional() }).nullable().optional(),
  privacy: z.string().optional(),
});

/** A page of the signed-in account's boards. */
export const boardPageSchema = z.object({
  items: z.array(boardSchema),
  bookmark: z.string().nullable().optional(),
});

/** The signed-in account. */
export const userAccountSchema = z.object({
  username: z.string().min(1),
  profile_image: z.string().nullable().optional(),
  business_name: z.string().nullable().optional(),
});

/** The signed-in account. */
export type PinterestAccount = z.output<typeof userAccountSchema>;

/** What `fetch` hands to `normalize`: a pin and the account it is read as. */
export interface PinterestItem {
  readonly pin: PinterestPin;
  /** The signed-in account (the pins' author for its own pins and boards). */
  readonly account: PinterestAccount;
}
