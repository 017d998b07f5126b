/**
 * The mosaic's pure layout: how many 45 px tiles fill a window, which post image each tile
 * shows (the image posts in order, then seeded random repeats), each tile's seeded animation
 * delay, and where a live post lands. Deterministic, so the server render and hydration agree.
 */
import { mosaicMaxAnimationDelayMs, mosaicTilePx } from './constants.ts';

/** A window size, in px. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** The window the server and the hydrating render lay the field out for (the kit's 1280 px). */
export const firstViewport: Viewport = { width: 1280, height: 900 };

/** Columns and rows of tiles covering the viewport (partial tiles at the edges count). */
export function tileGrid(viewport: Viewport): { columns: number; rows: number } {
  const columns = Math.max(1, Math.ceil(Math.max(0, viewport.width) / mosaicTilePx));
  const rows = Math.max(1, Math.ceil(Math.max(0, viewport.height) / mosaicTilePx));
  return { columns, rows };
}

/** A small deterministic hash-based random in [0, 1) for an integer seed (mulberry32 step). */
export function seededRandom(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Tile `index`'s animation delay, in ms: seeded, from 0 to {@link mosaicMaxAnimationDelayMs}. */
export function tileDelayMs(index: number): number {
  return Math.floor(seededRandom(index * 2 + 1) * (mosaicMaxAnimationDelayMs + 1));
}

/**
 * The post (an index into `count` image posts) tile `index` shows: the posts in order while
 * they last, then seeded random repeats. -1 when there is no post.
 */
export function tileSource(index: number, count: number): number {
  if (count <= 0) return -1;
  if (index < count) return index;
  return Math.floor(seededRandom(index * 2) * count);
}

/**
 * The ids each tile shows: the base posts by {@link tileSource}, with the live posts placed
 * over their tiles (`placed`: tile index to post id).
 */
export function tileIds(
  baseIds: readonly string[],
  tiles: number,
  placed: ReadonlyMap<number, string>,
): string[] {
  return Array.from({ length: tiles }, (_, index) => {
    const live = placed.get(index);
    if (live !== undefined) return live;
    const source = tileSource(index, baseIds.length);
    return source < 0 ? '' : (baseIds[source] ?? '');
  });
}

/** The tile a roving-focus key moves to from `index` in a field of `columns` x `tiles`. */
export function moveFocus(index: number, key: string, columns: number, tiles: number): number {
  const last = tiles - 1;
  const next =
    key === 'ArrowRight'
      ? index + 1
      : key === 'ArrowLeft'
        ? index - 1
        : key === 'ArrowDown'
          ? index + columns
          : key === 'ArrowUp'
            ? index - columns
            : key === 'Home'
              ? 0
              : key === 'End'
                ? last
                : index;
  return Math.min(last, Math.max(0, next));
}
