/**
 * Browser facts the wall's render reads, safe in a server render: the server, and the client
 * while it hydrates, see the server's value, so both draw the same HTML; right after hydration
 * the client re-renders with the browser's own value.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** `navigator.userAgent`; '' (a desktop browser) on the server and while hydrating. */
export function useUserAgent(): string {
  return useSyncExternalStore(
    never,
    () => navigator.userAgent,
    () => '',
  );
}

/** Whether the page is inside a frame; false on the server and while hydrating. */
export function useFramed(): boolean {
  return useSyncExternalStore(
    never,
    () => window.self !== window.top,
    () => false,
  );
}
