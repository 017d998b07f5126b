/**
 * What `react` resolves to in the public wall's entry (vite.wall.config.ts): preact/compat, with
 * one correction. compat's `useSyncExternalStore` ignores `getServerSnapshot`, so while a
 * server-drawn wall hydrates it would read the browser's value (window width, user agent,
 * frame) where React reads the server's: the first render would differ from the HTML, and
 * Preact, which does not patch attributes while hydrating, would keep the server's layout under
 * a tree that believes otherwise. Here, while {@link hydrating} is set, the server snapshot is
 * read; compat's own effect then sees the browser's value after hydration and re-renders, as
 * React does.
 */
import { useSyncExternalStore as compatSyncExternalStore } from 'preact/compat';

// @ts-expect-error compat's types declare `export =`; the module itself is ESM with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

let hydrating = false;

/** Runs `hydrate` (synchronous under Preact) with server snapshots in force. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** React's signature; the server snapshot while hydrating, else the browser's. */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const read = () => (hydrating && getServerSnapshot ? getServerSnapshot() : getSnapshot());
  return compatSyncExternalStore(subscribe, read);
}
