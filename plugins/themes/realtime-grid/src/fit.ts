/**
 * Spec rules of the realtime grid (`hypeTemplate_realtime`): cell size and
 * padding from the display settings, and the fit rule (shrink by 10 px up to 5 times).
 */
import type { MessageRef } from '@chorus/core/messages';

/** Default grid cell width, in px. */
export const defaultGridWidthPx = 300;
/** Default grid cell height, in px. */
export const defaultGridHeightPx = 300;
/** Default grid padding, in px. */
export const defaultGridPaddingPx = 10;

/** Smallest height of the test grid, in px. */
export const testGridMinHeightPx = 200;
/** Each grid-fit attempt shrinks width and height by this many px... */
export const gridFitStepPx = 10;
/** ...at most this many times before the wall says the grid cannot fit. */
export const gridFitMaxAttempts = 5;

/** A grid cell size, in px. */
export interface GridSize {
  /** Cell width. */
  readonly width: number;
  /** Cell height. */
  readonly height: number;
}

/** The outcome of fitting a grid: the size to use, or the message to show. */
export type GridFit =
  | { readonly fits: true; readonly size: GridSize }
  | { readonly fits: false; readonly error: MessageRef };

/**
 * Fits the realtime grid on screen: when `fits` refuses the size, width and height shrink by
 * 10 px, at most 5 times; after that the wall asks the owner to adjust the sizes.
 */
export function fitGrid(size: GridSize, fits: (size: GridSize) => boolean): GridFit {
  let candidate = size;
  for (let attempt = 0; attempt <= gridFitMaxAttempts; attempt += 1) {
    if (fits(candidate)) return { fits: true, size: candidate };
    candidate = {
      width: candidate.width - gridFitStepPx,
      height: candidate.height - gridFitStepPx,
    };
  }
  return { fits: false, error: { key: 'gridTooLarge' } };
}
