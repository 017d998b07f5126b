import { describe, expect, it } from 'vitest';
import {
  canInsertLive,
  realtimeInsertIndex,
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

describe('realtimeInsertIndex: live posts go to the front, the current position, or nowhere', () => {
  it('inserts where the theme says', () => {
    expect(realtimeInsertIndex('front', 7)).toBe(0);
    expect(realtimeInsertIndex('position', 7)).toBe(7);
    expect(realtimeInsertIndex('position', -1)).toBe(0);
    expect(realtimeInsertIndex('none', 7)).toBeNull();
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

describe('postPageRequest: large themes count=60, image-only themes image_only, mobile 10 with nocache', () => {
  const plain = { pageSize: 20, imageOnly: false };
  const large = { pageSize: 60, imageOnly: false };
  const photo = { pageSize: 20, imageOnly: true };
  it('asks large themes for 60', () => {
    expect(postPageRequest(large, { mobile: false, textUpdates: true }).count).toBe(60);
    expect(postPageRequest(plain, { mobile: false, textUpdates: true })).toEqual({ count: 20 });
  });
  it('asks image-only themes for images only when text updates are off', () => {
    expect(postPageRequest(photo, { mobile: false, textUpdates: false }).select).toBe('image_only');
    expect(postPageRequest(photo, { mobile: false, textUpdates: true }).select).toBeUndefined();
    expect(postPageRequest(plain, { mobile: false, textUpdates: false }).select).toBeUndefined();
  });
  it('uses the mobile load count and nocache on mobile', () => {
    expect(postPageRequest(large, { mobile: true, textUpdates: true })).toEqual({
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
