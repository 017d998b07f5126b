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

/** A layout to start from: its placements before `from` are kept as they are. */
export interface LayoutReuse {
  readonly layout: MasonryLayout;
  /** First item to place again; the items before it are the same, at the same heights. */
  readonly from: number;
}

/**
 * Places every item. Placement of an item depends only on the items before it, so appending
 * a page never moves what is already on screen. `fixedColumns[i]`, when given, is the first
 * column item `i` must take (the column the first layout gave it): the card keeps its column
 * while real heights replace estimated ones, so the server's first paint does not reshuffle.
 * With `reuse` (a layout of the same columns whose items before `reuse.from` are unchanged),
 * only the items from there on are placed again: a height measured near the viewport costs
 * the cards after it, not the whole wall. The result is the same as placing every item.
 */
export function layoutMasonry(
  items: readonly LayoutItem[],
  columns: Columns,
  fixedColumns: readonly (number | undefined)[] = [],
  reuse?: LayoutReuse,
): MasonryLayout {
  const kept = reusable(reuse, columns, items.length);
  const placements: Placement[] = reuse ? reuse.layout.placements.slice(0, kept) : [];
  const bottoms = columnBottoms(placements, columns);
  const step = columns.width + columns.gap;
  for (let index = kept; index < items.length; index += 1) {
    const item = items[index]!;
    const span = Math.min(Math.max(1, Math.floor(item.span)), columns.count);
    const fixed = fixedColumns[index];
    const { column, top: y } =
      fixed !== undefined && fixed >= 0 && fixed + span <= columns.count
        ? { column: fixed, top: Math.max(...bottoms.slice(fixed, fixed + span)) }
        : lowestRun(bottoms, span);
    const width = columns.width * span + columns.gap * (span - 1);
    const height = Math.max(0, item.heightAt(width));
    for (let c = column; c < column + span; c += 1) bottoms[c] = y + height + columns.gap;
    placements.push({ x: column * step, y, width, height, column, span });
  }
  const tallest = Math.max(0, ...bottoms);
  return { columns, placements, height: items.length === 0 ? 0 : tallest - columns.gap };
}

/** How many placements of `reuse` still hold: 0 when its columns differ. */
function reusable(reuse: LayoutReuse | undefined, columns: Columns, count: number): number {
  if (!reuse) return 0;
  const before = reuse.layout.columns;
  if (before.count !== columns.count || before.width !== columns.width) return 0;
  if (before.gap !== columns.gap) return 0;
  return Math.max(0, Math.min(reuse.from, count, reuse.layout.placements.length));
}

/**
 * Where each column ends (plus a gap) after `placements`: the last card covering a column is
 * its lowest, since every card sits below what its columns already hold.
 */
function columnBottoms(placements: readonly Placement[], columns: Columns): number[] {
  const bottoms = new Array<number>(columns.count).fill(0);
  const found = new Array<boolean>(columns.count).fill(false);
  let missing = columns.count;
  for (let index = placements.length - 1; index >= 0 && missing > 0; index -= 1) {
    const placement = placements[index]!;
    for (let c = placement.column; c < placement.column + placement.span; c += 1) {
      if (found[c] === false) {
        found[c] = true;
        missing -= 1;
        bottoms[c] = placement.y + placement.height + columns.gap;
      }
    }
  }
  return bottoms;
}

/**
 * A layout as nested boxes in normal flow, so a browser stacks the cards at their real heights
 * with no script: a stack is a vertical list over a run of columns `[from, to)`, a row splits
 * its stack's run into narrower stacks side by side, a card is one placement. A card spanning
 * its whole stack sits below everything above it in those columns, as the engine places it.
 */
export type FlowNode =
  | { readonly kind: 'card'; readonly index: number }
  | {
      readonly kind: 'stack';
      readonly from: number;
      readonly to: number;
      readonly children: readonly FlowNode[];
    }
  | { readonly kind: 'row'; readonly children: readonly FlowNode[] };

interface FlowCard {
  readonly index: number;
  readonly from: number;
  readonly to: number;
}

/**
 * The layout's placements as {@link FlowNode}s, or null when its spans overlap in a way nested
 * boxes cannot hold (two spanning cards sharing one column but not the other). The boxes'
 * widths follow the columns; their heights, in a browser, are the cards' real ones, and the
 * engine with the same columns (`fixedColumns`) and the measured heights places every card
 * where the flow put it.
 */
export function flowTree(placements: readonly Placement[], count: number): FlowNode | null {
  const cards = placements.map((placement, index): FlowCard => ({
    index,
    from: placement.column,
    to: placement.column + placement.span,
  }));
  return stackOf(cards, 0, Math.max(1, count));
}

function stackOf(cards: readonly FlowCard[], from: number, to: number): FlowNode | null {
  const children: FlowNode[] = [];
  let segment: FlowCard[] = [];
  const flush = (): boolean => {
    if (segment.length === 0) return true;
    const row = rowOf(segment, from, to);
    segment = [];
    if (row === null) return false;
    children.push(row);
    return true;
  };
  for (const card of cards) {
    if (card.from === from && card.to === to) {
      if (!flush()) return null;
      children.push({ kind: 'card', index: card.index });
    } else segment.push(card);
  }
  if (!flush()) return null;
  return { kind: 'stack', from, to, children };
}

function rowOf(cards: readonly FlowCard[], from: number, to: number): FlowNode | null {
  const cuts = [from];
  for (let column = from + 1; column < to; column += 1) {
    if (!cards.some((card) => card.from < column && column < card.to)) cuts.push(column);
  }
  cuts.push(to);
  // No column boundary free of crossing cards: these spans cannot nest.
  if (cuts.length === 2) return null;
  const stacks: FlowNode[] = [];
  for (let at = 0; at + 1 < cuts.length; at += 1) {
    const start = cuts[at] ?? from;
    const end = cuts[at + 1] ?? to;
    const stack = stackOf(
      cards.filter((card) => card.from >= start && card.to <= end),
      start,
      end,
    );
    if (stack === null) return null;
    stacks.push(stack);
  }
  return { kind: 'row', children: stacks };
}
