/**
 * @chorus/connector-reddit: posts from Reddit's OAuth API with an app-only token: a
 * subreddit's new posts, a user's submissions and a search inside a subreddit.
 */
import { defineConnector } from '@chorus/connector-kit';
import { redditFeedTypes } from './feed-types.ts';
import { redditBaseUrls, redditOptionsSchema, fetchReddit, type RedditCursor } from './fetch.ts';
import { redditMessages } from './messages.ts';
import { normalizeRedditItem } from './normalize.ts';
import { redditCredentialsSchema } from './token.ts';
import type { RedditItem } from './wire.ts';
import { texts } from './texts.ts';

/** The Reddit connector's factory, for `chorus.config.ts`: `redditConnector()`. */
export const redditConnector = defineConnector<
  RedditItem,
  RedditCursor,
  typeof redditOptionsSchema
>({
  id: 'reddit',
  shortCode: 'reddit',
  // Legacy payloads number networks; the spec's use 1 to 11. Unique among installed connectors.
  sourceNumber: 9406,
  displayName: 'Reddit',
  // A speech bubble with an antenna in a 24x24 box.
  icon: 'M12 4a2 2 0 1 1 2 2l-1-.2-.6 3.2c2.4.2 4.5 1 5.9 2.2A2 2 0 1 1 20.6 14c0 3.3-3.9 6-8.6 6s-8.6-2.7-8.6-6a2 2 0 1 1 2.3-2.8c1.5-1.2 3.6-2 6-2.2l.8-4z',
  messages: redditMessages,
  feedTypes: redditFeedTypes,
  texts,
  // The operator's Reddit app (client id and secret), stored encrypted as the source's
  // credentials; the connector signs in app-only with them.
  auth: { kind: 'apiKey', fields: redditCredentialsSchema },
  baseUrls: redditBaseUrls,
  pluginOptionsSchema: redditOptionsSchema,
  fetch: fetchReddit,
  normalize: (item) => normalizeRedditItem(item),
});

export { redditFeedTypes } from './feed-types.ts';
export { redditBaseUrls, redditOptionsSchema, type RedditCursor } from './fetch.ts';
export { redditMessages } from './messages.ts';
export { normalizeRedditItem } from './normalize.ts';
export { redditCredentialsSchema } from './token.ts';
export type { RedditItem } from './wire.ts';
