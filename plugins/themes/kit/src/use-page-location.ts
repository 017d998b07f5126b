/** The page's path and query, read without touching `window` during a server render. */
import { useSyncExternalStore } from 'react';

/** A page address as the kit needs it. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * `window.location`'s path and query, followed across history navigation. In a server render,
 * and while the client hydrates, it is `server` (the address the server answered), so the HTML
 * and the hydrating render agree.
 */
export function usePageLocation(
  server: PageLocation = { pathname: '/', search: '' },
): PageLocation {
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => server.pathname,
  );
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => server.search,
  );
  return { pathname, search };
}
