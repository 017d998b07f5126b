import { describe, expect, it } from 'vitest';
import { emptyFeedMessages, feedLoadingState } from './feed-state.ts';

describe('feedLoadingState: still loading while a source has not been imported', () => {
  it('is still loading when any source has no last crawl', () => {
    expect(feedLoadingState([{ lastCrawledAt: 5 }, { lastCrawledAt: null }], false)).toBe(
      'still_loading',
    );
  });
  it('has no accounts without sources, unless a custom post exists', () => {
    expect(feedLoadingState([], false)).toBe('no_accounts');
    expect(feedLoadingState([], true)).toBe('ready');
    expect(feedLoadingState([{ lastCrawledAt: 5 }], false)).toBe('ready');
  });
});

describe('emptyFeedMessages: the empty-feed text follows the loading and private-feed rules', () => {
  const base = {
    loading: 'ready',
    viewingPrivate: false,
    privatePostCount: 0,
    inBuilderHost: false,
  } as const;
  it('says importing, or add accounts', () => {
    expect(emptyFeedMessages({ ...base, loading: 'still_loading' })).toEqual(['feedStillLoading']);
    expect(emptyFeedMessages({ ...base, loading: 'no_accounts' })).toEqual(['feedNoAccounts']);
  });
  it('explains private posts on the private feed', () => {
    expect(emptyFeedMessages({ ...base, viewingPrivate: true })).toEqual([
      'feedNoPrivatePosts',
      'feedPrivatePostsExplained',
    ]);
  });
  it('points to Moderate with more than one private post, else says import failed', () => {
    expect(emptyFeedMessages({ ...base, privatePostCount: 2 })).toEqual(['feedNoPublicPosts']);
    expect(emptyFeedMessages({ ...base, privatePostCount: 1 })).toEqual([
      'feedImportFailedPostMore',
    ]);
  });
  it('uses the builder-host wording inside the website builder', () => {
    expect(emptyFeedMessages({ ...base, inBuilderHost: true })).toEqual(['feedImportFailed']);
  });
});
