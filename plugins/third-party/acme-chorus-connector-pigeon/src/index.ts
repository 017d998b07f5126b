/**
 * @acme/chorus-connector-pigeon: notes pinned in a pigeon loft. An example of a connector from
 * a package not named `@chorus/*`, with plugin options, on the public contract only.
 */
import { defineConnector } from '@chorus/connector-kit';
import { pigeonFeedTypes } from './feed-types.ts';
import { fetchLoft, type PigeonNote } from './fetch.ts';
import { normalizeNote } from './normalize.ts';
import { pigeonOptionsSchema } from './options.ts';

/** The pigeon connector's factory: `pigeonConnector({ keeper, maxPages })`. */
export const pigeonConnector = defineConnector<PigeonNote, string, typeof pigeonOptionsSchema>({
  id: 'pigeon',
  shortCode: 'pg',
  // Not one of the spec's networks: numbers above 11 are free for plugins.
  sourceNumber: 101,
  displayName: 'Pigeon post',
  // A bird in flight, drawn for a 24x24 box.
  icon: 'M2 12c4-1 6-4 8-8 1 3 3 5 6 5l6-2-3 5c-2 4-6 7-11 7l-4 3 1-5z',
  nameKey: 'pigeon_loft',
  messages: { loftRequired: 'Please enter a loft.' },
  feedTypes: pigeonFeedTypes,
  auth: { kind: 'none' },
  baseUrls: { api: 'https://pigeon.invalid' },
  pluginOptionsSchema: pigeonOptionsSchema,
  fetch: fetchLoft,
  normalize: normalizeNote,
});

export { pigeonFeedTypes } from './feed-types.ts';
export { pigeonOptionsSchema, type PigeonOptions } from './options.ts';
export type { PigeonNote } from './fetch.ts';
