/**
 * Whether the screen is narrow (a phone: 600 CSS px wide or less), where moderation shows one
 * post at a time; kept current as the window turns or resizes.
 */
import { useSyncExternalStore } from 'react';

/** The media query of a narrow screen, also moderation.css's breakpoint. */
export const narrowScreenQuery = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(narrowScreenQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia?.(narrowScreenQuery).matches ?? false;

/** True on a narrow screen; false where there is no window. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
