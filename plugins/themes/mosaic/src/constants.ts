/** Spec constants of the mosaic theme. Owned by `@chorus/theme-mosaic`. */

/** Mosaic tile size, in px. */
export const mosaicTilePx = 45;
/** Longest random mosaic tile animation delay, in ms. */
export const mosaicMaxAnimationDelayMs = 5000;
