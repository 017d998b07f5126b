import type { MessageRef } from '../messages/index.ts';
import { gridFitMaxAttempts, gridFitStepPx } from './constants.ts';

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
