import { describe, expect, it } from 'vitest';
import {
  contrastProblems,
  contrastRatio,
  parseHexColour,
  relativeLuminance,
  shownRatio,
} from './contrast.ts';

const rgb = (hex: string) => {
  const colour = parseHexColour(hex);
  if (!colour) throw new Error(`not a colour: ${hex}`);
  return colour;
};

describe('WCAG contrast', () => {
  it('reads #rgb and #rrggbb colours and nothing else', () => {
    expect(parseHexColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColour(' #1A2b3C ')).toEqual({ r: 26, g: 43, b: 60 });
    expect(parseHexColour('transparent')).toBeNull();
    expect(parseHexColour('https://img.example/bg.png')).toBeNull();
    expect(parseHexColour(undefined)).toBeNull();
  });

  it('gives the luminance and ratios WCAG publishes', () => {
    expect(relativeLuminance(rgb('#000000'))).toBe(0);
    expect(relativeLuminance(rgb('#ffffff'))).toBeCloseTo(1, 10);
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb('#fff'), rgb('#fff'))).toBe(1);
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777 fails (4.48:1).
    expect(contrastRatio(rgb('#767676'), rgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#ffffff'), rgb('#777777'))).toBeCloseTo(4.48, 2);
  });

  it('flags a text colour under 4.5:1 on its background, and only then', () => {
    expect(
      contrastProblems({ color_name: '#777777', color_namebar: '#ffffff' }).map((p) => [
        p.text,
        p.background,
        Number(p.ratio.toFixed(2)),
      ]),
    ).toEqual([['color_name', 'color_namebar', 4.48]]);
    expect(contrastProblems({ color_name: '#767676', color_namebar: '#ffffff' })).toEqual([]);
    expect(
      contrastProblems({
        color_name: '#ffff00',
        color_namebar_buttons: '#eeeeee',
        color_namebar: '#ffffff',
      }).map((p) => p.text),
    ).toEqual(['color_name', 'color_namebar_buttons']);
    // An unset or non-hex background is not judged.
    expect(contrastProblems({ color_name: '#ffffff', color_namebar: 'transparent' })).toEqual([]);
    expect(contrastProblems({ color_name: '#ffffff' })).toEqual([]);
  });

  it('shows a ratio rounded down, in the owner’s number format', () => {
    expect(shownRatio(4.48, 'en')).toBe('4.4');
    expect(shownRatio(1.07, 'fr')).toBe('1,0');
    expect(shownRatio(21, 'de')).toBe('21,0');
  });
});
