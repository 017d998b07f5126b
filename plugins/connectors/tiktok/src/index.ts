/**
 * @chorus/connector-tiktok: the videos of a TikTok account on a Chorus wall, through TikTok's
 * Display API v2 with the owner's sign-in (Login Kit, OAuth 2). Hashtags and other people's
 * videos are not in the Display API: they are listed with the reason and never created.
 */
import { defineConnector } from '@chorus/connector-kit';
import { tiktokFeedTypes } from './feed-types.ts';
import { fetchTiktok, tiktokBaseUrls, tiktokOptionsSchema, type TiktokCursor } from './fetch.ts';
import { tiktokMessages } from './messages.ts';
import { normalizeTiktokItem } from './normalize.ts';
import { tiktokAuth } from './oauth.ts';
import type { TiktokItem } from './wire.ts';
import { texts } from './texts.ts';

/** The TikTok connector's factory, for `chorus.config.ts`: `tiktokConnector()`. */
export const tiktokConnector = defineConnector<
  TiktokItem,
  TiktokCursor,
  typeof tiktokOptionsSchema
>({
  id: 'tiktok',
  shortCode: 'tiktok',
  // Legacy payloads number networks; the spec's use 1 to 11. Unique among installed connectors.
  sourceNumber: 3882,
  displayName: 'TikTok',
  // A musical note drawn for Chorus (not TikTok's mark), 24x24.
  icon: 'M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6h1v3.2a3 3 0 1 0 2 2.8z',
  messages: tiktokMessages,
  feedTypes: tiktokFeedTypes,
  texts,
  auth: tiktokAuth,
  baseUrls: tiktokBaseUrls,
  pluginOptionsSchema: tiktokOptionsSchema,
  fetch: fetchTiktok,
  normalize: (item) => normalizeTiktokItem(item),
});

export { tiktokFeedTypes } from './feed-types.ts';
export { tiktokBaseUrls, tiktokOptionsSchema, type TiktokCursor } from './fetch.ts';
export { tiktokMessages } from './messages.ts';
export { normalizeTiktokItem } from './normalize.ts';
export { tiktokAuth, tiktokRenewBeforeMs, tiktokScopes } from './oauth.ts';
export type { TiktokItem } from './wire.ts';
