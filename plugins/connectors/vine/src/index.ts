/**
 * @chorus/connector-vine: posts from a Vine archive. Vine closed in 2017; a source is made by
 * uploading the JSON of a person's Vine archive, which the server imports as a job
 * (docs/connectors.md "Google+ and Vine archives").
 */
import { defineArchiveConnector } from '@chorus/connector-kit';
import { vineFeedTypes } from './feed-types.ts';
import { vineMessages } from './messages.ts';
import { normalizeVineItem } from './normalize.ts';
import { countVine, parseVine } from './parse.ts';
import { suggestUsernames } from './usernames.ts';
import type { VineItem } from './wire.ts';
import { texts } from './texts.ts';

/** The largest archive JSON accepted: 64 MB (it is parsed whole). */
export const vineMaxBytes = 64 * 1024 * 1024;

/** The Vine connector's factory, for `chorus.config.ts`: `vineConnector()`. */
export const vineConnector = defineArchiveConnector<VineItem>({
  id: 'vine',
  shortCode: 'vn',
  // The spec's legacy source number of Vine.
  sourceNumber: 9,
  displayName: 'Vine',
  nameKey: 'vine_user_name',
  messages: vineMessages,
  // A "V" in a 24x24 box.
  icon: 'M4 3h3.2l4.8 12.6L16.8 3H20l-6.4 18h-3.2z',
  feedTypes: vineFeedTypes,
  texts,
  archive: {
    maxBytes: vineMaxBytes,
    contentTypes: ['application/json', 'text/json', 'text/plain'],
    extensions: ['.json'],
    hint: vineMessages.hint,
    count: (reader) => countVine(reader),
    parse: (reader, source) => parseVine(reader, source),
    toPost: (item, source) => normalizeVineItem(item, source),
  },
  suggest: (context) =>
    Promise.resolve(
      suggestUsernames(context.query, context.limit).map((name) => ({ value: name })),
    ),
});

export { vineFeedTypes, hashtagOptionsSchema, userOptionsSchema } from './feed-types.ts';
export { vineMessages } from './messages.ts';
export { normalizeVineItem, vineIdOf } from './normalize.ts';
export { countVine, hashtagsOf, parseVine, recordsOf, vineSeconds } from './parse.ts';
export { rememberUsername, suggestUsernames } from './usernames.ts';
export type { VineItem, VineRecord } from './wire.ts';
