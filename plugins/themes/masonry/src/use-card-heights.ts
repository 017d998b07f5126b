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

/** Widths closer than this are the same card width (a browser's flow and the engine's sums). */
const sameWidth = 1;

/**
 * Heights by post and width, and a `version` that changes when a measurement differs from the
 * layout. `drawn()` lists the cards of the last commit; they are measured after each commit
 * and whenever one of them resizes.
 */
export function useCardHeights(drawn: () => readonly DrawnCard[]) {
  // Per post: the heights measured at each card width.
  const heights = useRef(new Map<string, { width: number; height: number }[]>());
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(drawn);
  latest.current = drawn;

  const measure = useCallback(() => {
    let changed = false;
    for (const drawn of latest.current()) {
      // Kept at the width the card has on screen (in normal flow, the browser's own).
      const box = drawn.element.getBoundingClientRect();
      const card = { ...drawn, width: box.width };
      const height = box.height;
      if (Math.abs(height - card.height) > 0.5) {
        const kept = (heights.current.get(card.id) ?? []).filter(
          (entry) => Math.abs(entry.width - card.width) >= sameWidth,
        );
        heights.current.set(card.id, [...kept.slice(-3), { width: card.width, height }]);
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
    (id: string, width: number) =>
      heights.current.get(id)?.find((entry) => Math.abs(entry.width - width) < sameWidth)?.height,
    [],
  );
  const observe = useCallback((element: HTMLElement) => observer.current?.observe(element), []);
  const unobserve = useCallback((element: HTMLElement) => observer.current?.unobserve(element), []);
  return { version, get, observe, unobserve };
}
