/**
 * @chorus/connector-mastodon: posts from Mastodon and any server speaking its API — a hashtag
 * (local or federated), an account, or — signed in — the home timeline or a list, on the server
 * each source names.
 */
import { defineConnector } from '@chorus/connector-kit';
import { mastodonAuth } from './auth.ts';
import { mastodonFeedTypes } from './feed-types.ts';
import {
  fetchMastodon,
  mastodonBaseUrls,
  mastodonOptionsSchema,
  type MastodonCursor,
} from './fetch.ts';
import { normalizeMastodonItem } from './normalize.ts';
import type { MastodonItem } from './wire.ts';
import { texts } from './texts.ts';

/** The Mastodon connector's factory: `mastodonConnector({ defaultInstance: 'https://…' })`. */
export const mastodonConnector = defineConnector<
  MastodonItem,
  MastodonCursor,
  typeof mastodonOptionsSchema
>({
  id: 'mastodon',
  shortCode: 'mastodon',
  // Legacy payloads number networks; the spec's use 1 to 11. Unique among installed connectors.
  sourceNumber: 5409,
  displayName: 'Mastodon',
  // A speech bubble in a 24x24 box (an SVG path, never markup).
  icon: 'M12 2C6.5 2 2 5.9 2 10.7c0 2.6 1.3 4.9 3.4 6.5L4.5 22l4.6-2.6c.9.2 1.9.3 2.9.3 5.5 0 10-3.9 10-8.9S17.5 2 12 2z',
  feedTypes: mastodonFeedTypes,
  texts,
  auth: mastodonAuth,
  baseUrls: mastodonBaseUrls,
  pluginOptionsSchema: mastodonOptionsSchema,
  fetch: fetchMastodon,
  normalize: (item) => normalizeMastodonItem(item),
});

export { hashtagOptionsSchema, mastodonFeedTypes } from './feed-types.ts';
export { mastodonBaseUrls, mastodonOptionsSchema, type MastodonCursor } from './fetch.ts';
export { normalizeMastodonItem } from './normalize.ts';
export { mastodonPageSchema, type MastodonItem } from './wire.ts';
export { mastodonAuth, mastodonScopes, registerMastodonApp } from './auth.ts';
export { instanceOfOptions } from './instance.ts';
