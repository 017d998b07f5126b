/**
 * A source's feed type and options, read with the feed type's own schema (the kit's
 * `readStoredFeed`): what the owner typed is checked again at crawl time.
 */
import type { Source } from '@chorus/core';
import { readStoredFeed, type StoredFeed } from '@chorus/connector-kit';
import {
  advancedOptionsSchema,
  favoritesOptionsSchema,
  geoOptionsSchema,
  handleOptionsSchema,
  hashtagOptionsSchema,
  listOptionsSchema,
} from './feed-types.ts';

const schemas = {
  handle: handleOptionsSchema,
  hashtag: hashtagOptionsSchema,
  list: listOptionsSchema,
  geo: geoOptionsSchema,
  favorites: favoritesOptionsSchema,
  advanced: advancedOptionsSchema,
} as const;

/** A feed type with its parsed options. */
export type SourceFeed = StoredFeed<typeof schemas>;

/** Reads a source's feed; an unknown feed type or invalid options is an `invalid_source`. */
export function readSourceFeed(source: Source): SourceFeed {
  return readStoredFeed(source, schemas, 'X');
}
