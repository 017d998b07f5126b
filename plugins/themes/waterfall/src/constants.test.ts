import { parseDisplayProfile, readDisplayOptions } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { normalizeWaterfallSpeed, waterfallDisplayOptionsSchema } from './constants.ts';

describe('normalizeWaterfallSpeed: a speed under 25000 is reset to 100000', () => {
  it('resets slow values and keeps valid ones', () => {
    expect(normalizeWaterfallSpeed(24999)).toBe(100000);
    expect(normalizeWaterfallSpeed(25000)).toBe(25000);
    expect(normalizeWaterfallSpeed('30000')).toBe(30000);
    expect(normalizeWaterfallSpeed(undefined)).toBe(100000);
    expect(normalizeWaterfallSpeed('fast')).toBe(100000);
  });
});

describe("the waterfall's display options, read from a wall's settings", () => {
  it('defaults to 100000 and applies the reset rule to a stored value', () => {
    const read = (stored: unknown) =>
      readDisplayOptions(parseDisplayProfile(stored), waterfallDisplayOptionsSchema);
    expect(read({})).toEqual({ waterfallSpeed: 100000, ignoreReducedMotion: false });
    expect(read('{"waterfallSpeed":20000}')).toEqual({
      waterfallSpeed: 100000,
      ignoreReducedMotion: false,
    });
    expect(read({ waterfallSpeed: 60000 })).toEqual({
      waterfallSpeed: 60000,
      ignoreReducedMotion: false,
    });
  });
});
