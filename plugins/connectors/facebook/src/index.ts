/**
 * @chorus/connector-facebook: posts from Facebook pages through the Graph API: a page's posts
 * and the posts that tag it, read with the page token Facebook Login gives the page's manager.
 * Groups and hashtags stay listed with the reason they cannot be read.
 */
import { defineConnector } from '@chorus/connector-kit';
import { facebookFeedTypes } from './feed-types.ts';
import { fetchFacebook, type FacebookCursor } from './fetch.ts';
import { facebookBaseUrls, facebookOptionsSchema } from './graph.ts';
import { facebookMessages } from './messages.ts';
import { normalizeFacebookItem } from './normalize.ts';
import { facebookAuth } from './oauth.ts';
import type { FacebookItem } from './wire.ts';
import { texts } from './texts.ts';

/** The Facebook connector's factory, for `chorus.config.ts`: `facebookConnector()`. */
export const facebookConnector = defineConnector<
  FacebookItem,
  FacebookCursor,
  typeof facebookOptionsSchema
>({
  id: 'facebook',
  shortCode: 'fb',
  // The spec's legacy source number of Facebook.
  sourceNumber: 1,
  displayName: 'Facebook',
  nameKey: 'facebook_user_name',
  // A lower-case f in a rounded square, drawn for Chorus.
  icon: 'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3h-4v-7h2.5l.5-3h-3V10c0-.9.4-1.5 1.6-1.5H18V5.8c-.5-.1-1.4-.2-2.4-.2-2.4 0-3.8 1.4-3.8 4V12H9.5v3h2.3v7H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z',
  messages: facebookMessages,
  feedTypes: facebookFeedTypes,
  texts,
  auth: facebookAuth,
  baseUrls: facebookBaseUrls,
  pluginOptionsSchema: facebookOptionsSchema,
  fetch: fetchFacebook,
  normalize: (item) => normalizeFacebookItem(item),
});

export { facebookFeedTypes, pageOptionsSchema, pageNameSchema } from './feed-types.ts';
export { type FacebookCursor, postFields } from './fetch.ts';
export { facebookBaseUrls, facebookOptionsSchema, defaultGraphVersion } from './graph.ts';
export { facebookMessages } from './messages.ts';
export { normalizeFacebookItem } from './normalize.ts';
export {
  facebookAuth,
  facebookAuthorizeUrl,
  facebookScopes,
  facebookTokenUrl,
  pickPage,
} from './oauth.ts';
export type { FacebookItem } from './wire.ts';
