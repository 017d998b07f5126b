import { describe, expect, it } from 'vitest';
import {
  aspectRatioOf,
  dimensionsFromAspect,
  dimensionsOf,
  pickBestSize,
  pixelSize,
} from './dimensions.ts';

describe('pixelSize and dimensionsOf', () => {
  it('reads numbers and numeric text, and refuses the rest', () => {
    expect([640, '480', '320px', 99.6, 0, -5, 'wide', null, Infinity, 1e9].map(pixelSize)).toEqual([
      640,
      480,
      320,
      100,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives both sides or neither', () => {
    expect(dimensionsOf('1200', 675)).toEqual({ width: 1200, height: 675 });
    expect(dimensionsOf(1200, undefined)).toEqual({ width: null, height: null });
  });
});

describe('aspect ratios', () => {
  it('reads the ways networks write them', () => {
    expect(aspectRatioOf('16:9')).toBeCloseTo(16 / 9);
    expect(aspectRatioOf('4/3')).toBeCloseTo(4 / 3);
    expect(aspectRatioOf('1.5')).toBe(1.5);
    expect(aspectRatioOf(0)).toBeNull();
    expect(aspectRatioOf('16:0')).toBeNull();
  });

  it('computes the missing side', () => {
    expect(dimensionsFromAspect(1.7778, { width: 640 })).toEqual({ width: 640, height: 360 });
    expect(dimensionsFromAspect('3:4', { height: 800 })).toEqual({ width: 600, height: 800 });
    expect(dimensionsFromAspect(undefined, { width: 640 })).toEqual({ width: null, height: null });
  });
});

describe('pickBestSize', () => {
  const sizes = [
    { url: 'thumb', width: 150, height: 150 },
    { url: 'large', width: 2048, height: 1536 },
    { url: 'medium', width: 800, height: 600 },
  ];
  it('takes the smallest size wide enough for a wall card, else the widest', () => {
    expect(pickBestSize(sizes)?.url).toBe('medium');
    expect(pickBestSize(sizes, 1000)?.url).toBe('large');
    expect(pickBestSize(sizes, 4000)?.url).toBe('large');
    expect(pickBestSize([{ url: 'unknown', width: null, height: null }])?.url).toBe('unknown');
    expect(pickBestSize([])).toBeNull();
  });
});
