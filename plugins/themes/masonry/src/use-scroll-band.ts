/** The band of the wall around the viewport, for a virtualized wall. */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { bandAround, sameIndexes, type Band } from './band.ts';

/** Snap of the band, in px: scrolling less than this re-renders nothing. */
const bandSnapPx = 200;

function same(a: Band | null, b: Band): boolean {
  return a !== null && a.top === b.top && a.bottom === b.bottom;
}

/**
 * The part of the container (px from its top) within one viewport height of what is on
 * screen, followed while the page scrolls; null when `enabled` is false. Read once a frame at
 * most (a passive scroll listener schedules one animation frame), and the band changes only
 * when `cardsIn` (the cards of the current layout in a band) finds other cards in the new
 * one: scrolling within the same cards re-renders nothing.
 */
export function useScrollBand(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  cardsIn: (band: Band) => readonly number[],
): Band | null {
  const [band, setBand] = useState<Band | null>(null);
  const select = useRef(cardsIn);
  select.current = cardsIn;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setBand(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = -element.getBoundingClientRect().top;
      const next = bandAround(top, window.innerHeight, window.innerHeight, bandSnapPx);
      setBand((current) =>
        same(current, next) ||
        (current !== null && sameIndexes(select.current(current), select.current(next)))
          ? current
          : next,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref, enabled]);
  return band;
}
