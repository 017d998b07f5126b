import { highlightedImageWidthPx, highlightWidthFactor, imageWidthPx } from './constants.ts';

/** A highlighted post is twice as wide (its padding included in the doubled column). */
export function postWidthFor(baseWidth: number, highlight: boolean): number {
  return highlight ? baseWidth * highlightWidthFactor : baseWidth;
}

/** A post's image is requested 300 px wide, or 600 px when the post is highlighted. */
export function imageWidthFor(highlight: boolean): number {
  return highlight ? highlightedImageWidthPx : imageWidthPx;
}
