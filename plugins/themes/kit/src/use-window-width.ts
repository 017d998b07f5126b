/** The window's inner width, kept current on resize: the kit's one window size hook. */
import { useSyncExternalStore } from 'react';

/**
 * The width a server render assumes for the window (and the first client render while it
 * hydrates): a common desktop window. The client corrects it right after hydration.
 */
export const serverWindowWidth = 1280;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * `window.innerWidth`, updated when the window is resized. Safe in a server render: there, and
 * while hydrating, it is {@link serverWindowWidth}, so the HTML and the first client render agree.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => serverWindowWidth,
  );
}
