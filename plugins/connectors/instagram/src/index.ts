/**
 * @chorus/connector-instagram: posts from Instagram business and creator accounts — an
 * account's own posts (Instagram Login), posts it is tagged in and recent or top posts with a
 * hashtag (Facebook Login; Instagram's 30 hashtags a week tracked and shown).
 * Locations, geo and caption mentions stay visible as unavailable feed types.
 */
import { defineConnector } from '@chorus/connector-kit';
import { instagramFeedTypes } from './feed-types.ts';
import {
  fetchInstagram,
  instagramBaseUrls,
  instagramOptionsSchema,
  type InstagramCursor,
} from './fetch.ts';
import { instagramMessages } from './messages.ts';
import { normalizeInstagramItem } from './normalize.ts';
import { instagramAuth } from './oauth.ts';
import type { InstagramItem } from './wire.ts';
import { texts } from './texts.ts';

/** The Instagram connector's factory, for `chorus.config.ts`: `instagramConnector()`. */
export const instagramConnector = defineConnector<
  InstagramItem,
  InstagramCursor,
  typeof instagramOptionsSchema
>({
  id: 'instagram',
  shortCode: 'ig',
  // The spec's source number of Instagram.
  sourceNumber: 3,
  displayName: 'Instagram',
  nameKey: 'instagram_user_name',
  messages: instagramMessages,
  // A rounded square, a lens and a dot: the camera mark in a 24x24 box.
  icon: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  feedTypes: instagramFeedTypes,
  texts,
  auth: instagramAuth,
  baseUrls: instagramBaseUrls,
  pluginOptionsSchema: instagramOptionsSchema,
  fetch: fetchInstagram,
  normalize: (item) => normalizeInstagramItem(item),
});

export { instagramFeedTypes, hashtagsPerWeek } from './feed-types.ts';
export { instagramBaseUrls, instagramOptionsSchema, type InstagramCursor } from './fetch.ts';
export { instagramMessages } from './messages.ts';
export { normalizeInstagramItem, captionToHtml, embedUrlOf } from './normalize.ts';
export { instagramAuth, instagramScopes, renewBeforeMs } from './oauth.ts';
export {
  instagramLoginApp,
  instagramLoginAuth,
  instagramLoginAuthorizeUrl,
  instagramLoginScopes,
  instagramLoginTokenUrl,
} from './instagram-login.ts';
export type { InstagramItem } from './wire.ts';
