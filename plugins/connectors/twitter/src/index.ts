/**
 * @chorus/connector-twitter: posts from X (formerly Twitter) through the X API v2 — an
 * account's timeline, a hashtag, a list, a place, an account's likes or any search query.
 */
import { networks } from '@chorus/core';
import { defineConnector } from '@chorus/connector-kit';
import { twitterFeedTypes } from './feed-types.ts';
import { fetchTwitter, twitterBaseUrls, type TwitterCursor } from './fetch.ts';
import { normalizeTweet } from './normalize.ts';
import { xAuthorizeUrl, xScopes, xTokenUrl } from './oauth.ts';
import type { TwitterItem } from './wire.ts';

/** The X (twitter) connector, ready for `chorus.config.ts`. */
export const twitterConnector = defineConnector<TwitterItem, TwitterCursor>({
  id: 'twitter',
  shortCode: networks.twitter.shortCode,
  sourceNumber: networks.twitter.sourceNumber,
  displayName: 'X (Twitter)',
  icon: 'M3 3h4.6l4.4 6.1L17.2 3H21l-7.3 8.4L21.5 21h-4.6l-4.8-6.6L6.4 21H2.6l7.7-8.9z',
  feedTypes: twitterFeedTypes,
  auth: {
    kind: 'oauth2',
    authorizeUrl: xAuthorizeUrl,
    tokenUrl: xTokenUrl,
    scopes: xScopes,
    pkce: true,
  },
  baseUrls: twitterBaseUrls,
  fetch: fetchTwitter,
  normalize: (item) => normalizeTweet(item),
});

export { twitterFeedTypes, type TwitterFeedType } from './feed-types.ts';
export { maxPagesPerCrawl, twitterBaseUrls, type TwitterCursor } from './fetch.ts';
export { linkPostText, normalizeTweet } from './normalize.ts';
export {
  buildAuthorizeUrl,
  parseTokenResponse,
  xAuthorizeUrl,
  xScopes,
  xTokenUrl,
  type AuthorizeUrlInput,
  type XTokens,
} from './oauth.ts';
export { codeChallengeOf, createCodeVerifier } from './pkce.ts';
export type { TwitterItem } from './wire.ts';
