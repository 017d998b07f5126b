/**
 * A source's feed type and options, read with the feed type's own schema: what the owner typed
 * is checked again at crawl time, since stored options may predate a schema change.
 */
import { SourceError } from '@chorus/core';
import type { Source } from '@chorus/core';
import type { z } from 'zod';
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

type Schemas = typeof schemas;

/** A feed type with its parsed options. */
export type SourceFeed = {
  [Type in keyof Schemas]: { readonly type: Type; readonly options: z.output<Schemas[Type]> };
}[keyof Schemas];

function isFeedType(type: string): type is keyof Schemas {
  return Object.hasOwn(schemas, type);
}

/** Reads a source's feed; an unknown feed type or invalid options is an `invalid_source`. */
export function readSourceFeed(source: Source): SourceFeed {
  const type = source.feedType;
  if (!isFeedType(type)) {
    throw new SourceError('invalid_source', `X has no feed type “${type}”.`);
  }
  const parsed = schemas[type].safeParse(source.options);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid options.';
    throw new SourceError('invalid_source', message);
  }
  return { type, options: parsed.data } as SourceFeed;
}

/** A stable text naming what a source reads, so a cursor is not reused after an edit. */
export function feedKey(feed: SourceFeed): string {
  return `${feed.type}:${JSON.stringify(feed.options)}`;
}
