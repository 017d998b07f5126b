/**
 * Contrast of a wall's text colours on their background, as WCAG 2 computes it: the relative
 * luminance of each sRGB colour, then (L1 + 0.05) / (L2 + 0.05). Text under 4.5:1 on its
 * background is hard to read (WCAG 1.4.3); the personalize section warns about such pairs.
 */

/** The least contrast WCAG asks for normal-size text. */
export const minimumTextContrast = 4.5;

/** An sRGB colour, each channel 0 to 255. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** A `#rgb` or `#rrggbb` colour; null for anything else (names, transparent, images). */
export function parseHexColour(text: unknown): Rgb | null {
  if (typeof text !== 'string') return null;
  const hex = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (short) {
    const [r, g, b] = short.slice(1).map((digit) => parseInt(digit + digit, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (!long) return null;
  const [r, g, b] = long.slice(1).map((pair) => parseInt(pair, 16));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours, 1 to 21 (order does not matter). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** A text colour setting and the background setting it is drawn on. */
export interface ColourPair {
  readonly text: string;
  readonly background: string;
}

/** The appearance settings drawn as text on another setting's colour. */
export const textColourPairs: readonly ColourPair[] = [
  { text: 'color_name', background: 'color_namebar' },
  { text: 'color_namebar_buttons', background: 'color_namebar' },
];

/** A pair whose contrast is too low, with its ratio. */
export interface ContrastProblem extends ColourPair {
  readonly ratio: number;
}

/**
 * The pairs of `values` whose text is under 4.5:1 on its background; a pair with a colour that
 * is not a hex colour (unset, transparent) is not judged.
 */
export function contrastProblems(
  values: Readonly<Record<string, unknown>>,
  pairs: readonly ColourPair[] = textColourPairs,
): ContrastProblem[] {
  return pairs.flatMap((pair) => {
    const text = parseHexColour(values[pair.text]);
    const background = parseHexColour(values[pair.background]);
    if (!text || !background) return [];
    const ratio = contrastRatio(text, background);
    return ratio < minimumTextContrast ? [{ ...pair, ratio }] : [];
  });
}

/** A ratio as shown: rounded down to one decimal, so 4.48 never reads as 4.5. */
export function shownRatio(ratio: number, locale: string): string {
  return (Math.floor(ratio * 10) / 10).toLocaleString(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
