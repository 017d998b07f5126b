/** Full screen for one element: whether it is, and a toggle. */
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Tracks and toggles full screen on `target`. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    // A refused request (a frame without allowfullscreen) leaves the wall as it is.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [target]);
  return { active, toggle };
}
