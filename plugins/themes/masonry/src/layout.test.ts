import { describe, expect, it } from 'vitest';
import { bandAround, placementsIn } from './band.ts';
import {
  columnsFor,
  flowTree,
  layoutMasonry,
  type FlowNode,
  type Columns,
  type LayoutItem,
} from './layout.ts';

const fixed = (height: number, span = 1): LayoutItem => ({ span, heightAt: () => height });
const threeColumns: Columns = { count: 3, width: 100, gap: 10 };

describe('columnsFor', () => {
  it('aims for the post width and stretches the columns to fill the container', () => {
    const columns = columnsFor({ containerWidth: 1200, postWidth: 280, gap: 20 });
    expect(columns.count).toBe(4);
    expect(columns.width * 4 + 20 * 3).toBeCloseTo(1200);
  });

  it('keeps one column in a container narrower than a post', () => {
    expect(columnsFor({ containerWidth: 200, postWidth: 280, gap: 20 })).toEqual({
      count: 1,
      width: 200,
      gap: 20,
    });
  });

  it('never makes a column narrower than mincolumnwidth', () => {
    const columns = columnsFor({
      containerWidth: 1200,
      postWidth: 280,
      gap: 20,
      minColumnWidth: 400,
    });
    expect(columns.count).toBe(2);
    expect(columns.width).toBeGreaterThanOrEqual(400);
    const narrow = columnsFor({
      containerWidth: 1100,
      postWidth: 200,
      gap: 10,
      minColumnWidth: 225,
    });
    expect(narrow.width).toBeGreaterThanOrEqual(225);
  });

  it('uses exactly `cols` columns when the address asks for them', () => {
    const columns = columnsFor({
      containerWidth: 1200,
      postWidth: 280,
      gap: 20,
      minColumnWidth: 225,
      cols: 6,
    });
    expect(columns.count).toBe(6);
    expect(columns.width).toBeCloseTo((1200 - 100) / 6);
    expect(columnsFor({ containerWidth: 1200, postWidth: 280, gap: 20, cols: 0 }).count).toBe(4);
  });
});

describe('layoutMasonry', () => {
  it('fills the first row left to right in reading order', () => {
    const { placements } = layoutMasonry([fixed(50), fixed(60), fixed(70)], threeColumns);
    expect(placements.map((p) => [p.column, p.x, p.y])).toEqual([
      [0, 0, 0],
      [1, 110, 0],
      [2, 220, 0],
    ]);
  });

  it('puts each next post into the shortest column, the leftmost on ties', () => {
    const { placements, height } = layoutMasonry(
      [fixed(100), fixed(40), fixed(70), fixed(20), fixed(30), fixed(10)],
      threeColumns,
    );
    // Bottoms after the first row: 110, 50, 80 -> column 1; then 110, 80, 80 -> column 1.
    expect(placements[3]).toMatchObject({ column: 1, y: 50 });
    expect(placements[4]).toMatchObject({ column: 1, y: 80 });
    expect(placements[5]).toMatchObject({ column: 2, y: 80 });
    expect(height).toBe(110 - 10 + 10);
  });

  it('keeps newest-first order: no post starts above an earlier one', () => {
    const items = Array.from({ length: 60 }, (_, i) => fixed(40 + ((i * 37) % 120)));
    const tops = layoutMasonry(items, threeColumns).placements.map((p) => p.y);
    for (let i = 1; i < tops.length; i += 1) {
      expect(tops[i]).toBeGreaterThanOrEqual(tops[i - 1] ?? 0);
    }
  });

  it('spans a highlighted post over the lowest pair of adjacent columns', () => {
    const { placements } = layoutMasonry(
      [fixed(100), fixed(30), fixed(40), fixed(50, 2), fixed(10)],
      threeColumns,
    );
    const highlighted = placements[3];
    // Pairs: (0,1) top 110, (1,2) top 50 -> columns 1 and 2, below the taller of them.
    expect(highlighted).toMatchObject({ column: 1, span: 2, x: 110, y: 50, width: 210 });
    // Both columns it covers now end below it.
    expect(placements[4]).toMatchObject({ column: 0, y: 110 });
    const next = layoutMasonry(
      [fixed(100), fixed(30), fixed(40), fixed(50, 2), fixed(10), fixed(10)],
      threeColumns,
    ).placements[5];
    expect(next).toMatchObject({ column: 1, y: 110 });
  });

  it('gives a highlighted post the whole width when there is one column', () => {
    const { placements } = layoutMasonry([fixed(50, 2)], { count: 1, width: 300, gap: 10 });
    expect(placements[0]).toMatchObject({ column: 0, span: 1, width: 300 });
  });

  it('never spans more columns than there are', () => {
    const { placements } = layoutMasonry([fixed(50, 3)], { count: 2, width: 100, gap: 10 });
    expect(placements[0]).toMatchObject({ column: 0, span: 2, width: 210 });
  });

  it('asks each card for its height at the width it gets', () => {
    const widths: number[] = [];
    const item = (span: number): LayoutItem => ({
      span,
      heightAt: (width) => {
        widths.push(width);
        return width / 2;
      },
    });
    const { placements } = layoutMasonry([item(1), item(2)], threeColumns);
    expect(widths).toEqual([100, 210]);
    expect(placements[1]?.height).toBe(105);
  });

  it('never moves placed posts when the next page is appended', () => {
    const firstPage = Array.from({ length: 20 }, (_, i) =>
      fixed(50 + ((i * 53) % 90), i === 7 ? 2 : 1),
    );
    const nextPage = Array.from({ length: 20 }, (_, i) => fixed(60 + ((i * 31) % 70)));
    const before = layoutMasonry(firstPage, threeColumns).placements;
    const after = layoutMasonry([...firstPage, ...nextPage], threeColumns).placements;
    expect(after.slice(0, 20)).toEqual(before);
  });
});

