/**
 * @chorus/connector-twitter: posts from X (formerly Twitter) through the X API v2 — an
 * account's timeline, a hashtag, a list, a place, an account's likes or any search query.
 */
import { defineConnector } from '@chorus/connector-kit';
import { twitterFeedTypes } from './feed-types.ts';
import { fetchTwitter, twitterBaseUrls, type TwitterCursor } from './fetch.ts';
import { twitterMessages } from './messages.ts';
import { normalizeTweet } from './normalize.ts';
import { xAuth } from './oauth.ts';
import type { TwitterItem } from './wire.ts';
import { texts } from './texts.ts';

/** The X (twitter) connector's factory, for `chorus.config.ts`: `twitterConnector()`. */
export const twitterConnector = defineConnector<TwitterItem, TwitterCursor>({
  id: 'twitter',
  shortCode: 'tw',
  // The spec's source number of Twitter.
  sourceNumber: 2,
  displayName: 'X (Twitter)',
  // The collection bar's label, as it read before the network's rename.
  shortName: 'Twitter',
  nameKey: 'twitter_user_name',
  messages: twitterMessages,
  icon: 'M3 3h4.6l4.4 6.1L17.2 3H21l-7.3 8.4L21.5 21h-4.6l-4.8-6.6L6.4 21H2.6l7.7-8.9z',
  feedTypes: twitterFeedTypes,
  texts,
  auth: xAuth,
  baseUrls: twitterBaseUrls,
  fetch: fetchTwitter,
  normalize: (item) => normalizeTweet(item),
});

export { twitterFeedTypes, type TwitterFeedType } from './feed-types.ts';
export { maxPagesPerCrawl, twitterBaseUrls, type TwitterCursor } from './fetch.ts';
export { linkPostText, normalizeTweet } from './normalize.ts';
export { twitterMessages } from './messages.ts';
export {
  escapeHtml,
  linkTweetText,
  maxTwitterHandleLength,
  tokenizeTweet,
  type TweetToken,
} from './tweet-text.ts';
export { xAuth, xAuthorizeUrl, xScopes, xTokenUrl } from './oauth.ts';
export type { TwitterItem } from './wire.ts';
