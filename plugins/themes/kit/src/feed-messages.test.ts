import { messages } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { feedMessagesFor } from './feed-messages.ts';
import { initialFeedState, type FeedState } from './feed-state.ts';
import { testPost } from './testing/posts.ts';

const loaded = (over: Partial<FeedState> = {}): FeedState => ({
  ...initialFeedState,
  phase: 'loaded',
  ...over,
});
const source = (lastCrawled: number) => ({
  id: 1,
  network: 'rss',
  label: 'News',
  last_crawled: lastCrawled,
});
const texts = (keys: readonly (keyof typeof messages)[]) => keys.map((key) => messages[key]);

describe('feedMessagesFor', () => {
  it('shows nothing over a feed with posts, and nothing but a spinner-free wait while loading', () => {
    expect(feedMessagesFor(loaded({ posts: [testPost('1')] }), []).keys).toEqual([]);
    expect(feedMessagesFor(initialFeedState, []).keys).toEqual([]);
  });

  it('says Searching... with a spinner during a search', () => {
    const result = feedMessagesFor({ ...initialFeedState, phase: 'searching', query: 'x' }, []);
    expect(texts(result.keys)).toEqual(['Searching...']);
    expect(result.busy).toBe(true);
  });

  it('alerts after the load timed out', () => {
    const result = feedMessagesFor({ ...initialFeedState, phase: 'timeout' }, []);
    expect(texts(result.keys)).toEqual([
      'Sorry! Our servers are having trouble delivering your hypes. Check again soon!',
    ]);
    expect(result.tone).toBe('alert');
    expect(feedMessagesFor({ ...initialFeedState, phase: 'error' }, []).keys).toEqual([
      'feedLoadTimeout',
    ]);
  });

  it('asks to check back with a refresh button while a source is importing', () => {
    const result = feedMessagesFor(loaded(), [source(0)]);
    expect(texts(result.keys)).toEqual(['Importing social data... Check back soon.']);
    expect(result.refresh).toBe(true);
    expect(result.examples).toBe(false);
  });

  it('asks for accounts, with example posts, when the wall has no sources', () => {
    const result = feedMessagesFor(loaded(), []);
    expect(texts(result.keys)).toEqual(['Add accounts to get started']);
    expect(result.examples).toBe(true);
  });

  it('says the feed is empty to visitors of a ready wall, and after an empty search', () => {
    expect(texts(feedMessagesFor(loaded(), [source(5)]).keys)).toEqual([messages.feedEmpty]);
    expect(texts(feedMessagesFor(loaded({ query: 'zzz' }), [source(5)]).keys)).toEqual([
      messages.feedEmpty,
    ]);
  });

  it('gives the owner the private-feed messages', () => {
    const owner = { viewingPrivate: true, privatePostCount: 0, inBuilderHost: false };
    expect(feedMessagesFor(loaded(), [source(5)], owner).keys).toEqual([
      'feedNoPrivatePosts',
      'feedPrivatePostsExplained',
    ]);
    const publicTab = { ...owner, viewingPrivate: false, privatePostCount: 3 };
    expect(feedMessagesFor(loaded(), [source(5)], publicTab).keys).toEqual(['feedNoPublicPosts']);
  });
});
