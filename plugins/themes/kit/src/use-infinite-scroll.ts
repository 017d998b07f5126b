/** Infinite scroll on desktop: asks for more when the page bottom comes within `offset` px. */
import { useEffect, useRef } from 'react';

/**
 * Calls `onNearEnd` when the bottom of the page is within `offsetPx` of the viewport (core's
 * infiniteScrollOffset: 1100 on desktop; -1 on mobile turns it off for the 'More Posts' button).
 */
export function useInfiniteScroll(offsetPx: number, enabled: boolean, onNearEnd: () => void) {
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;
  useEffect(() => {
    if (!enabled || offsetPx < 0) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const root = document.documentElement;
      const remaining = root.scrollHeight - (window.scrollY + window.innerHeight);
      if (remaining <= offsetPx) callback.current();
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [offsetPx, enabled]);
}
