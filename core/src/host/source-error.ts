/**
 * What a connector throws when a crawl cannot go on. The crawl engine turns its kind into the
 * source's health, so the owner sees why a feed stopped (the spec's "Token expired..." link for
 * `needs_reauth`, a wait for `rate_limited`).
 */
import type { SourceQuota } from './plugin.ts';

/** Why a source could not be crawled. */
export type SourceErrorKind =
  /** The network refused the credentials (401/403): the owner must reconnect. */
  | 'needs_reauth'
  /** The network asked us to wait; `retryAt` says until when. */
  | 'rate_limited'
  /** What the owner typed does not exist or is not a feed (404, not XML...). */
  | 'invalid_source'
  /** Anything else: network errors, 5xx, malformed answers. Retried with backoff. */
  | 'failing';

/** A crawl failure with a kind the engine understands and a message an owner can read. */
export class SourceError extends Error {
  override readonly name = 'SourceError';

  constructor(
    /** Why the crawl failed. */
    readonly kind: SourceErrorKind,
    message: string,
    /** For `rate_limited`: when the network allows the next request. */
    readonly retryAt: Date | null = null,
    options?: { cause?: unknown; quota?: SourceQuota },
  ) {
    super(message, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.quota = options?.quota ?? null;
  }

  /** The quota the crawl stopped under (a spent daily budget), shown beside the source. */
  readonly quota: SourceQuota | null;
}

/** Whether a value is a SourceError (also across module copies). */
export function isSourceError(error: unknown): error is SourceError {
  return error instanceof Error && error.name === 'SourceError' && 'kind' in error;
}
