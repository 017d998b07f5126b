/** The content width of the wall's container, read before paint so the first frame is right. */
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width without padding, in px. Until the element is mounted and measured it is
 * `initialWidth` (0 by default; a theme that lays out on the server passes the width its first
 * layout assumes, so the server HTML and the hydrating render agree). Read after every commit,
 * so a scrollbar that appears because the wall got taller is taken into account before the
 * browser paints, and watched with a ResizeObserver for window and frame resizes. Never reads
 * the DOM during render, so it is safe in a server render.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, initialWidth = 0): number {
  const [width, setWidth] = useState(initialWidth);
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
