/**
 * @chorus/connector-threads: posts from Threads (Meta) through the Threads Graph API with the
 * owner's sign-in: the signed-in account's own posts, and public posts matching keywords or a
 * topic tag (each account's 2,200 searches a rolling day counted and shown).
 */
import { defineConnector } from '@chorus/connector-kit';
import { threadsFeedTypes } from './feed-types.ts';
import {
  fetchThreads,
  threadsBaseUrls,
  threadsOptionsSchema,
  type ThreadsCursor,
} from './fetch.ts';
import { threadsMessages } from './messages.ts';
import { normalizeThreadsItem } from './normalize.ts';
import { threadsAuth } from './oauth.ts';
import type { ThreadsItem } from './wire.ts';
import { texts } from './texts.ts';

/** The Threads connector's factory, for `chorus.config.ts`: `threadsConnector()`. */
export const threadsConnector = defineConnector<
  ThreadsItem,
  ThreadsCursor,
  typeof threadsOptionsSchema
>({
  id: 'threads',
  shortCode: 'th',
  // Legacy payloads number networks; the spec's use 1 to 11. Unique among installed connectors.
  sourceNumber: 1417,
  displayName: 'Threads',
  nameKey: 'threads_user_name',
  messages: threadsMessages,
  // A looped "@"-like spiral in a 24x24 box, drawn for Chorus.
  icon: 'M12 2a10 10 0 1 0 7.1 17.1l-1.4-1.4A8 8 0 1 1 20 12v1a2 2 0 0 1-4 0V8h-2v.8A5 5 0 1 0 16.6 15 4 4 0 0 0 22 13v-1A10 10 0 0 0 12 2zm0 13a3 3 0 1 1 0-6 3 3 0 0 1 0 6z',
  feedTypes: threadsFeedTypes,
  texts,
  auth: threadsAuth,
  baseUrls: threadsBaseUrls,
  pluginOptionsSchema: threadsOptionsSchema,
  fetch: fetchThreads,
  normalize: (item) => normalizeThreadsItem(item),
});

export { threadsFeedSchemas, threadsFeedTypes } from './feed-types.ts';
export {
  threadsApiVersion,
  threadsBaseUrls,
  threadsOptionsSchema,
  type ThreadsCursor,
  type ThreadsOptions,
} from './fetch.ts';
export { threadsMessages } from './messages.ts';
export { normalizeThreadsItem } from './normalize.ts';
export {
  completeThreadsSignIn,
  renewThreadsTokens,
  threadsAuth,
  threadsAuthorizeUrl,
  threadsRenewBeforeMs,
  threadsScopes,
  threadsTokenUrl,
} from './oauth.ts';
export { defaultSearchLimit, searchLedger, searchWindowMs } from './search-quota.ts';
export type { ThreadsItem, ThreadsMedia } from './wire.ts';
