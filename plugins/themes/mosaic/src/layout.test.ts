import { describe, expect, it } from 'vitest';
import { mosaicMaxAnimationDelayMs, mosaicTilePx } from './constants.ts';
import { moveFocus, tileDelayMs, tileGrid, tileIds, tileSource } from './layout.ts';

describe('the mosaic layout', () => {
  it('keeps the spec constants: 45 px tiles, delays up to 5 s', () => {
    expect(mosaicTilePx).toBe(45);
    expect(mosaicMaxAnimationDelayMs).toBe(5000);
  });

  it('covers the window with 45 px tiles (about 1,000 at 1920x1080)', () => {
    expect(tileGrid({ width: 1920, height: 1080 })).toEqual({ columns: 43, rows: 24 });
    expect(tileGrid({ width: 1280, height: 900 })).toEqual({ columns: 29, rows: 20 });
    expect(tileGrid({ width: 0, height: 0 })).toEqual({ columns: 1, rows: 1 });
  });

  it('shows every post once, then repeats seeded random posts', () => {
    const sources = Array.from({ length: 200 }, (_, index) => tileSource(index, 7));
    expect(sources.slice(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sources.every((source) => source >= 0 && source < 7)).toBe(true);
    expect(new Set(sources.slice(7)).size).toBeGreaterThan(1);
    // The same on every call: the server render and hydration agree.
    expect(Array.from({ length: 200 }, (_, index) => tileSource(index, 7))).toEqual(sources);
    expect(tileSource(3, 0)).toBe(-1);
  });

  it('gives each tile a seeded delay from 0 to 5000 ms', () => {
    const delays = Array.from({ length: 1000 }, (_, index) => tileDelayMs(index));
    expect(delays.every((delay) => delay >= 0 && delay <= 5000)).toBe(true);
    expect(new Set(delays).size).toBeGreaterThan(100);
    expect(tileDelayMs(42)).toBe(tileDelayMs(42));
  });

  it('places live posts over their tiles', () => {
    const ids = tileIds(['a', 'b'], 4, new Map([[1, 'live']]));
    expect(ids[0]).toBe('a');
    expect(ids[1]).toBe('live');
    expect(ids).toHaveLength(4);
  });

  it('moves the roving focus by arrow keys, Home and End, within the field', () => {
    expect(moveFocus(5, 'ArrowRight', 10, 30)).toBe(6);
    expect(moveFocus(5, 'ArrowDown', 10, 30)).toBe(15);
    expect(moveFocus(5, 'ArrowUp', 10, 30)).toBe(0);
    expect(moveFocus(0, 'ArrowLeft', 10, 30)).toBe(0);
    expect(moveFocus(5, 'End', 10, 30)).toBe(29);
    expect(moveFocus(5, 'Home', 10, 30)).toBe(0);
  });
});
