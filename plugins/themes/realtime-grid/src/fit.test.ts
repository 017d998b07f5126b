import { parseDisplayProfile, readDisplayOptions } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { fitGrid } from './fit.ts';
import { realtimeGridDisplayOptionsSchema } from './options.ts';

describe("the grid's display options, read from a wall's settings", () => {
  const read = (stored: unknown) =>
    readDisplayOptions(parseDisplayProfile(stored), realtimeGridDisplayOptionsSchema);
  it('defaults to 300x300 cells with padding 10', () => {
    expect(read({})).toEqual({
      gridwidth: 300,
      gridheight: 300,
      gridpadding: 10,
      transitionDelay: 15000,
      ignoreReducedMotion: false,
    });
    expect(read('[1,2]')).toEqual({
      gridwidth: 300,
      gridheight: 300,
      gridpadding: 10,
      transitionDelay: 15000,
      ignoreReducedMotion: false,
    });
  });
  it('keeps stored sizes and drops a bad one alone', () => {
    expect(read({ gridwidth: '320', gridheight: 'tall', gridpadding: 4 })).toEqual({
      gridwidth: 320,
      gridheight: 300,
      gridpadding: 4,
      transitionDelay: 15000,
      ignoreReducedMotion: false,
    });
  });
});

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
