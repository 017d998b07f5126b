/**
 * @chorus/connector-pinterest: pins from Pinterest through API v5, signed in with the owner's
 * account (OAuth 2): that account's pins and the pins of one of its boards (stored as the spec's
 * `username#board`). Other people's pins are not served by API v5: that feed type is shown with
 * the reason and refused.
 */
import { defineConnector } from '@chorus/connector-kit';
import { pinterestFeedTypes } from './feed-types.ts';
import {
  fetchPinterest,
  pinterestBaseUrls,
  pinterestOptionsSchema,
  type PinterestCursor,
} from './fetch.ts';
import { pinterestMessages } from './messages.ts';
import { normalizePinterestItem } from './normalize.ts';
import { pinterestAuth } from './oauth.ts';
import type { PinterestItem } from './wire.ts';
import { texts } from './texts.ts';

/** The Pinterest connector's factory, for `chorus.config.ts`: `pinterestConnector()`. */
export const pinterestConnector = defineConnector<
  PinterestItem,
  PinterestCursor,
  typeof pinterestOptionsSchema
>({
  id: 'pinterest',
  shortCode: 'pin',
  // The spec's source number of Pinterest (after Twitter 2 and YouTube 4 in its list).
  sourceNumber: 5,
  displayName: 'Pinterest',
  nameKey: 'pinterest_user_name',
  messages: pinterestMessages,
  // A "P" in a circle, 24x24, drawn for Chorus.
  icon: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22zm1 4.5c3 0 5 2 5 4.7 0 3-1.9 5.3-4.6 5.3-.9 0-1.8-.5-2.1-1l-1 3.9-.2.6H8.6l1.7-7.2c-.2-.5-.3-1-.3-1.6 0-1.5.9-2.6 2-2.6.9 0 1.4.7 1.4 1.5 0 .9-.6 2.3-.9 3.6-.2 1 .6 1.9 1.6 1.9 1.9 0 3.2-2.4 3.2-5.3 0-2.2-1.5-3.8-4.2-3.8-3 0-4.9 2.3-4.9 4.8 0 .9.3 1.5.7 2l-.5 1.7C6.9 13.7 6 12.4 6 10.5 6 7.6 8.5 5.5 13 5.5z',
  feedTypes: pinterestFeedTypes,
  texts,
  auth: pinterestAuth,
  baseUrls: pinterestBaseUrls,
  pluginOptionsSchema: pinterestOptionsSchema,
  fetch: fetchPinterest,
  normalize: (item) => normalizePinterestItem(item),
});

export {
  cleanPinterestBoard,
  cleanPinterestUsername,
  pinterestFeedSchemas,
  pinterestFeedTypes,
  splitPinterestBoard,
} from './feed-types.ts';
export {
  maxPagesPerCrawl,
  pinterestBaseUrls,
  pinterestOptionsSchema,
  type PinterestCursor,
} from './fetch.ts';
export { boardNotFoundMessage, otherAccountMessage, pinterestMessages } from './messages.ts';
export { hasPicture, normalizePinterestItem, pinMedia, pinterestWeb } from './normalize.ts';
export {
  completePinterestSignIn,
  pinterestAuth,
  pinterestAuthorizeUrl,
  pinterestScopes,
  pinterestTokenUrl,
} from './oauth.ts';
export type { PinterestAccount, PinterestItem, PinterestPin } from './wire.ts';
