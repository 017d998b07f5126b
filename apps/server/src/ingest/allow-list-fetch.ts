/**
 * The crawler's safe client with the operator's allow list in force: CHORUS_FETCH_ALLOW and the
 * list the administrator keeps on the admin screen. The stored list is read by `refresh()`,
 * which the engine calls at every scheduler tick and crawl request — never inside a fetch, which
 * may run while a crawl holds the only connection of an embedded database. A safe client is
 * kept per distinct list.
 */
import { createSafeFetch, type SafeFetch, type SafeFetchOptions } from '@chorus/connector-kit';

/** Settings of {@link createAllowListFetch}. */
export interface AllowListFetchOptions extends Omit<SafeFetchOptions, 'allowAddresses'> {
  /** Always allowed (CHORUS_FETCH_ALLOW). */
  readonly allowAddresses: readonly string[];
  /** Read by `refresh()`: the administrator's entries. */
  readonly moreAllowAddresses: () => Promise<readonly string[]>;
}

/** A safe client whose allow list follows the stored one as of its last `refresh()`. */
export type AllowListFetch = SafeFetch & {
  /** Reads the stored list again; on a failure the last one read stays in force. */
  refresh(): Promise<void>;
};

/** A safe client whose allow list follows the stored one. */
export function createAllowListFetch(options: AllowListFetchOptions): AllowListFetch {
  const { allowAddresses, moreAllowAddresses, ...rest } = options;
  // One client per list seen; the list changes rarely (an administrator's edit), and a crawl in
  // flight keeps the client it started with, so none is closed before close().
  const clients = new Map<string, SafeFetch>();
  let more: readonly string[] = [];
  const clientFor = (): SafeFetch => {
    const list = [...new Set([...allowAddresses, ...more])];
    const key = list.join(',');
    let client = clients.get(key);
    if (!client) {
      client = createSafeFetch({ ...rest, allowAddresses: list });
      clients.set(key, client);
    }
    return client;
  };
  const fetch = (input: string | URL, init?: RequestInit): Promise<Response> =>
    clientFor()(input, init);
  return Object.assign(fetch, {
    refresh: async () => {
      try {
        more = await moreAllowAddresses();
      } catch {
        // Keep the list last read: a database hiccup must not change what crawls may reach.
      }
    },
    close: async () => {
      await Promise.all([...clients.values()].map((client) => client.close()));
      clients.clear();
    },
  });
}
