import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, readCursor, type CursorSchema } from './cursor.ts';

interface TwitterCursor {
  sinceId: string;
}

const twitterCursor: CursorSchema<TwitterCursor> = {
  safeParse: (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TwitterCursor).sinceId === 'string'
      ? { success: true, data: { sinceId: (value as TwitterCursor).sinceId } }
      : { success: false },
};

describe('readCursor', () => {
  it('returns a stored cursor that fits the schema', () => {
    expect(readCursor({ sinceId: '42' }, twitterCursor)).toEqual({ sinceId: '42' });
  });

  it('starts afresh on a missing or outdated cursor', () => {
    expect(readCursor(null, twitterCursor)).toBeNull();
    expect(readCursor(undefined, twitterCursor)).toBeNull();
    expect(readCursor({ since_id: 42 }, twitterCursor)).toBeNull();
  });
});

describe('encodeCursor and decodeCursor', () => {
  it('round-trip a JSON-safe value through a URL-safe string', () => {
    const value = {
      sinceId: '1790000000000000000',
      page: 2,
      tags: ['a/b', 'é'],
      done: false,
      none: null,
    };
    const text = encodeCursor(value);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(value);
  });

  it('validates with a schema', () => {
    expect(decodeCursor(encodeCursor({ sinceId: '7' }), twitterCursor)).toEqual({ sinceId: '7' });
    expect(decodeCursor(encodeCursor({ other: 1 }), twitterCursor)).toBeNull();
  });

  it('answers null for a missing, tampered or non-JSON token', () => {
    expect(decodeCursor(null)).toBeNull();
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor('not base64!')).toBeNull();
    expect(decodeCursor(Buffer.from('{oops', 'utf8').toString('base64url'))).toBeNull();
  });
});
