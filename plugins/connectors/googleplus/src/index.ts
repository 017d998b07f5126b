/**
 * @chorus/connector-googleplus: posts from a Google+ archive. Google+ closed in 2019; a source
 * is made by uploading the person's Google Takeout export of "Google+ Stream" (a zip), which
 * the server imports as a job (docs/connectors.md "Google+ and Vine archives").
 */
import { defineArchiveConnector } from '@chorus/connector-kit';
import { googleplusFeedTypes } from './feed-types.ts';
import { googleplusMessages } from './messages.ts';
import { normalizeGoogleplusItem } from './normalize.ts';
import { countGoogleplus, parseGoogleplus } from './parse.ts';
import type { GoogleplusItem } from './wire.ts';
import { texts } from './texts.ts';

/** The largest Takeout zip accepted: 512 MB. */
export const googleplusMaxBytes = 512 * 1024 * 1024;

/** The Google+ connector's factory, for `chorus.config.ts`: `googleplusConnector()`. */
export const googleplusConnector = defineArchiveConnector<GoogleplusItem>({
  id: 'googleplus',
  shortCode: 'gp',
  // The spec's legacy source number of Google Plus.
  sourceNumber: 7,
  displayName: 'Google+',
  nameKey: 'googleplus_user_name',
  messages: googleplusMessages,
  // A "G" and a plus sign in a 24x24 box.
  icon: 'M8 11v2.4h3.9c-.2 1-1.2 3-3.9 3-2.4 0-4.3-2-4.3-4.4S5.6 7.6 8 7.6c1.3 0 2.3.6 2.8 1.1l1.9-1.8C11.5 5.7 9.9 5 8 5 4.1 5 1 8.1 1 12s3.1 7 7 7c4 0 6.7-2.8 6.7-6.8 0-.5 0-.8-.1-1.2H8zm15 0h-2V9h-2v2h-2v2h2v2h2v-2h2z',
  feedTypes: googleplusFeedTypes,
  texts,
  archive: {
    maxBytes: googleplusMaxBytes,
    contentTypes: ['application/zip', 'application/x-zip-compressed'],
    extensions: ['.zip'],
    hint: googleplusMessages.hint,
    count: (reader) => countGoogleplus(reader),
    parse: (reader) => parseGoogleplus(reader),
    toPost: normalizeGoogleplusItem,
  },
});

export { googleplusFeedTypes } from './feed-types.ts';
export { googleplusMessages } from './messages.ts';
export { normalizeGoogleplusItem } from './normalize.ts';
export { countGoogleplus, parseGoogleplus, postEntries } from './parse.ts';
export type { GoogleplusItem, TakeoutPost } from './wire.ts';
