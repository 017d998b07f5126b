/**
 * @chorus/connector-linkedin: posts from Linkedin. Made by `npm run new:connector`; the fetch, the wire
 * format and the README describe a Mastodon-style API until you make them this network's.
 */
import { defineConnector } from '@chorus/connector-kit';
import { linkedinFeedTypes } from './feed-types.ts';
import {
  linkedinBaseUrls,
  linkedinOptionsSchema,
  fetchLinkedin,
  type LinkedinCursor,
} from './fetch.ts';
import { normalizeLinkedinItem } from './normalize.ts';
import type { LinkedinItem } from './wire.ts';

/** The Linkedin connector's factory, for `chorus.config.ts`: `linkedinConnector()`. */
export const linkedinConnector = defineConnector<
  LinkedinItem,
  LinkedinCursor,
  typeof linkedinOptionsSchema
>({
  id: 'linkedin',
  shortCode: 'linkedin',
  // Legacy payloads number networks; the spec's use 1 to 11. Unique among installed connectors.
  sourceNumber: 8206,
  displayName: 'Linkedin',
  // A circle in a 24x24 box: replace it with the network's mark (an SVG path, never markup).
  icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  feedTypes: linkedinFeedTypes,
  auth: { kind: 'none' },
  baseUrls: linkedinBaseUrls,
  pluginOptionsSchema: linkedinOptionsSchema,
  fetch: fetchLinkedin,
  normalize: (item) => normalizeLinkedinItem(item),
});

export { linkedinFeedTypes } from './feed-types.ts';
export { linkedinBaseUrls, linkedinOptionsSchema, type LinkedinCursor } from './fetch.ts';
export { normalizeLinkedinItem } from './normalize.ts';
export type { LinkedinItem } from './wire.ts';
