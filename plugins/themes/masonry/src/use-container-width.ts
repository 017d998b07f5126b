/** The content width of the wall's container, read before paint so the first frame is right. */
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width without padding, in px (0 until mounted). Read after every commit, so
 * a scrollbar that appears because the wall got taller is taken into account before the
 * browser paints, and watched with a ResizeObserver for window and frame resizes.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) setWidth(contentWidth(element));
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(contentWidth(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  return Math.max(0, element.clientWidth - (Number.isFinite(padding) ? padding : 0));
}
