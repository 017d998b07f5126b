/**
 * The defaults and value rules of the masonry options, without zod: the options schema
 * (options.ts, read by the server and the editor) and the wall component (which must stay
 * light) both build on these.
 */
import { defaultMinColumnWidthPx } from '@chorus/core/rules';
import { variantFacts } from './variant-facts.ts';
import { variantStyles, type MasonryVariant } from './variants.ts';

/** Largest pixel value an option takes. */
export const maxOptionPixels = 4000;

/** A colour handed to CSS as a custom property: hex, rgb()/hsl() or a colour name only. */
export const colourPattern = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

/** Every option of a masonry variant, with its default. */
export interface MasonryOptionValues {
  /** The width a column aims for, in px. */
  readonly postwidth: number;
  /** Space between posts, in px. */
  readonly postpadding: number;
  /** Columns never get narrower than this, in px. */
  readonly mincolumnwidth: number;
  /** Post text colour. */
  readonly fontcolor_post: string;
  /** Post background colour. */
  readonly postbackground: string;
}

/** A variant's defaults: post sizes from its facts, colours from its style. */
export function masonryOptionDefaults(variant: MasonryVariant): MasonryOptionValues {
  const size = variantFacts[variant].defaultPostSize;
  const style = variantStyles[variant];
  return {
    postwidth: size.width,
    postpadding: size.padding,
    mincolumnwidth: defaultMinColumnWidthPx,
    fontcolor_post: style.textColor,
    postbackground: style.cardColor,
  };
}

// The schema's rules: missing gives the default; otherwise Number(value) must be a whole number
// from 0 to the maximum, else the default.
function pixels(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= maxOptionPixels ? number : fallback;
}

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && colourPattern.test(value.trim()) ? value.trim() : fallback;
}

/** The options the wall hands the component, each bad or missing value replaced by its default. */
export function readMasonryOptions(variant: MasonryVariant, stored: unknown): MasonryOptionValues {
  const defaults = masonryOptionDefaults(variant);
  const given = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return {
    postwidth: pixels(given.postwidth, defaults.postwidth),
    postpadding: pixels(given.postpadding, defaults.postpadding),
    mincolumnwidth: pixels(given.mincolumnwidth, defaults.mincolumnwidth),
    fontcolor_post: colour(given.fontcolor_post, defaults.fontcolor_post),
    postbackground: colour(given.postbackground, defaults.postbackground),
  };
}
