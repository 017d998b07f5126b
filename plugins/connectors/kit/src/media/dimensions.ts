/** A picture's size in pixels, both known or both unknown (a wall reserves a box only from both). */
export interface Dimensions {
  readonly width: number | null;
  readonly height: number | null;
}

/** The largest side a network plausibly reports; beyond it the value is a mistake. */
const maxSide = 100_000;

/**
 * One side in pixels from whatever a payload holds: a number, or text such as `"640"` or
 * `"640px"`. `null` for anything else, zero, negative, or absurd; fractions are rounded.
 */
export function pixelSize(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*(px)?\s*$/i.test(value)
        ? Number.parseFloat(value)
        : Number.NaN;
  if (!Number.isFinite(number)) return null;
  const rounded = Math.round(number);
  return rounded >= 1 && rounded <= maxSide ? rounded : null;
}

/** Width and height from a payload's fields: both when both are readable, else neither. */
export function dimensionsOf(width: unknown, height: unknown): Dimensions {
  const w = pixelSize(width);
  const h = pixelSize(height);
  return w !== null && h !== null ? { width: w, height: h } : { width: null, height: null };
}

/**
 * An aspect ratio as networks write it: `1.7778`, `"16:9"`, `"16/9"` or `"16x9"`; `null` when
 * unreadable or not positive.
 */
export function aspectRatioOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const pair = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/i.exec(value);
  if (pair) {
    const ratio = Number(pair[1]) / Number(pair[2]);
    return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
  }
  return aspectRatioOf(/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN);
}

/**
 * Dimensions from an aspect ratio and one known side (Mastodon's `meta.small.aspect`, an oEmbed
 * with only a width): the other side is computed. Neither when the ratio or the side is unknown.
 */
export function dimensionsFromAspect(
  aspect: unknown,
  side: { readonly width?: unknown; readonly height?: unknown },
): Dimensions {
  const ratio = aspectRatioOf(aspect);
  const width = pixelSize(side.width);
  const height = pixelSize(side.height);
  if (ratio === null) return { width: null, height: null };
  if (width !== null) return dimensionsOf(width, width / ratio);
  if (height !== null) return dimensionsOf(height * ratio, height);
  return { width: null, height: null };
}

/** One of several sizes a network offers of the same picture. */
export interface SizedVariant {
  readonly url: string;
  readonly width: number | null;
  readonly height: number | null;
}

/**
 * The best of several sizes of one picture for a wall: the smallest at least `minWidth` wide
 * (default 640, a wall card at 2x), else the widest there is. Variants without a width count as
 * narrowest; `null` for an empty list.
 */
export function pickBestSize<T extends SizedVariant>(
  variants: readonly T[],
  minWidth = 640,
): T | null {
  const width = (variant: T) => variant.width ?? 0;
  const wide = variants.filter((variant) => width(variant) >= minWidth);
  if (wide.length > 0) {
    return wide.reduce((best, variant) => (width(variant) < width(best) ? variant : best));
  }
  if (variants.length === 0) return null;
  return variants.reduce((best, variant) => (width(variant) > width(best) ? variant : best));
}
