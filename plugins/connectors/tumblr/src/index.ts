/**
 * @chorus/connector-tumblr: posts from Tumblr through API v2 with the operator's API key: a
 * blog's posts and reblogs, and the public posts of a tag, read in the Neue Post Format.
 */
import { defineConnector } from '@chorus/connector-kit';
import { z } from 'zod';
import { tumblrFeedTypes } from './feed-types.ts';
import { fetchTumblr, tumblrBaseUrls, tumblrOptionsSchema, type TumblrCursor } from './fetch.ts';
import { tumblrMessages } from './messages.ts';
import { normalizeTumblrItem } from './normalize.ts';
import type { TumblrItem } from './wire.ts';
import { texts } from './texts.ts';

/** An API key for one source; empty uses the key in the plugin options. */
export const tumblrCredentialsSchema = z.object({
  key: z
    .string()
    .trim()
    .optional()
    .meta({ title: 'API key', description: "Leave empty to use the installation's key." }),
});

/** The Tumblr connector's factory, for `chorus.config.ts`: `tumblrConnector({ apiKey })`. */
export const tumblrConnector = defineConnector<
  TumblrItem,
  TumblrCursor,
  typeof tumblrOptionsSchema
>({
  id: 'tumblr',
  shortCode: 'tumblr',
  // The spec's legacy source number of Tumblr.
  sourceNumber: 10,
  displayName: 'Tumblr',
  nameKey: 'tumblr_user_name',
  // A lower-case t in a rounded square, 24x24.
  icon: 'M4 1h16a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3zm6 4v3H8v3h2v5c0 2 1.3 3 3.5 3H16v-3h-2c-.7 0-1-.3-1-1v-4h3V8h-3V5z',
  messages: tumblrMessages,
  feedTypes: tumblrFeedTypes,
  texts,
  auth: { kind: 'apiKey', fields: tumblrCredentialsSchema },
  baseUrls: tumblrBaseUrls,
  pluginOptionsSchema: tumblrOptionsSchema,
  fetch: fetchTumblr,
  normalize: (item) => normalizeTumblrItem(item),
});

export { tumblrFeedTypes } from './feed-types.ts';
export { tumblrBaseUrls, tumblrOptionsSchema, type TumblrCursor } from './fetch.ts';
export { tumblrMessages } from './messages.ts';
export { normalizeTumblrItem } from './normalize.ts';
export type { TumblrItem } from './wire.ts';
