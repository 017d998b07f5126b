import { readCursor, type CursorSchema } from '../paging/cursor.ts';
import { feedKey } from './stored-feed.ts';

/** A cursor with the key of the feed it was made for. */
export type KeyedCursor<T> = T & { readonly key: string };

/**
 * The cursor an earlier crawl stored, when it was made for this feed (same feed type and
 * options, see {@link feedKey}) and still fits the schema; else `null`, so the crawl starts
 * afresh: a cursor saved for hashtag #a is ignored once the owner changes the source to #b.
 * A cursor stored as JSON text is read too. The schema must include `key: z.string()`.
 */
export function readKeyedCursor<T extends { readonly key: string }>(
  stored: unknown,
  schema: CursorSchema<T>,
  feed: { readonly type: string; readonly options: unknown },
): T | null {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const cursor = readCursor(value, schema);
  return cursor?.key === feedKey(feed) ? cursor : null;
}

/** The cursor to return from `fetch`, keyed to the feed it was made for. */
export function keyCursor<T extends object>(
  feed: { readonly type: string; readonly options: unknown },
  cursor: T,
): KeyedCursor<T> {
  return { ...cursor, key: feedKey(feed) };
}
