import { createSafeFetch, type SafeFetch } from '../http/safe-fetch.ts';
import type { SafeFetchOptions } from '../http/options.ts';

/**
 * The safe client as a connector test wants it: allowed to reach fake networks on 127.0.0.1
 * (explicitly, as a test must), with near-instant retry backoff. Everything else about it is the
 * production client, so the test exercises the real redirect, size and rate-limit handling.
 */
export function createFixtureFetch(options: SafeFetchOptions = {}): SafeFetch {
  return createSafeFetch({
    retryBaseMs: 1,
    ...options,
    allowAddresses: ['127.0.0.1/32', ...(options.allowAddresses ?? [])],
  });
}
