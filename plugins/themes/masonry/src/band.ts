/**
 * The visible band of a virtualized wall: which cards of a layout are near the viewport, found
 * without visiting the whole wall.
 */
import type { Placement } from './layout.ts';

/** A vertical band of the container, in px from its top. */
export interface Band {
  readonly top: number;
  readonly bottom: number;
}

/**
 * Indexes of the placements that overlap `band`, in reading order: the cards a virtualized
 * wall keeps in the DOM. Visits every placement; {@link cardsInBand} finds the same ones faster.
 */
export function placementsIn(placements: readonly Placement[], band: Band): number[] {
  const found: number[] = [];
  placements.forEach((placement, index) => {
    if (overlaps(placement, band)) found.push(index);
  });
  return found;
}

function overlaps(placement: Placement, band: Band): boolean {
  return placement.y < band.bottom && placement.y + placement.height > band.top;
}

/**
 * The band to render around the viewport: the viewport (relative to the container's top)
 * grown by `overscan` px on both sides, snapped outward to `snap` px so small scrolls do not
 * re-render.
 */
export function bandAround(
  viewportTop: number,
  viewportHeight: number,
  overscan: number,
  snap = 200,
): Band {
  const top = Math.floor((viewportTop - overscan) / snap) * snap;
  const bottom = Math.ceil((viewportTop + viewportHeight + overscan) / snap) * snap;
  return { top, bottom };
}

/**
 * A layout's placements prepared for band queries: `reach[i]` is the lowest bottom of cards
 * 0..i, `start[i]` the highest top of cards i..end. Both only grow with `i`, so the cards a
 * band can hold form one run of indexes found by binary search.
 */
export interface BandIndex {
  readonly placements: readonly Placement[];
  readonly reach: Float64Array;
  readonly start: Float64Array;
}

/** Builds the {@link BandIndex} of a layout's placements (once per layout). */
export function bandIndex(placements: readonly Placement[]): BandIndex {
  const count = placements.length;
  const reach = new Float64Array(count);
  const start = new Float64Array(count);
  let bottom = -Infinity;
  for (let index = 0; index < count; index += 1) {
    const placement = placements[index]!;
    bottom = Math.max(bottom, placement.y + placement.height);
    reach[index] = bottom;
  }
  let top = Infinity;
  for (let index = count - 1; index >= 0; index -= 1) {
    top = Math.min(top, placements[index]!.y);
    start[index] = top;
  }
  return { placements, reach, start };
}

/** The first index in `[0, count)` for which `passes` holds (`count` if none): `passes` only turns true. */
function firstWhere(count: number, passes: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (passes(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Indexes of the placements that overlap `band`, in reading order — the same as
 * {@link placementsIn} — visiting only the run of cards between the first that reaches the
 * band and the last that starts above its bottom.
 */
export function cardsInBand(index: BandIndex, band: Band): number[] {
  const count = index.placements.length;
  // Before `first`, every card ends at or above the band's top; from `end` on, every card
  // starts at or below its bottom.
  const first = firstWhere(count, (at) => index.reach[at]! > band.top);
  const end = firstWhere(count, (at) => index.start[at]! >= band.bottom);
  const found: number[] = [];
  for (let at = first; at < end; at += 1) {
    if (overlaps(index.placements[at]!, band)) found.push(at);
  }
  return found;
}

/** Whether two lists of indexes are the same. */
export function sameIndexes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, at) => value === b[at]);
}
