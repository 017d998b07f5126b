/**
 * How a crawl's end becomes a source's health, and when a source is crawled next: the owner
 * reads the health beside the source to learn why a feed stopped.
 */
import { isSourceError, type SourceHealth } from '@chorus/core';
import type { SourceStatus } from '@chorus/core';
import type { CrawlSettings } from './deps.ts';
import { unixSeconds } from './source-model.ts';

/** The health of a source whose last crawl went well. */
export const healthyState: SourceHealth = {
  state: 'ok',
  lastError: null,
  lastErrorAt: null,
  retryAt: null,
};

/** Reasons shown at most in a health's message; the log has every one. */
const maxSkipReasons = 3;

/**
 * The health of a crawl that stored what it could but skipped bad items: still `ok`, with
 * the reasons as its last error so the owner learns which items are missing and why.
 */
export function skippedItemsHealth(reasons: readonly string[], at: number): SourceHealth {
  const shown = reasons.slice(0, maxSkipReasons).join('; ');
  const more =
    reasons.length > maxSkipReasons ? `; and ${reasons.length - maxSkipReasons} more` : '';
  const count = reasons.length === 1 ? '1 item was' : `${reasons.length} items were`;
  return {
    state: 'ok',
    lastError: `${count} skipped: ${shown}${more}.`,
    lastErrorAt: at,
    retryAt: null,
  };
}

/** What the engine tells the owner when the error is not one it understands. */
export const unexpectedErrorMessage =
  'The crawl failed unexpectedly; the server log has the details. Chorus will try again.';

/** A failed crawl's verdict: the new health, and a status change when the owner must act. */
export interface FailureVerdict {
  health: SourceHealth;
  status?: SourceStatus;
  /** Whether the error was one the engine did not expect (logged with its stack). */
  unexpected: boolean;
}

/**
 * Reads a crawl failure. A SourceError says what happened: `needs_reauth` stops the source
 * until the owner reconnects, `rate_limited` waits until `retryAt`, anything else is
 * `failing` and retried after an exponential backoff (the crawl interval, doubling after each
 * failure in a row, at most `maxBackoffSeconds`).
 */
export function failureVerdict(
  error: unknown,
  previous: SourceHealth,
  now: Date,
  settings: CrawlSettings,
  timedOut: boolean,
): FailureVerdict {
  const at = unixSeconds(now);
  if (timedOut) {
    const message = `The crawl took longer than ${Number((settings.crawlTimeoutMs / 1000).toFixed(1))} s and was stopped.`;
    return { health: failing(message, previous, at, settings), unexpected: false };
  }
  if (!isSourceError(error)) {
    return { health: failing(unexpectedErrorMessage, previous, at, settings), unexpected: true };
  }
  switch (error.kind) {
    case 'needs_reauth':
      return {
        health: { state: 'needs_reauth', lastError: error.message, lastErrorAt: at, retryAt: null },
        status: 'needs_reauth',
        unexpected: false,
      };
    case 'rate_limited': {
      const retryAt = error.retryAt
        ? unixSeconds(error.retryAt)
        : at + settings.crawlIntervalSeconds;
      return {
        health: { state: 'rate_limited', lastError: error.message, lastErrorAt: at, retryAt },
        unexpected: false,
      };
    }
    default:
      return { health: failing(error.message, previous, at, settings), unexpected: false };
  }
}

function failing(
  message: string,
  previous: SourceHealth,
  at: number,
  settings: CrawlSettings,
): SourceHealth {
  return {
    state: 'failing',
    lastError: message,
    lastErrorAt: at,
    retryAt: at + nextBackoffSeconds(previous, settings),
  };
}

/** The wait before the next try: the interval, or twice the previous wait of a failing run. */
export function nextBackoffSeconds(previous: SourceHealth, settings: CrawlSettings): number {
  const base = settings.crawlIntervalSeconds;
  const last =
    previous.state === 'failing' && previous.retryAt !== null && previous.lastErrorAt !== null
      ? previous.retryAt - previous.lastErrorAt
      : 0;
  return Math.min(settings.maxBackoffSeconds, last > 0 ? last * 2 : base);
}
