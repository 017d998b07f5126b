import { describe, expect, it } from 'vitest';
import { approvedStateFor } from './moderation.ts';
import { dueRecurringSlide, recurrenceLateness, recurringSlidesOf } from './recurrence.ts';

/** Plays a show of `ids` for `count` slides, as the slideshow does, returning the order. */
function play(ids: string[], recurring: ReturnType<typeof recurringSlidesOf>, count: number) {
  const order: string[] = [];
  const lastShown: Record<string, number> = {};
  let rotation = -1;
  let current: string | null = null;
  for (let shown = 0; shown < count; shown += 1) {
    const due: string | null =
      shown === 0 ? null : dueRecurringSlide({ recurring, shown, lastShown, currentId: current });
    if (due !== null) current = due;
    else {
      rotation = (rotation + 1) % ids.length;
      current = ids[rotation] ?? null;
    }
    if (current !== null) {
      lastShown[current] = shown;
      order.push(current);
    }
  }
  return order;
}

describe('recurrence', () => {
  it('reads the spec fields: frequency 0 does not recur (visible 1), any other does (visible 2)', () => {
    expect(
      recurringSlidesOf([
        { id: 'a', recur_frequency: 0, recur_offset: 5 },
        { id: 'b', recur_frequency: 3, recur_offset: 1 },
        { id: 'c', recur_frequency: 25, recur_offset: -2 },
      ]),
    ).toEqual([
      { id: 'b', frequency: 3, offset: 1 },
      // The sliders run 0..20: out-of-range values are clamped like the moderation sliders.
      { id: 'c', frequency: 20, offset: 0 },
    ]);
    expect(approvedStateFor(0)).toBe('approved');
    expect(approvedStateFor(3)).toBe('approved-recurring');
  });

  it('brings a post back once `frequency` other slides showed, first after `offset` slides', () => {
    const recurring = recurringSlidesOf([{ id: 'R', recur_frequency: 2, recur_offset: 3 }]);
    // R keeps its own place in the rotation (slides 0 and 8) and returns on its own at slides
    // 3 (the offset), 6 and 11: each time 2 other slides showed since it last did.
    expect(play(['R', 'a', 'b', 'c', 'd', 'e'], recurring, 12)).toEqual([
      'R',
      'a',
      'b',
      'R',
      'c',
      'd',
      'R',
      'e',
      'R',
      'a',
      'b',
      'R',
    ]);
  });

  it('is exactly due at lateness 0, early below and overdue above', () => {
    const slide = { id: 'x', frequency: 4, offset: 2 };
    expect(recurrenceLateness(slide, 1, undefined)).toBe(-1);
    expect(recurrenceLateness(slide, 2, undefined)).toBe(0);
    expect(recurrenceLateness(slide, 7, 2)).toBe(0);
    expect(recurrenceLateness(slide, 9, 2)).toBe(2);
    expect(recurrenceLateness({ id: 'y', frequency: 0, offset: 0 }, 50, undefined)).toBe(
      Number.NEGATIVE_INFINITY,
    );
  });

  it('shows the most overdue of two due posts first, the other on the next slide', () => {
    const recurring = recurringSlidesOf([
      { id: 'A', recur_frequency: 1, recur_offset: 0 },
      { id: 'B', recur_frequency: 1, recur_offset: 0 },
    ]);
    const lastShown = { A: 4, B: 2 };
    expect(dueRecurringSlide({ recurring, shown: 6, lastShown, currentId: 'x' })).toBe('B');
    // Equally late: the first in the show wins.
    expect(
      dueRecurringSlide({ recurring, shown: 6, lastShown: { A: 2, B: 2 }, currentId: null }),
    ).toBe('A');
  });

  it('never repeats the slide on screen and returns null when nothing recurs', () => {
    const recurring = recurringSlidesOf([{ id: 'A', recur_frequency: 1, recur_offset: 0 }]);
    expect(dueRecurringSlide({ recurring, shown: 5, lastShown: {}, currentId: 'A' })).toBeNull();
    expect(
      dueRecurringSlide({ recurring: [], shown: 5, lastShown: {}, currentId: null }),
    ).toBeNull();
  });
});
