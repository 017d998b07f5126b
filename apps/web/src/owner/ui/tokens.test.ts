/**
 * The owner tokens' colour pairs meet WCAG AA in both schemes: text 4.5:1 on every background
 * it is used on, borders of fields, switch states and the focus ring 3:1.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The `--owner-*` colours of one rule block (the first block whose text follows `marker`). */
function scheme(marker: string): Record<string, string> {
  const start = css.indexOf('{', css.indexOf(marker));
  const block = css.slice(start, css.indexOf('}', start));
  const colours: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--owner-([\w-]+):\s*(#[0-9a-f]{6});/gi)) {
    if (name && value) colours[name] = value;
  }
  return colours;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const backgrounds = ['bg', 'surface', 'surface-raised'];
/** [foreground, background, minimum ratio] */
const pairs: [string, string, number][] = [
  ...backgrounds.flatMap((bg): [string, string, number][] => [
    ['text', bg, 4.5],
    ['text-muted', bg, 4.5],
    ['accent', bg, 4.5],
    ['danger', bg, 4.5],
    ['success', bg, 4.5],
    ['border-strong', bg, 3],
    ['focus', bg, 3],
  ]),
  ['on-accent', 'accent', 4.5],
  ['on-accent', 'accent-hover', 4.5],
  ['accent', 'accent-surface', 4.5],
  ['text', 'accent-surface', 4.5],
  ['danger', 'danger-surface', 4.5],
  ['danger-text', 'danger-surface', 4.5],
  ['success-text', 'success-surface', 4.5],
  ['warning-text', 'warning-surface', 4.5],
  ['text', 'warning-surface', 4.5],
  ['text', 'danger-surface', 4.5],
  ['success', 'bg', 3],
  ['warning', 'bg', 3],
];

describe('the owner design tokens', () => {
  const light = scheme(':root {');
  const darkBySystem = scheme('@media (prefers-color-scheme: dark)');
  const darkAsked = scheme(":root[data-theme='dark']");

  it('define the same colours in the light and both dark blocks', () => {
    expect(Object.keys(light).length).toBeGreaterThan(15);
    expect(Object.keys(darkBySystem).sort()).toEqual(Object.keys(light).sort());
    expect(darkAsked).toEqual(darkBySystem);
  });

  it.each([
    ['light', light],
    ['dark', darkBySystem],
  ])('meet WCAG AA for every pair in the %s scheme', (_, colours) => {
    const failing = pairs
      .map(([fg, bg, min]) => ({
        fg,
        bg,
        min,
        ratio: contrast(colours[fg] ?? '', colours[bg] ?? ''),
      }))
      .filter(({ ratio, min }) => !(ratio >= min))
      .map(({ fg, bg, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)}`);
    expect(failing).toEqual([]);
  });
});
