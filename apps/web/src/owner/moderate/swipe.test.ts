import { describe, expect, it } from 'vitest';
import { shownIndex, swipeDecision, swipeHint, swipeThreshold } from './swipe.ts';

describe('the one-at-a-time swipe', () => {
  it('decides past a quarter of the card, 80 px at least', () => {
    expect(swipeThreshold(200)).toBe(80);
    expect(swipeThreshold(400)).toBe(100);
    expect(swipeDecision(120, 10, 400)).toBe('right');
    expect(swipeDecision(-120, 10, 400)).toBe('left');
    expect(swipeDecision(90, 0, 400)).toBeNull();
    expect(swipeDecision(-79, 0, 200)).toBeNull();
  });

  it('takes a mostly vertical drag for a scroll', () => {
    expect(swipeDecision(150, 120, 400)).toBeNull();
    expect(swipeHint(60, 100, 400)).toBeNull();
  });

  it('hints a third of the way, armed once letting go decides', () => {
    expect(swipeHint(20, 0, 400)).toBeNull();
    expect(swipeHint(-40, 0, 400)).toEqual({ direction: 'left', armed: false });
    expect(swipeHint(110, 0, 400)).toEqual({ direction: 'right', armed: true });
  });

  it('shows the current post where it is listed, else the first', () => {
    expect(shownIndex(['a', 'b'], 'b')).toBe(1);
    expect(shownIndex(['a', 'b'], 'gone')).toBe(0);
    expect(shownIndex([], null)).toBe(0);
  });
});
