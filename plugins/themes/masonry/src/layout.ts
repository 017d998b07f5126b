/**
 * The masonry layout engine: pure functions from card sizes and the container to positions.
 * Posts are placed in their reading order (the feed's: pinned first, then newest first), each
 * into the shortest column; a highlighted post spans two adjacent columns.
 */

/** How the columns are chosen. */
export interface ColumnRequest {
  /** Width available to the posts, in px. */
  readonly containerWidth: number;
  /** The wall's post width: the width a column aims for, in px. */
  readonly postWidth: number;
  /** Gap between columns and between cards of a column, in px. */
  readonly gap: number;
  /** The narrowest a column may be (`mincolumnwidth`), in px. */
  readonly minColumnWidth?: number | undefined;
  /** A fixed number of columns (`cols`); wins over the widths. */
  readonly cols?: number | undefined;
}

/** The columns of a layout. */
export interface Columns {
  readonly count: number;
  /** Width of one column, in px. */
  readonly width: number;
  readonly gap: number;
}

/**
 * The columns for a container: `cols` when given; else as many as bring columns closest to
 * `postWidth`, but never so many that a column is narrower than `minColumnWidth`. Columns
 * stretch to fill the container; there is always at least one.
 */
export function columnsFor(request: ColumnRequest): Columns {
  const gap = Math.max(0, request.gap);
  const width = Math.max(0, request.containerWidth);
  const fits = (columnWidth: number) =>
    Math.floor((width + gap) / (Math.max(1, columnWidth) + gap));
  let count: number;
  if (request.cols !== undefined && request.cols >= 1) {
    count = Math.floor(request.cols);
  } else {
    count = Math.round((width + gap) / (Math.max(1, request.postWidth) + gap));
    if (request.minColumnWidth !== undefined && request.minColumnWidth > 0) {
      count = Math.min(count, fits(request.minColumnWidth));
    }
  }
  count = Math.max(1, count);
  return { count, gap, width: Math.max(0, (width - gap * (count - 1)) / count) };
}

/** What the engine needs of one card. */
export interface LayoutItem {
  /** Columns the card spans: 1, or core's highlight factor (2) for a highlighted post. */
  readonly span: number;
  /** The card's height at a given width, in px (measured, else estimated). */
  heightAt(width: number): number;
}

/** Where one card goes, in px from the container's top left. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** First column the card occupies. */
  readonly column: number;
  /** Columns it occupies (never more than there are). */
  readonly span: number;
}

/** A computed layout. */
export interface MasonryLayout {
  readonly columns: Columns;
  /** One placement per item, in the items' order. */
  readonly placements: readonly Placement[];
  /** Height of the whole wall (the container's height), in px. */
  readonly height: number;
}

/**
 * The first of `span` adjacent columns whose tallest is lowest (the leftmost on ties), and
 * that height: where a card of that width sits highest.
 */
function lowestRun(bottoms: readonly number[], span: number): { column: number; top: number } {
  let best = { column: 0, top: Infinity };
  for (let column = 0; column + span <= bottoms.length; column += 1) {
    const top = Math.max(...bottoms.slice(column, column + span));
    if (top < best.top) best = { column, top };
  }
  return best;
}

/**
 * Places every item. Placement of an item depends only on the items before it, so appending
 * a page never moves what is already on screen.
 */
export function layoutMasonry(items: readonly LayoutItem[], columns: Columns): MasonryLayout {
  const bottoms = new Array<number>(columns.count).fill(0);
  const step = columns.width + columns.gap;
  const placements = items.map((item): Placement => {
    const span = Math.min(Math.max(1, Math.floor(item.span)), columns.count);
    const { column, top: y } = lowestRun(bottoms, span);
    const width = columns.width * span + columns.gap * (span - 1);
    const height = Math.max(0, item.heightAt(width));
    for (let c = column; c < column + span; c += 1) bottoms[c] = y + height + columns.gap;
    return { x: column * step, y, width, height, column, span };
  });
  const tallest = Math.max(0, ...bottoms);
  return { columns, placements, height: items.length === 0 ? 0 : tallest - columns.gap };
}

/** A vertical band of the container, in px from its top. */
export interface Band {
  readonly top: number;
  readonly bottom: number;
}

/**
 * Indexes of the placements that overlap `band`, in reading order: the cards a virtualized
 * wall keeps in the DOM.
 */
export function placementsIn(placements: readonly Placement[], band: Band): number[] {
  const found: number[] = [];
  placements.forEach((placement, index) => {
    if (placement.y < band.bottom && placement.y + placement.height > band.top) found.push(index);
  });
  return found;
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
