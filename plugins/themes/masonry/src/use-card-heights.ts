/**
 * Measured card heights: every card the wall draws is measured before paint and its height
 * kept (per post and card width), so the layout uses real heights from then on and a card that
 * scrolls out of a virtualized window and back comes back where it was.
 */
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';

/** A drawn card: its element and the height the layout gave it. */
export interface DrawnCard {
  readonly id: string;
  readonly element: HTMLElement;
  readonly width: number;
  readonly height: number;
}

const heightKey = (id: string, width: number) => `${id}@${Math.round(width * 10)}`;

/**
 * Heights by post and width, and a `version` that changes when a measurement differs from the
 * layout. `drawn()` lists the cards of the last commit; they are measured after each commit
 * and whenever one of them resizes.
 */
export function useCardHeights(drawn: () => readonly DrawnCard[]) {
  const heights = useRef(new Map<string, number>());
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(drawn);
  latest.current = drawn;

  const measure = useCallback(() => {
    let changed = false;
    for (const card of latest.current()) {
      const height = card.element.getBoundingClientRect().height;
      if (Math.abs(height - card.height) > 0.5) {
        heights.current.set(heightKey(card.id, card.width), height);
        changed = true;
      }
    }
    if (changed) bump();
  }, []);

  // Measured in a layout effect: a corrected layout is drawn before the browser paints.
  useLayoutEffect(measure);

  const observer = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    for (const card of latest.current()) observer.current.observe(card.element);
    return () => observer.current?.disconnect();
  }, [measure]);

  const get = useCallback(
    (id: string, width: number) => heights.current.get(heightKey(id, width)),
    [],
  );
  const observe = useCallback((element: HTMLElement) => observer.current?.observe(element), []);
  const unobserve = useCallback((element: HTMLElement) => observer.current?.unobserve(element), []);
  return { version, get, observe, unobserve };
}
