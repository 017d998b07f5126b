import { describe, expect, it } from 'vitest';
import { FeedCache, etagOf } from './feed-cache.ts';

describe('FeedCache', () => {
  it('returns the stored bytes with their ETag, per wall and query', () => {
    const cache = new FeedCache();
    const stored = cache.set(1, 'a', '{"posts":[]}', cache.ticket());
    expect(stored.etag).toBe(etagOf('{"posts":[]}'));
    expect(cache.get(1, 'a')).toMatchObject({ body: '{"posts":[]}', etag: stored.etag });
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 1, misses: 2, postHits: 0, postMisses: 0 });
  });

  it('drops every entry of a wall on invalidation, and only that wall', () => {
    const cache = new FeedCache();
    cache.set(1, 'a', 'x', cache.ticket());
    cache.set(1, 'b', 'y', cache.ticket());
    cache.set(2, 'a', 'z', cache.ticket());
    cache.invalidateWall(1);
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(2, 'a')?.body).toBe('z');
  });

  it('keeps a read that overlapped an invalidation out of the cache', () => {
    const cache = new FeedCache();
    const ticket = cache.ticket();
    cache.invalidateWall(1);
    expect(cache.set(1, 'a', 'stale', ticket).body).toBe('stale');
    expect(cache.get(1, 'a')).toBeUndefined();
    cache.set(1, 'a', 'fresh', cache.ticket());
    expect(cache.get(1, 'a')?.body).toBe('fresh');
  });

  it('evicts the least recently used entry past its entry and byte bounds', () => {
    const cache = new FeedCache({ maxEntries: 2, maxBytes: 10 });
    cache.set(1, 'a', 'aaa', cache.ticket());
    cache.set(1, 'b', 'bbb', cache.ticket());
    cache.get(1, 'a');
    cache.set(1, 'c', 'ccc', cache.ticket());
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')?.body).toBe('aaa');
    cache.set(2, 'd', 'dddddddd', cache.ticket());
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
    expect(cache.get(2, 'd')?.body).toBe('dddddddd');
    expect(cache.set(3, 'e', 'x'.repeat(11), cache.ticket()).body).toHaveLength(11);
    expect(cache.get(3, 'e')).toBeUndefined();
  });

  it('serves an entry for its time to live only', () => {
    let now = 0;
    const cache = new FeedCache({ ttlMs: 1000, now: () => now });
    cache.set(1, 'a', 'x', cache.ticket());
    now = 999;
    expect(cache.get(1, 'a')?.body).toBe('x');
    now = 1000;
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('tells when a wall gets its first entry and loses its last', () => {
    const cache = new FeedCache({ maxEntries: 1 });
    const seen: string[] = [];
    cache.onWallCached = (wallId) => seen.push(`+${wallId}`);
    cache.onWallEmptied = (wallId) => seen.push(`-${wallId}`);
    cache.set(1, 'a', 'x', cache.ticket());
    cache.set(1, 'b', 'y', cache.ticket());
    cache.set(2, 'a', 'z', cache.ticket());
    cache.invalidateWall(2);
    expect(seen).toEqual(['+1', '+2', '-1', '-2']);
  });

  it('stays conservative once it forgets old invalidations', () => {
    const cache = new FeedCache({ maxTrackedWalls: 2 });
    const ticket = cache.ticket();
    cache.invalidateWall(1);
    cache.invalidateWall(2);
    cache.invalidateWall(3);
    cache.set(1, 'a', 'stale', ticket);
    expect(cache.get(1, 'a')).toBeUndefined();
  });

  describe('post JSON', () => {
    it("keeps each post of a wall apart, and drops a wall's posts with its pages", () => {
      const cache = new FeedCache();
      cache.setPostJson(1, 10, '{"id":"10"}', cache.ticket());
      cache.setPostJson(2, 10, '{"id":"10","wall":2}', cache.ticket());
      expect(cache.postJson(1, 10)).toBe('{"id":"10"}');
      expect(cache.postJson(1, 11)).toBeUndefined();
      expect(cache.postJson(2, 10)).toBe('{"id":"10","wall":2}');
      cache.invalidateWall(1);
      expect(cache.postJson(1, 10)).toBeUndefined();
      expect(cache.postJson(2, 10)).toBe('{"id":"10","wall":2}');
      expect(cache.stats).toMatchObject({ postHits: 3, postMisses: 2 });
    });

    it('keeps a post read that overlapped an invalidation out', () => {
      const cache = new FeedCache();
      const ticket = cache.ticket();
      cache.invalidateWall(1);
      cache.setPostJson(1, 10, 'stale', ticket);
      expect(cache.postJson(1, 10)).toBeUndefined();
    });

    it("forgets a wall's posts at the age limit, and the first walls first past the bound", () => {
      let now = 0;
      const cache = new FeedCache({ ttlMs: 1000, now: () => now, maxPostChars: 10 });
      cache.setPostJson(1, 1, 'aaaa', cache.ticket());
      now = 500;
      cache.setPostJson(2, 1, 'bbbb', cache.ticket());
      now = 1000;
      expect(cache.postJson(1, 1)).toBeUndefined();
      expect(cache.postJson(2, 1)).toBe('bbbb');
      cache.setPostJson(3, 1, 'cccc', cache.ticket());
      cache.setPostJson(3, 2, 'dddd', cache.ticket());
      expect(cache.postJson(2, 1)).toBeUndefined();
      expect(cache.postJson(3, 2)).toBe('dddd');
      cache.setPostJson(4, 1, 'x'.repeat(11), cache.ticket());
      expect(cache.postJson(4, 1)).toBeUndefined();
    });

    it("goes with the wall's last page, and tells how long it may still be used", () => {
      let now = 0;
      const cache = new FeedCache({ ttlMs: 1000, now: () => now, maxEntries: 1 });
      cache.setPostJson(1, 1, 'a', cache.ticket());
      cache.set(1, 'page', 'x', cache.ticket());
      now = 400;
      expect(cache.postJsonFreshFor(1)).toBe(600);
      expect(cache.postJsonFreshFor(2)).toBe(0);
      // Wall 2's page pushes wall 1's only page out: wall 1 is no longer followed.
      cache.set(2, 'page', 'y', cache.ticket());
      expect(cache.postJson(1, 1)).toBeUndefined();
      // Post JSON whose page could not be kept (over the byte bound) goes too.
      const small = new FeedCache({ maxBytes: 4 });
      small.setPostJson(3, 1, 'c', small.ticket());
      small.set(3, 'page', 'too long', small.ticket());
      expect(small.postJson(3, 1)).toBeUndefined();
    });

    it('keeps none with a bound of 0', () => {
      const cache = new FeedCache({ maxPostChars: 0 });
      cache.setPostJson(1, 1, '{}', cache.ticket());
      expect(cache.postJson(1, 1)).toBeUndefined();
    });
  });
});
