/** The band of the wall around the viewport, for a virtualized wall. */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { bandAround, type Band } from './layout.ts';

/** Snap of the band, in px: scrolling less than this re-renders nothing. */
const bandSnapPx = 200;

function same(a: Band | null, b: Band): boolean {
  return a !== null && a.top === b.top && a.bottom === b.bottom;
}

/**
 * The part of the container (px from its top) within one viewport height of what is on
 * screen, followed while the page scrolls; null when `enabled` is false.
 */
export function useScrollBand(ref: RefObject<HTMLElement | null>, enabled: boolean): Band | null {
  const [band, setBand] = useState<Band | null>(null);
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
      setBand((current) => (same(current, next) ? current : next));
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