describe('layoutMasonry from an earlier layout', () => {
  const heightsOf = (count: number, seed: number) =>
    Array.from({ length: count }, (_, i) => 40 + ((i * seed) % 150));
  const spanOf = (i: number) => (i % 11 === 5 ? 2 : 1);
  const itemsOf = (heights: readonly number[]) =>
    heights.map((height, i) => fixed(height, spanOf(i)));

  it('places the cards after a changed height as a full layout does, keeping the ones before', () => {
    const estimated = heightsOf(300, 37);
    const first = layoutMasonry(itemsOf(estimated), threeColumns);
    const fixedColumns = first.placements.map((placement) => placement.column);
    for (const changedAt of [0, 1, 57, 150, 299]) {
      const measured = estimated.map((height, i) => (i === changedAt ? height + 33 : height));
      const full = layoutMasonry(itemsOf(measured), threeColumns, fixedColumns);
      const asked: number[] = [];
      const tracked = measured.map((height, i): LayoutItem => ({
        span: spanOf(i),
        heightAt: () => {
          asked.push(i);
          return height;
        },
      }));
      const again = layoutMasonry(tracked, threeColumns, fixedColumns, {
        layout: first,
        from: changedAt,
      });
      expect(again).toEqual(full);
      // Only the cards from the change on were asked for their height.
      expect(Math.min(...asked)).toBe(changedAt);
    }
  });

  it('places only an appended page', () => {
    const heights = heightsOf(120, 53);
    const firstPage = layoutMasonry(itemsOf(heights.slice(0, 60)), threeColumns);
    const both = layoutMasonry(itemsOf(heights), threeColumns, [], { layout: firstPage, from: 60 });
    expect(both).toEqual(layoutMasonry(itemsOf(heights), threeColumns));
  });

  it('starts over when the columns changed', () => {
    const heights = heightsOf(50, 29);
    const narrow = layoutMasonry(itemsOf(heights), threeColumns);
    const wide: Columns = { count: 4, width: 100, gap: 10 };
    expect(layoutMasonry(itemsOf(heights), wide, [], { layout: narrow, from: 50 })).toEqual(
      layoutMasonry(itemsOf(heights), wide),
    );
  });
});

