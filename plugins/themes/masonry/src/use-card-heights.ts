/**
 * Measured card heights: every card the wall draws is measured before paint and its height
 * kept (per post and card width), so the layout uses real heights from then on and a card that
 * scrolls out of a virtualized window and back comes back where it was.
 */
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';

/** A drawn card: its element and the height the layout gave it. */
export interface DrawnCard {
  readonly id: string;
  /** The post drawn (a post edited live is a new object, measured again). */
  readonly post: object;
  readonly element: HTMLElement;
  readonly width: number;
  readonly height: number;
}

/** Widths closer than this are the same card width (a browser's flow and the engine's sums). */
const sameWidth = 1;

/**
 * Heights by post and width, and a `version` that changes when a measurement differs from the
 * layout; `changedSince(version)` names the posts whose height changed after that version, so
 * the layout is redone from the first of them only. `drawn()` lists the cards of the last
 * commit; they are measured after each commit and whenever one of them resizes.
 */
export function useCardHeights(drawn: () => readonly DrawnCard[]) {
  // Per post: the heights measured at each card width.
  const heights = useRef(new Map<string, { width: number; height: number }[]>());
  // The posts measured to a new height, with the version that measurement made.
  const changes = useRef<{ version: number; id: string }[]>([]);
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(drawn);
  latest.current = drawn;
  const versionNow = useRef(version);
  versionNow.current = version;

  // What each element was last measured for: its post and the width the layout gave it.
  const measuredFor = useRef(new WeakMap<HTMLElement, { post: object; width: number }>());

  /**
   * Measures the drawn cards that are new, show another post or got another width since they
   * were last measured (after a commit), or the ones that resized (`resized`, from the
   * ResizeObserver). The other cards keep their measurement: a card that did not change is not
   * read again, so a commit that only adds a few cards reads only those.
   */
  const measure = useCallback((resized?: ReadonlySet<Element>) => {
    let changed = false;
    for (const drawn of latest.current()) {
      const last = measuredFor.current.get(drawn.element);
      const fresh = last !== undefined && last.post === drawn.post && last.width === drawn.width;
      if (resized ? !resized.has(drawn.element) : fresh) continue;
      measuredFor.current.set(drawn.element, { post: drawn.post, width: drawn.width });
      // Kept at the width the card has on screen (in normal flow, the browser's own).
      const box = drawn.element.getBoundingClientRect();
      const card = { ...drawn, width: box.width };
      const height = box.height;
      if (Math.abs(height - card.height) > 0.5) {
        const kept = (heights.current.get(card.id) ?? []).filter(
          (entry) => Math.abs(entry.width - card.width) >= sameWidth,
        );
        heights.current.set(card.id, [...kept.slice(-3), { width: card.width, height }]);
        changes.current.push({ version: versionNow.current + 1, id: card.id });
        changed = true;
      }
    }
    if (changed) bump();
  }, []);

  // Measured in a layout effect: a corrected layout is drawn before the browser paints.
  useLayoutEffect(() => measure());

  const observer = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver((entries) =>
      measure(new Set(entries.map((entry) => entry.target))),
    );
    for (const card of latest.current()) observer.current.observe(card.element);
    return () => observer.current?.disconnect();
  }, [measure]);

  const get = useCallback(
    (id: string, width: number) =>
      heights.current.get(id)?.find((entry) => Math.abs(entry.width - width) < sameWidth)?.height,
    [],
  );
  const changedSince = useCallback((since: number): string[] => {
    const ids: string[] = [];
    const list = changes.current;
    for (let at = list.length - 1; at >= 0 && list[at]!.version > since; at -= 1) {
      ids.push(list[at]!.id);
    }
    return ids;
  }, []);
  const observe = useCallback((element: HTMLElement) => observer.current?.observe(element), []);
  const unobserve = useCallback((element: HTMLElement) => observer.current?.unobserve(element), []);
  return { version, get, changedSince, observe, unobserve };
}
