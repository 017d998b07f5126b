import { describe, expect, it } from 'vitest';
import {
  canInsertLive,
  liveInsertIndex,
  pollIntervalMs,
  postPageRequest,
  searchAction,
  shouldPollForNewPosts,
  wrapSlideIndex,
} from './realtime.ts';

describe('canInsertLive: realtime insertion skips posts without a title', () => {
  it('skips empty and blank titles', () => {
    expect(canInsertLive({ title: '' })).toBe(false);
    expect(canInsertLive({ title: '  ' })).toBe(false);
    expect(canInsertLive({ title: null })).toBe(false);
    expect(canInsertLive({ title: 'Hello' })).toBe(true);
  });
});

describe('liveInsertIndex: live posts go to the front, mosaic at the current position', () => {
  it('inserts by theme', () => {
    expect(liveInsertIndex('waterfall', 7)).toBe(0);
    expect(liveInsertIndex('mosaic', 7)).toBe(7);
  });
});

describe('shouldPollForNewPosts / pollIntervalMs: poll with realtime on, outside edit views', () => {
  it('polls only when enabled and not editing', () => {
    expect(shouldPollForNewPosts(true, false)).toBe(true);
    expect(shouldPollForNewPosts(true, true)).toBe(false);
    expect(shouldPollForNewPosts(false, false)).toBe(false);
  });
  it('polls every 12 s on the wall and 25 s for the owner', () => {
    expect(pollIntervalMs('wall')).toBe(12000);
    expect(pollIntervalMs('owner')).toBe(25000);
  });
});

describe('postPageRequest: large themes count=60, photo themes image_only, mobile 10 with nocache', () => {
  it('asks large themes for 60', () => {
    for (const theme of ['waterfall', 'slideshow', 'realtime', 'horizontal', 'kenburns'] as const) {
      expect(postPageRequest(theme, { mobile: false, textUpdates: true }).count).toBe(60);
    }
    expect(postPageRequest('standard', { mobile: false, textUpdates: true })).toEqual({
      count: 20,
    });
  });
  it('asks photo themes for images only when text updates are off', () => {
    expect(postPageRequest('photo', { mobile: false, textUpdates: false }).select).toBe(
      'image_only',
    );
    expect(postPageRequest('photo', { mobile: false, textUpdates: true }).select).toBeUndefined();
    expect(postPageRequest('news', { mobile: false, textUpdates: false }).select).toBeUndefined();
  });
  it('uses the mobile load count and nocache on mobile', () => {
    expect(postPageRequest('standard', { mobile: true, textUpdates: true })).toEqual({
      count: 10,
      nocache: true,
    });
  });
});

describe('wrapSlideIndex: forward and back wrap around', () => {
  it('wraps both ways', () => {
    expect(wrapSlideIndex(4, 1, 5)).toBe(0);
    expect(wrapSlideIndex(0, -1, 5)).toBe(4);
    expect(wrapSlideIndex(0, 1, 0)).toBe(0);
  });
});

describe('searchAction: an empty query restores normal posts', () => {
  it('restores on empty, or under 2 characters on android', () => {
    expect(searchAction('  ')).toEqual({ kind: 'restore' });
    expect(searchAction('a', { android: true })).toEqual({ kind: 'restore' });
    expect(searchAction('a')).toEqual({ kind: 'search', query: 'a' });
  });
});
