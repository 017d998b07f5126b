import { describe, expect, it } from 'vitest';
import { fitGrid } from './grid.ts';

describe('fitGrid: reduce width and height by 10 up to 5 times, then show the message', () => {
  it('keeps a size that fits', () => {
    expect(fitGrid({ width: 300, height: 300 }, () => true)).toEqual({
      fits: true,
      size: { width: 300, height: 300 },
    });
  });
  it('shrinks until it fits', () => {
    const result = fitGrid({ width: 300, height: 300 }, (size) => size.width <= 270);
    expect(result).toEqual({ fits: true, size: { width: 270, height: 270 } });
  });
  it('accepts the fifth reduction and gives up after it', () => {
    expect(fitGrid({ width: 300, height: 300 }, (size) => size.width <= 250).fits).toBe(true);
    expect(fitGrid({ width: 300, height: 300 }, (size) => size.width <= 240)).toEqual({
      fits: false,
      error: { key: 'gridTooLarge' },
    });
  });
});
