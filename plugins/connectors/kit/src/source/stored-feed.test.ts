import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readKeyedCursor, keyCursor } from './keyed-cursor.ts';
import { feedKey, feedTypeSchemas, readStoredFeed } from './stored-feed.ts';

const schemas = {
  hashtag: z.object({ hashtag: z.string().min(1, 'Please enter a hashtag.') }),
  account: z.object({ handle: z.string() }),
};
const cursorSchema = z.object({ key: z.string(), sinceId: z.string() });

describe('readStoredFeed', () => {
  it('reads the options with the feed type’s schema, typed by feed type', () => {
    const feed = readStoredFeed(
      { feedType: 'hashtag', options: { hashtag: 'a' } },
      schemas,
      'Mastodon',
    );
    expect(feed).toEqual({ type: 'hashtag', options: { hashtag: 'a' } });
    expect(feedKey(feed)).toBe('hashtag:{"hashtag":"a"}');
  });

  it('refuses an unknown feed type and options that no longer fit, with the schema’s message', () => {
    expect(() => readStoredFeed({ feedType: 'moments', options: {} }, schemas, 'Mastodon')).toThrow(
      expect.objectContaining({
        kind: 'invalid_source',
        message: 'Mastodon has no feed type “moments”.',
      }),
    );
    expect(() =>
      readStoredFeed({ feedType: 'hashtag', options: { hashtag: '' } }, schemas, 'Mastodon'),
    ).toThrow(
      expect.objectContaining({ kind: 'invalid_source', message: 'Please enter a hashtag.' }),
    );
    expect(() =>
      readStoredFeed({ feedType: 'toString', options: {} }, schemas, 'Mastodon'),
    ).toThrow(expect.objectContaining({ kind: 'invalid_source' }));
  });

  it('takes the schemas of a connector’s feed types', () => {
    const feedTypes = { hashtag: { schema: schemas.hashtag, title: 'Hashtag' } };
    expect(feedTypeSchemas(feedTypes)).toEqual({ hashtag: schemas.hashtag });
  });
});

describe('keyed cursors', () => {
  const a = { type: 'hashtag', options: { hashtag: 'a' } };
  const b = { type: 'hashtag', options: { hashtag: 'b' } };

  it('keeps a cursor for the options it was made for, as an object or as JSON text', () => {
    const stored = keyCursor(a, { sinceId: '9' });
    expect(stored).toEqual({ key: 'hashtag:{"hashtag":"a"}', sinceId: '9' });
    expect(readKeyedCursor(stored, cursorSchema, a)).toEqual(stored);
    expect(readKeyedCursor(JSON.stringify(stored), cursorSchema, a)).toEqual(stored);
  });

  it('ignores a cursor saved for #a once the source reads #b, and one of another shape', () => {
    expect(readKeyedCursor(keyCursor(a, { sinceId: '9' }), cursorSchema, b)).toBeNull();
    expect(readKeyedCursor({ key: feedKey(a), since: 9 }, cursorSchema, a)).toBeNull();
    expect(readKeyedCursor('{not json', cursorSchema, a)).toBeNull();
    expect(readKeyedCursor(null, cursorSchema, a)).toBeNull();
  });
});
