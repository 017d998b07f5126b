import { describe, expect, it } from 'vitest';
import {
  appendUnique,
  feedReducer,
  initialFeedState,
  insertLivePost,
  liveGrowthLimit,
  updateLivePost,
  type FeedState,
} from './feed-state.ts';
import { testPost } from './testing/posts.ts';

const ids = (posts: readonly { id: string }[]) => posts.map((post) => post.id);

describe('updateLivePost (pin, unpin, highlight, edit arriving live)', () => {
  const wall = [testPost('1', { pinned: true }), testPost('2'), testPost('3'), testPost('4')];

  it('moves a post pinned live to the top, and an unpinned one back among the others by date', () => {
    const pinned = updateLivePost(wall, testPost('3', { pinned: true }));
    expect(ids(pinned)).toEqual(['3', '1', '2', '4']);
    const unpinned = updateLivePost(pinned, testPost('3'));
    expect(ids(unpinned)).toEqual(['1', '2', '3', '4']);
    // Post 1 (the newest) unpinned stays first, now among the unpinned posts.
    const first = updateLivePost(wall, testPost('1'));
    expect(ids(first)).toEqual(['1', '2', '3', '4']);
    expect(first[0]?.pinned).toBe(false);
  });

  it('redraws a highlighted or edited post where it is, keeping its source and call to action', () => {
    const cta = { url: 'https://example.org', text: 'Buy' };
    const shown = [testPost('2'), testPost('3', { source_id: '7', cta } as never)];
    const edited = updateLivePost(shown, testPost('3', { title: 'Edited', highlight: true }));
    expect(ids(edited)).toEqual(['2', '3']);
    expect(edited[1]).toMatchObject({ title: 'Edited', highlight: true, source_id: '7', cta });
  });

  it('adds a post pinned live that was not shown, and ignores other updates of one not shown', () => {
    expect(ids(updateLivePost(wall, testPost('9', { pinned: true })))).toEqual([
      '9',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(ids(updateLivePost(wall, testPost('9', { highlight: true })))).toEqual(ids(wall));
  });
});

describe('feedReducer', () => {
  const first = {
    type: 'firstPage' as const,
    page: {
      posts: [testPost('1', { pinned: true }), testPost('2')],
      next: { ref_timestamp: 5, offset: 1 },
    },
  };

  it('shows the first page and keeps its cursor', () => {
    const state = feedReducer(initialFeedState, first);
    expect(state.phase).toBe('loaded');
    expect(ids(state.posts)).toEqual(['1', '2']);
    expect(state.cursor).toEqual({ ref_timestamp: 5, offset: 1 });
  });

  it('appends the next page without repeating posts, and stops at the last page', () => {
    let state = feedReducer(initialFeedState, first);
    state = feedReducer(state, { type: 'moreRequested' });
    expect(state.loadingMore).toBe(true);
    state = feedReducer(state, {
      type: 'nextPage',
      page: { posts: [testPost('2'), testPost('3')], next: null },
    });
    expect(ids(state.posts)).toEqual(['1', '2', '3']);
    expect(state.loadingMore).toBe(false);
    expect(feedReducer(state, { type: 'moreRequested' })).toBe(state);
  });

  it('keeps the cursor after a failed page so that the next scroll retries', () => {
    let state = feedReducer(initialFeedState, first);
    state = feedReducer(feedReducer(state, { type: 'moreRequested' }), { type: 'moreFailed' });
    expect(state.cursor).toEqual({ ref_timestamp: 5, offset: 1 });
    expect(state.loadingMore).toBe(false);
  });

  it('shows search results only for the query still asked for', () => {
    let state = feedReducer(initialFeedState, first);
    state = feedReducer(state, { type: 'searchStarted', query: 'keynote' });
    expect(state.phase).toBe('searching');
    const stale = feedReducer(state, { type: 'searchLoaded', query: 'key', posts: [] });
    expect(stale.phase).toBe('searching');
    state = feedReducer(state, { type: 'searchLoaded', query: 'keynote', posts: [testPost('9')] });
    expect(ids(state.posts)).toEqual(['9']);
    expect(state.cursor).toBeNull();
  });

  it('times out only while still loading', () => {
    expect(feedReducer(initialFeedState, { type: 'timedOut' }).phase).toBe('timeout');
    const loaded = feedReducer(initialFeedState, first);
    expect(feedReducer(loaded, { type: 'timedOut' }).phase).toBe('loaded');
  });

  it('inserts and removes live posts', () => {
    let state = feedReducer(initialFeedState, first);
    state = feedReducer(state, { type: 'liveInsert', post: testPost('7'), index: 0 });
    expect(ids(state.posts)).toEqual(['1', '7', '2']);
    state = feedReducer(state, { type: 'liveRemove', postId: '2' });
    expect(ids(state.posts)).toEqual(['1', '7']);
  });
});

describe('insertLivePost', () => {
  it('puts a post at the current position of a mosaic-like theme', () => {
    const posts = [testPost('1'), testPost('2'), testPost('3')];
    expect(ids(insertLivePost(posts, testPost('8'), 2))).toEqual(['1', '2', '8', '3']);
    expect(ids(insertLivePost(posts, testPost('8'), 99))).toEqual(['1', '2', '3', '8']);
  });

  it('leaves a post already shown where it is', () => {
    const posts = [testPost('1'), testPost('2')];
    expect(ids(insertLivePost(posts, testPost('2'), 0))).toEqual(['1', '2']);
  });

  it('does not deduplicate across pages by accident', () => {
    expect(
      ids(appendUnique([testPost('1')], [testPost('1'), testPost('2'), testPost('2')])),
    ).toEqual(['1', '2']);
  });
});

describe('a feed growing live', () => {
  const loadedWith = (count: number, next: FeedState['cursor']): FeedState =>
    feedReducer(initialFeedState, {
      type: 'firstPage',
      page: {
        posts: Array.from({ length: count }, (_, index) =>
          testPost(String(index + 1), { created: 1_000_000 - Math.floor(index / 2) }),
        ),
        next,
      },
    });

  it('stays at its size past the live limit, pointing the cursor after the new last post', () => {
    let state = loadedWith(liveGrowthLimit, null);
    for (let index = 0; index < 50; index++) {
      state = feedReducer(state, {
        type: 'liveInsert',
        post: testPost(`live${index}`, { created: 2_000_000 + index }),
        index: 0,
      });
    }
    expect(state.posts).toHaveLength(liveGrowthLimit);
    expect(state.posts[0]?.id).toBe('live49');
    // The last post held is number 550, of second 1_000_000 - 274, shared with number 549.
    const last = state.posts.at(-1);
    expect(last?.id).toBe('550');
    expect(state.cursor).toEqual({ ref_timestamp: 1_000_000 - 274 + 1, offset: 2 });
  });

  it('never cuts pages the viewer scrolled to, nor a search result or a page on its way', () => {
    const scrolled = loadedWith(liveGrowthLimit + 100, { ref_timestamp: 5, offset: 0 });
    const grown = feedReducer(scrolled, { type: 'liveInsert', post: testPost('n'), index: 0 });
    expect(grown.posts).toHaveLength(liveGrowthLimit + 100);

    const small = loadedWith(3, null);
    expect(
      feedReducer(small, { type: 'liveInsert', post: testPost('n'), index: 0 }).posts,
    ).toHaveLength(4);

    const loading = feedReducer(loadedWith(liveGrowthLimit, { ref_timestamp: 5, offset: 0 }), {
      type: 'moreRequested',
    });
    const during = feedReducer(loading, { type: 'liveInsert', post: testPost('n'), index: 0 });
    expect(during.posts).toHaveLength(liveGrowthLimit + 1);
    expect(during.cursor).toEqual({ ref_timestamp: 5, offset: 0 });

    const found = Array.from({ length: liveGrowthLimit }, (_, index) => testPost(`s${index}`));
    const searched = feedReducer(
      feedReducer(initialFeedState, { type: 'searchStarted', query: 'cats' }),
      { type: 'searchLoaded', query: 'cats', posts: found },
    );
    const more = feedReducer(searched, { type: 'liveInsert', post: testPost('n'), index: 0 });
    expect(more.posts).toHaveLength(liveGrowthLimit + 1);
    expect(more.cursor).toBeNull();
  });
});
