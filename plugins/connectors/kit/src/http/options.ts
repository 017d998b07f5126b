import type { SafeLookup } from './guarded-agent.ts';

/** The User-Agent sent when the caller sets none: says who fetches and where to complain. */
export const defaultUserAgent =
  'Chorus/0.1 (+https://github.com/chorus-wall/chorus) social wall fetcher';

/** How a safe client behaves. Every limit has a default; the allow list has none on purpose. */
export interface SafeFetchOptions {
  /** User-Agent header for requests that set none. */
  userAgent?: string;
  /** Total time for one call (redirects, retries and the body included); default 15 000 ms. */
  timeoutMs?: number;
  /** Largest body accepted, counted after decompression; default 10 MB. */
  maxBodyBytes?: number;
  /** Redirects followed before giving up; default 5. */
  maxRedirects?: number;
  /** Retries after a network error, a 5xx or a 429; default 2. */
  retries?: number;
  /** First backoff step; each retry doubles it, with jitter. Default 500 ms. */
  retryBaseMs?: number;
  /**
   * Longest wait a `Retry-After` or rate-limit reset may impose before a retry; a longer one
   * ends the call at once (a 429 as `rate_limited` with its `retryAt`). Default 10 000 ms.
   */
  maxRetryWaitMs?: number;
  /**
   * CIDR ranges reachable even though private or local, e.g. `['127.0.0.1/32']` for a test's
   * own fixture server or `['10.20.0.0/16']` for an intranet. Explicit configuration only: the
   * default is empty.
   */
  allowAddresses?: string[];
  /** DNS resolver used instead of the system's (tests use it to play DNS). */
  lookup?: SafeLookup;
  /**
   * Extra trusted certificate authorities (PEM), added to Node's default roots: for an
   * intranet's private CA, or a test's own certificate.
   */
  ca?: string[];
}

/** Options with their defaults filled in. */
export type SafeFetchSettings = Required<
  Omit<SafeFetchOptions, 'lookup' | 'allowAddresses' | 'ca'>
>;

/** Fills in the defaults; rejects limits that make no sense. */
export function resolveOptions(options: SafeFetchOptions): SafeFetchSettings {
  const settings: SafeFetchSettings = {
    userAgent: options.userAgent ?? defaultUserAgent,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBodyBytes: options.maxBodyBytes ?? 10 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    retries: options.retries ?? 2,
    retryBaseMs: options.retryBaseMs ?? 500,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 10_000,
  };
  for (const [name, value] of Object.entries(settings)) {
    if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0)) {
      throw new Error(`createSafeFetch: ${name} must be a non-negative number.`);
    }
  }
  return settings;
}
