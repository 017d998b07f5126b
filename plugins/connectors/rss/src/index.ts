/**
 * @chorus/connector-rss: RSS 0.9x/1.0/2.0, Atom 1.0 and JSON Feed 1.1 sources. Feeds are
 * public, so there is no authentication; every request goes through the kit's safe client.
 */
import { defineConnector } from '@chorus/core';
import type { FeedItem } from './feed-item.ts';
import { rssFeedTypes } from './feed-types.ts';
import { fetchFeed, type RssCursor } from './fetch.ts';
import { normalizeFeedItem } from './normalize.ts';
import { texts } from './texts.ts';

/** The RSS connector's factory, for `chorus.config.ts`: `rssConnector()`. */
export const rssConnector = defineConnector<FeedItem, RssCursor>({
  id: 'rss',
  shortCode: 'rss',
  // The spec's source number of RSS feeds.
  sourceNumber: 6,
  displayName: 'RSS',
  nameKey: 'rss_url',
  // A dot and two quarter rings, drawn for a 24x24 box.
  icon: 'M5.5 16a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 10a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8zM3 3a18 18 0 0 1 18 18h-3A15 15 0 0 0 3 6z',
  feedTypes: rssFeedTypes,
  texts,
  auth: { kind: 'none' },
  // Each source carries its own feed address; there is no network API.
  baseUrls: {},
  fetch: fetchFeed,
  normalize: normalizeFeedItem,
});

export { rssFeedTypes, rssUrlOptionsSchema, feedLabel, type RssUrlOptions } from './feed-types.ts';
export { fetchFeed, type RssCursor } from './fetch.ts';
export { normalizeFeedItem } from './normalize.ts';
export { parseFeed, notAFeedMessage, type ParseFeedOptions } from './parse/parse-feed.ts';
export { parseFeedDate } from './parse/dates.ts';
export {
  maxExternalIdLength,
  maxFeedBytes,
  maxFeedItems,
  maxMediaPerItem,
  maxXmlDepth,
  maxXmlElements,
  maxXmlReferences,
} from './limits.ts';
export type { FeedFormat, FeedItem, FeedMedia, FeedPerson, ParsedFeed } from './feed-item.ts';
