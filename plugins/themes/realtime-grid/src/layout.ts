/**
 * The grid's layout, without zod or the DOM (the wall's component imports it): how many cells
 * of a size fit a viewport, the fitted grid, the posts each cell shows, and the stored options
 * read by the schema's rules.
 */
import { readMotionOptions, wholeNumberOption } from '@chorus/theme-kit';
import {
  defaultGridHeightPx,
  defaultGridPaddingPx,
  defaultGridWidthPx,
  fitGrid,
  type GridFit,
  type GridSize,
} from './fit.ts';

/** The window the grid fills before it is measured (server and hydration): a 1280x900 screen. */
export const firstViewport: Viewport = { width: 1280, height: 900 };

/** A window size, in px. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** The grid's options, every default filled in. */
export interface GridOptionValues {
  readonly gridwidth: number;
  readonly gridheight: number;
  readonly gridpadding: number;
  readonly transitionDelay: number;
  readonly ignoreReducedMotion: boolean;
}

const maxPx = Number.MAX_SAFE_INTEGER;

/** Reads the stored options as `realtimeGridDisplayOptionsSchema` does, without zod. */
export function readGridOptions(value: unknown): GridOptionValues {
  const stored: Readonly<Record<string, unknown>> =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    ...readMotionOptions(stored),
    gridwidth: wholeNumberOption(stored['gridwidth'], 0, maxPx, defaultGridWidthPx),
    gridheight: wholeNumberOption(stored['gridheight'], 0, maxPx, defaultGridHeightPx),
    gridpadding: wholeNumberOption(stored['gridpadding'], 0, maxPx, defaultGridPaddingPx),
    transitionDelay: wholeNumberOption(stored['transitionDelay'], 0, maxPx, 15000),
  };
}

/** Columns and rows of `size` cells, `padding` apart and around, inside `viewport`. */
export function gridCounts(viewport: Viewport, size: GridSize, padding: number) {
  const count = (room: number, cell: number) =>
    cell <= 0 ? 0 : Math.floor((room - padding) / (cell + padding));
  return {
    columns: Math.max(0, count(viewport.width, size.width)),
    rows: Math.max(0, count(viewport.height, size.height)),
  };
}

/** The laid-out grid: its cell size and counts, or the spec's message. */
export type GridLayout =
  | {
      readonly fits: true;
      readonly size: GridSize;
      readonly columns: number;
      readonly rows: number;
    }
  | Extract<GridFit, { fits: false }>;

/** Fits the grid in the viewport (at least one column and one row) by the spec's rule. */
export function layoutGrid(viewport: Viewport, options: GridOptionValues): GridLayout {
  const fit = fitGrid({ width: options.gridwidth, height: options.gridheight }, (size) => {
    const { columns, rows } = gridCounts(viewport, size, options.gridpadding);
    return size.width > 0 && size.height > 0 && columns >= 1 && rows >= 1;
  });
  if (!fit.fits) return fit;
  return { fits: true, size: fit.size, ...gridCounts(viewport, fit.size, options.gridpadding) };
}

/**
 * The posts the cells show: `cells` posts from `start` (wrapping round the list). The newest
 * post is first, so with `start` 0 a live arrival takes the first cell and the oldest drops out.
 */
export function cellPosts<T>(posts: readonly T[], cells: number, start: number): T[] {
  if (posts.length <= cells) return posts.slice();
  const shown: T[] = [];
  for (let index = 0; index < cells; index += 1) {
    shown.push(posts[(start + index) % posts.length] as T);
  }
  return shown;
}

/** Where the next refresh starts: one screen further, back to 0 past the end. */
export function nextStart(total: number, cells: number, start: number): number {
  if (total <= cells || cells <= 0) return 0;
  const next = start + cells;
  return next >= total ? 0 : next;
}
