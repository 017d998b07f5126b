import { formatMessageRef } from '@chorus/core/messages';
import { describe, expect, it } from 'vitest';
import { cellPosts, gridCounts, layoutGrid, nextStart, readGridOptions } from './layout.ts';

const defaults = readGridOptions({});

describe('gridCounts: cells of a size, padded between and around', () => {
  it('fits 4 columns and 2 rows of 300x300 cells, 10 apart, in 1280x900', () => {
    expect(gridCounts({ width: 1280, height: 900 }, { width: 300, height: 300 }, 10)).toEqual({
      columns: 4,
      rows: 2,
    });
  });
  it('counts a cell only with its padding on both sides', () => {
    expect(gridCounts({ width: 620, height: 310 }, { width: 300, height: 300 }, 10)).toEqual({
      columns: 1,
      rows: 0,
    });
  });
});

describe('layoutGrid: the spec fit rule in a window', () => {
  it('keeps the default 300x300 size when a cell fits', () => {
    const layout = layoutGrid({ width: 1280, height: 900 }, defaults);
    expect(layout).toEqual({
      fits: true,
      size: { width: 300, height: 300 },
      columns: 4,
      rows: 2,
    });
  });
  it('shrinks by 10 px steps until one row fits', () => {
    // 280 + 2 * 10 = 300: the second reduction fits a 300 px tall window.
    const layout = layoutGrid({ width: 1280, height: 300 }, defaults);
    expect(layout.fits && layout.size).toEqual({ width: 280, height: 280 });
  });
  it('accepts the fifth reduction (250) and no sixth', () => {
    expect(layoutGrid({ width: 270, height: 270 }, defaults).fits).toBe(true);
    const layout = layoutGrid({ width: 269, height: 900 }, defaults);
    expect(layout.fits).toBe(false);
    if (!layout.fits) {
      expect(formatMessageRef(layout.error)).toBe(
        'Your column width or row height is too large to fit in the dimensions of the screen. Please adjust your Min Column Width or Min Column Height in the control panel at the top right of the screen.',
      );
    }
  });
});

describe('cellPosts and nextStart: the screens of posts the cells cycle through', () => {
  const posts = ['a', 'b', 'c', 'd', 'e'];
  it('shows every post when they fit, without repeats', () => {
    expect(cellPosts(posts, 8, 3)).toEqual(posts);
    expect(nextStart(posts.length, 8, 0)).toBe(0);
  });
  it('shows one screen from start, wrapping round', () => {
    expect(cellPosts(posts, 2, 0)).toEqual(['a', 'b']);
    expect(cellPosts(posts, 2, 4)).toEqual(['e', 'a']);
    expect(nextStart(posts.length, 2, 0)).toBe(2);
    expect(nextStart(posts.length, 2, 2)).toBe(4);
    expect(nextStart(posts.length, 2, 4)).toBe(0);
  });
  it('puts a live post (new front of the list) in the first cell and drops the oldest', () => {
    expect(cellPosts(['new', ...posts], 3, 0)).toEqual(['new', 'a', 'b']);
  });
});
