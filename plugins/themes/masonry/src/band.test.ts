import { describe, expect, it } from 'vitest';
import { bandIndex, cardsInBand, placementsIn, sameIndexes, type Band } from './band.ts';
import { layoutMasonry, type Columns, type LayoutItem, type Placement } from './layout.ts';

const fixed = (height: number, span = 1): LayoutItem => ({ span, heightAt: () => height });

describe('cardsInBand', () => {
  const columns: Columns = { count: 4, width: 280, gap: 20 };
  const items = Array.from({ length: 10_000 }, (_, i) =>
    fixed(150 + ((i * 71) % 250), i % 97 === 0 ? 2 : 1),
  );
  const { placements, height } = layoutMasonry(items, columns);
  const index = bandIndex(placements);

  it('finds the same cards as a visit of every card, anywhere on a 10,000-post wall', () => {
    for (const top of [-900, 0, 450, 12_345, height / 2, height - 900, height + 100]) {
      const band: Band = { top, bottom: top + 2700 };
      expect(cardsInBand(index, band)).toEqual(placementsIn(placements, band));
    }
  });

  it('finds cards that start above where earlier ones end: a tall card, short ones beside it', () => {
    // Column 0 holds one tall card; the others stack short cards beside it, so later cards
    // start above where earlier ones end.
    const mixed = layoutMasonry(
      [fixed(1000), fixed(50), fixed(50), fixed(50), fixed(50), fixed(50), fixed(50), fixed(50)],
      { count: 3, width: 100, gap: 10 },
    ).placements;
    const at = bandIndex(mixed);
    for (const band of [
      { top: 0, bottom: 40 },
      { top: 100, bottom: 130 },
      { top: 500, bottom: 600 },
      { top: 990, bottom: 2000 },
      { top: 2000, bottom: 3000 },
    ]) {
      expect(cardsInBand(at, band)).toEqual(placementsIn(mixed, band));
    }
    expect(cardsInBand(at, { top: 500, bottom: 600 })).toEqual([0]);
  });

  it('finds nothing on an empty wall or beyond its ends', () => {
    expect(cardsInBand(bandIndex([]), { top: 0, bottom: 100 })).toEqual([]);
    expect(cardsInBand(index, { top: height + 1, bottom: height + 900 })).toEqual([]);
    expect(cardsInBand(index, { top: -900, bottom: 0 })).toEqual([]);
  });

  it('treats a card touching the band edge as outside it', () => {
    const two: Placement[] = [
      { x: 0, y: 0, width: 100, height: 100, column: 0, span: 1 },
      { x: 0, y: 110, width: 100, height: 100, column: 0, span: 1 },
    ];
    expect(cardsInBand(bandIndex(two), { top: 100, bottom: 110 })).toEqual([]);
    expect(cardsInBand(bandIndex(two), { top: 99, bottom: 111 })).toEqual([0, 1]);
  });
});

describe('sameIndexes', () => {
  it('compares lists of card indexes', () => {
    expect(sameIndexes([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameIndexes([], [])).toBe(true);
    expect(sameIndexes([1, 2, 3], [1, 2])).toBe(false);
    expect(sameIndexes([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});
