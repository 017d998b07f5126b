/**
 * The instance's public name and logo (`GET /api/instance`), read once per page and shared by
 * the header and the document title; the admin screen refreshes it after a change.
 */
import { useSyncExternalStore } from 'react';
import { apiRequest } from '../api-client.ts';

/** The instance's name ("Chorus" when none is set) and logo address. */
export interface InstanceInfo {
  readonly name: string;
  readonly logo_url: string | null;
}

const fallback: InstanceInfo = { name: 'Chorus', logo_url: null };
let current: InstanceInfo = fallback;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  return apiRequest<InstanceInfo>('/api/instance').then(
    (info) => {
      current = info;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

/** Reads the name and logo again (after the administrator saved them). */
export function refreshInstanceInfo(): void {
  loading = load();
}

function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  loading ??= load();
  return () => listeners.delete(listener);
}

function subscribeQuietly(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The instance's name and logo; "Chorus" and none until they are read. With `read` false (the
 * public wall, which shows no navbar) nothing is asked of the server.
 */
export function useInstanceInfo(read = true): InstanceInfo {
  return useSyncExternalStore(
    read ? subscribeLoading : subscribeQuietly,
    () => current,
    () => fallback,
  );
}