describe('virtualization window', () => {
  const columns: Columns = { count: 4, width: 280, gap: 20 };
  const items = Array.from({ length: 10_000 }, (_, i) =>
    fixed(150 + ((i * 71) % 250), i % 97 === 0 ? 2 : 1),
  );
  const { placements, height } = layoutMasonry(items, columns);

  it('keeps a bounded number of cards around the viewport anywhere on a 10,000-post wall', () => {
    const counts: number[] = [];
    for (let top = 0; top < height; top += height / 25) {
      const band = bandAround(top, 800, 800);
      const near = placementsIn(placements, band);
      counts.push(near.length);
      for (const index of near) {
        const placement = placements[index];
        expect(
          placement && placement.y < band.bottom && placement.y + placement.height > band.top,
        ).toBe(true);
      }
      expect(near).toEqual([...near].sort((a, b) => a - b));
    }
    expect(Math.max(...counts)).toBeLessThan(80);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('covers the viewport and one viewport either side, snapped to 200 px', () => {
    expect(bandAround(1000, 800, 800)).toEqual({ top: 200, bottom: 2600 });
    expect(bandAround(1050, 800, 800)).toEqual({ top: 200, bottom: 2800 });
    expect(bandAround(0, 800, 800)).toEqual({ top: -800, bottom: 1600 });
  });
});

/** The flow tree as a short string: stacks `[from-to: ...]`, rows `(...)`, cards by index. */
function shape(node: FlowNode | null): string {
  if (node === null) return 'null';
  if (node.kind === 'card') return String(node.index);
  if (node.kind === 'row') return `(${node.children.map(shape).join(' | ')})`;
  return `[${node.from}-${node.to}: ${node.children.map(shape).join(' ')}]`;
}

/** Where the browser would stack each card of a flow tree, given every card's real height. */
function flowPositions(node: FlowNode, heights: readonly number[], gap: number, step: number) {
  const positions = new Map<number, { x: number; y: number }>();
  const walk = (at: FlowNode, x: number, y: number): number => {
    if (at.kind === 'card') {
      positions.set(at.index, { x, y });
      return heights[at.index] ?? 0;
    }
    if (at.kind === 'row') {
      let tallest = 0;
      for (const child of at.children) {
        if (child.kind !== 'stack') throw new Error('a row holds stacks');
        tallest = Math.max(tallest, walk(child, child.from * step, y));
      }
      return tallest;
    }
    let height = 0;
    at.children.forEach((child, index) => {
      height += (index === 0 ? 0 : gap) + walk(child, x, y + height + (index === 0 ? 0 : gap));
    });
    return height;
  };
  walk(node, 0, 0);
  return positions;
}

describe('the first layout in normal flow', () => {
  it('nests a highlighted card in a stack of its two columns', () => {
    const items = [fixed(100), fixed(40), fixed(70), fixed(50, 2), fixed(30)];
    const { placements } = layoutMasonry(items, threeColumns);
    expect(placements[3]).toMatchObject({ column: 1, span: 2 });
    expect(shape(flowTree(placements, 3))).toBe(
      '[0-3: ([0-1: 0 4] | [1-3: ([1-2: 1] | [2-3: 2]) 3])]',
    );
  });

  it('refuses spans that share one column but not the other', () => {
    const placements = [
      { x: 0, y: 0, width: 210, height: 50, column: 0, span: 2 },
      { x: 220, y: 0, width: 100, height: 10, column: 2, span: 1 },
      { x: 110, y: 60, width: 210, height: 50, column: 1, span: 2 },
    ];
    expect(flowTree(placements, 3)).toBeNull();
  });

  it('puts every card where the engine puts it once real heights replace the estimates', () => {
    const estimated = [80, 80, 80, 120, 80, 80, 80, 80];
    const real = [140, 60, 95, 130, 20, 200, 75, 33];
    const spans = [1, 1, 1, 2, 1, 1, 1, 1];
    const first = layoutMasonry(
      estimated.map((height, index) => fixed(height, spans[index])),
      threeColumns,
    );
    const tree = flowTree(first.placements, 3);
    expect(tree).not.toBeNull();
    const kept = layoutMasonry(
      real.map((height, index) => fixed(height, spans[index])),
      threeColumns,
      first.placements.map((placement) => placement.column),
    );
    const flowed = flowPositions(tree!, real, 10, 110);
    kept.placements.forEach((placement, index) => {
      expect(flowed.get(index)).toEqual({ x: placement.x, y: placement.y });
    });
    // Without the first columns, the real heights would send cards elsewhere.
    const free = layoutMasonry(
      real.map((height, index) => fixed(height, spans[index])),
      threeColumns,
    );
    expect(free.placements.map((placement) => placement.column)).not.toEqual(
      kept.placements.map((placement) => placement.column),
    );
  });
});
