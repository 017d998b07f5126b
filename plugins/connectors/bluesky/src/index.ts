/**
 * @chorus/connector-bluesky: posts from Bluesky (AT Protocol XRPC over HTTP): an account's
 * feed, a hashtag or keyword search (signed in with an app password), a custom feed and a list.
 */
import { defineConnector } from '@chorus/connector-kit';
import { blueskyFeedTypes } from './feed-types.ts';
import {
  blueskyBaseUrls,
  blueskyOptionsSchema,
  fetchBluesky,
  type BlueskyCursor,
} from './fetch.ts';
import { blueskyMessages } from './messages.ts';
import { normalizeBlueskyItem } from './normalize.ts';
import { blueskyCredentialsSchema } from './session.ts';
import type { BlueskyItem } from './wire.ts';
import { texts } from './texts.ts';

/** The Bluesky connector's factory, for `chorus.config.ts`: `blueskyConnector()`. */
export const blueskyConnector = defineConnector<
  BlueskyItem,
  BlueskyCursor,
  typeof blueskyOptionsSchema
>({
  id: 'bluesky',
  shortCode: 'bsky',
  // Legacy payloads number networks; the spec's use 1 to 11. Unique among installed connectors.
  sourceNumber: 5847,
  displayName: 'Bluesky',
  // A butterfly in a 24x24 box.
  // A butterfly of two rounded wings, drawn for Chorus.
  icon: 'M12 11C10 7 6 4 3.6 4 2.2 4 2 5.4 2.3 8c.4 3 2.5 4.2 5.2 4-3 .8-3.5 3-1.6 4.8 2.6 2.4 4.8-.5 6.1-3.6 1.3 3.1 3.5 6 6.1 3.6 1.9-1.8 1.4-4-1.6-4.8 2.7.2 4.8-1 5.2-4 .3-2.6.1-4-1.3-4C18 4 14 7 12 11z',
  messages: blueskyMessages,
  feedTypes: blueskyFeedTypes,
  texts,
  // The account handle and app password a search signs in with, stored encrypted as the
  // source's credentials; the other feed types read the public AppView without them.
  auth: { kind: 'apiKey', fields: blueskyCredentialsSchema },
  baseUrls: blueskyBaseUrls,
  pluginOptionsSchema: blueskyOptionsSchema,
  fetch: fetchBluesky,
  normalize: (item) => normalizeBlueskyItem(item),
});

export { blueskyFeedTypes } from './feed-types.ts';
export { blueskyBaseUrls, blueskyOptionsSchema, type BlueskyCursor } from './fetch.ts';
export { blueskyMessages } from './messages.ts';
export { normalizeBlueskyItem } from './normalize.ts';
export { blueskyCredentialsSchema } from './session.ts';
export type { BlueskyItem } from './wire.ts';
