/**
 * @chorus/connector-youtube: videos from YouTube: a channel's uploads (by @handle, username or
 * channel id), a playlist, and a keyword or hashtag search, through the Data API v3 with the
 * operator's API key; without a key, a channel's public Atom feed.
 */
import { defineConnector } from '@chorus/connector-kit';
import { z } from 'zod';
import { youtubeFeedTypes } from './feed-types.ts';
import {
  fetchYoutube,
  youtubeBaseUrls,
  youtubeOptionsSchema,
  type YoutubeCursor,
} from './fetch.ts';
import { youtubeMessages } from './messages.ts';
import { normalizeYoutubeItem } from './normalize.ts';
import type { YoutubeItem } from './wire.ts';
import { texts } from './texts.ts';

/** A Data API key for one source; empty uses the key in the plugin options. */
export const youtubeCredentialsSchema = z.object({
  key: z
    .string()
    .trim()
    .optional()
    .meta({ title: 'API key', description: "Leave empty to use the installation's key." }),
});

/** The YouTube connector's factory, for `chorus.config.ts`: `youtubeConnector({ apiKey })`. */
export const youtubeConnector = defineConnector<
  YoutubeItem,
  YoutubeCursor,
  typeof youtubeOptionsSchema
>({
  id: 'youtube',
  shortCode: 'yt',
  // The spec's legacy source number of YouTube.
  sourceNumber: 4,
  displayName: 'YouTube',
  // A play button in a rounded screen, 24x24.
  // A play sign in a rounded screen, drawn for Chorus.
  icon: 'M4 5h16a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3zm6 4v6l5-3z',
  messages: youtubeMessages,
  feedTypes: youtubeFeedTypes,
  texts,
  auth: { kind: 'apiKey', fields: youtubeCredentialsSchema },
  baseUrls: youtubeBaseUrls,
  pluginOptionsSchema: youtubeOptionsSchema,
  fetch: fetchYoutube,
  normalize: (item) => normalizeYoutubeItem(item),
});

export { youtubeFeedTypes } from './feed-types.ts';
export { youtubeBaseUrls, youtubeOptionsSchema, type YoutubeCursor } from './fetch.ts';
export { youtubeMessages } from './messages.ts';
export { normalizeYoutubeItem } from './normalize.ts';
export type { YoutubeItem } from './wire.ts';
