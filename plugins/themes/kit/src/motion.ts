/**
 * What an auto-moving theme (slider autoscroll, waterfall, realtime grid) asks before it moves,
 * and the window area a full-window theme fills: the kit's one copy of each.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion; false where there is no window. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.(reducedMotionQuery).matches ?? false;
}

/**
 * {@link prefersReducedMotion}, kept current when the visitor changes it. False on the server
 * and while hydrating (so both draw the same HTML), then the browser's answer.
 */
export function usePrefersReducedMotion(): boolean {
  const [still, setStill] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(reducedMotionQuery);
    setStill(prefersReducedMotion());
    if (!query) return;
    const onChange = () => setStill(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return still;
}

/** A window area in CSS px. */
export interface WindowArea {
  readonly width: number;
  readonly height: number;
}

const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The part of the window from the top of `ref`'s element down: the page's width and the height
 * below the element, kept current on resize. `first` is what the server render (and the render
 * that hydrates it) assumes; the real area is measured before the browser paints.
 */
export function useWindowAreaBelow(
  ref: RefObject<HTMLElement | null>,
  first: WindowArea,
): WindowArea {
  const [area, setArea] = useState<WindowArea>(first);
  useClientLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setArea({
        width: document.documentElement.clientWidth,
        height: Math.max(0, window.innerHeight - Math.max(0, top)),
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return area;
}
