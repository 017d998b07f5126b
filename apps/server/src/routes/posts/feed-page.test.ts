import { describe, expect, it } from 'vitest';
import type { PostRow } from '../../db/schema.ts';
import { feedPageKey, nextPage, resolveFeedPage, type FeedPage } from './feed-page.ts';

const page = (overrides: Partial<FeedPage> = {}): FeedPage => ({
  count: 2,
  offset: 0,
  refTimestamp: null,
  imageOnly: false,
  network: null,
  sourceId: null,
  ...overrides,
});
const row = (created: number, pinned = false) =>
  ({ created_at: created, pinned_at: pinned ? new Date() : null }) as PostRow;

describe('feed paging', () => {
  it('takes 20 posts, 60 on large themes, and reads short codes', () => {
    expect(resolveFeedPage({ theme: 'hypeTemplate' }, { wall: 'w' }).count).toBe(20);
    expect(resolveFeedPage({ theme: 'hypeTemplate_slideshow' }, { wall: 'w' }).count).toBe(60);
    expect(resolveFeedPage({ theme: 'x' }, { wall: 'w', network: 'tw' }).network).toBe('twitter');
  });

  it('gives equal keys to equal pages only', () => {
    expect(feedPageKey(page())).toBe(feedPageKey(page()));
    expect(feedPageKey(page({ offset: 1 }))).not.toBe(feedPageKey(page()));
    expect(feedPageKey(page({ imageOnly: true }))).not.toBe(feedPageKey(page()));
  });

  it('ends on a short page, goes on by offset through pinned posts, then by time', () => {
    expect(nextPage(page(), [row(10)])).toBeNull();
    expect(nextPage(page(), [row(10, true), row(9, true)])).toEqual({
      ref_timestamp: null,
      offset: 2,
    });
    expect(nextPage(page(), [row(10, true), row(9)])).toEqual({ ref_timestamp: 10, offset: 1 });
    expect(nextPage(page(), [row(9), row(9)])).toEqual({ ref_timestamp: 10, offset: 2 });
    expect(nextPage(page({ refTimestamp: 10, offset: 2 }), [row(9), row(9)])).toEqual({
      ref_timestamp: 10,
      offset: 4,
    });
  });
});
