import { describe, expect, it } from 'vitest';
import {
  activeNavEntry,
  infiniteScrollOffset,
  isEditMode,
  overlayWidth,
  showsCollectionBar,
} from './navigation.ts';

describe('showsCollectionBar: hidden with only home, on feed error, and for full-screen themes', () => {
  const base = {
    themeShowsBar: true,
    networksWithSources: ['pigeon'],
    searchShown: true,
    feedError: false,
  } as const;
  it('shows for a theme with the bar and a wall with sources', () => {
    expect(showsCollectionBar(base)).toBe(true);
  });
  it('hides in the three cases', () => {
    expect(showsCollectionBar({ ...base, networksWithSources: [], searchShown: false })).toBe(
      false,
    );
    expect(showsCollectionBar({ ...base, feedError: true })).toBe(false);
    expect(showsCollectionBar({ ...base, themeShowsBar: false })).toBe(false);
  });
});

describe('activeNavEntry: search, else the network in the address, else home', () => {
  it('picks in that order', () => {
    expect(activeNavEntry({ searched: true, networkInPath: 'rss' })).toBe('search');
    expect(activeNavEntry({ searched: false, networkInPath: 'rss' })).toBe('rss');
    expect(activeNavEntry({ searched: false, networkInPath: null })).toBe('home');
  });
});

describe('overlayWidth: maximum 600, 90% of the window below that', () => {
  it('caps and scales', () => {
    expect(overlayWidth(1200)).toBe(600);
    expect(overlayWidth(500)).toBe(450);
  });
});

describe('infiniteScrollOffset: 1100 px desktop, -1 mobile', () => {
  it('differs by device', () => {
    expect(infiniteScrollOffset(false)).toBe(1100);
    expect(infiniteScrollOffset(true)).toBe(-1);
  });
});

describe('isEditMode: /edit in the address and no wl_token', () => {
  it('is on for owner edit paths only', () => {
    expect(isEditMode('/fest/edit', '')).toBe(true);
    expect(isEditMode('/fest/pigeon/3/edit/moderate', '?x=1')).toBe(true);
    expect(isEditMode('/fest/edit/moderate', '?wl_token=abc')).toBe(false);
    expect(isEditMode('/editorial', '')).toBe(false);
  });
});
