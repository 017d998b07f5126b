import { describe, expect, it } from 'vitest';
import { imageWidthFor, postWidthFor } from './highlight.ts';

describe('postWidthFor: highlight doubles the post width', () => {
  it('doubles only when highlighted', () => {
    expect(postWidthFor(280, true)).toBe(560);
    expect(postWidthFor(280, false)).toBe(280);
  });
});

describe('imageWidthFor: highlight switches image width 300 to 600', () => {
  it('gives 600 when highlighted, 300 otherwise', () => {
    expect(imageWidthFor(true)).toBe(600);
    expect(imageWidthFor(false)).toBe(300);
  });
});
