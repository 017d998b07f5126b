/**
 * The owner app's focus ring meets WCAG 2.2's 3:1 non-text contrast against every background
 * it is drawn on (issue 14: the old amber ring was 2.3:1 on white).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

function variable(name: string): string {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!found?.[1]) throw new Error(`base.css has no --${name}`);
  return found[1];
}

/** The relative luminance of an sRGB colour `#rrggbb` (WCAG 2.2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('the focus ring', () => {
  const ring = variable('color-focus');

  it.each([
    ['the page', variable('color-background')],
    ['the header and panels', variable('color-surface')],
    ['an upgrade prompt', '#fff8e1'],
    ['a pinned moderation post', '#fafafc'],
  ])('has at least 3:1 contrast against %s', (_where, background) => {
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  it('is not the amber of notices, which fails on white', () => {
    expect(contrast(variable('color-notice'), '#ffffff')).toBeLessThan(3);
    expect(ring).not.toBe(variable('color-notice'));
  });
});
