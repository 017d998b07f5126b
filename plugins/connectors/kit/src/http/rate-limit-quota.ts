/**
 * A source's quota as the owner reads it beside the source: the rate limit a network's
 * headers report (requests left in a window, when it resets), or a daily budget of units the
 * connector counts itself. A connector returns it as `FetchResult.quota`; the server reads the
 * last answer's headers for a connector that returns none.
 */
import { isSourceError, type ConnectorHttp, type SourceQuota } from '@chorus/core';
import { parseRateLimit, type RateLimit } from './rate-limit.ts';

/**
 * The quota a rate limit reports: requests of a window, with the limit worked out from
 * `used + remaining` when the network sends no limit (Reddit). `undefined` when the headers
 * say neither how many requests are allowed nor how many are left.
 */
export function quotaOfRateLimit(limit: RateLimit): SourceQuota | undefined {
  const remaining = limit.remaining ?? null;
  const allowed =
    limit.limit ??
    (limit.used !== undefined && limit.remaining !== undefined
      ? limit.used + limit.remaining
      : null);
  if (remaining === null && allowed === null) return undefined;
  return {
    unit: 'requests',
    period: 'window',
    limit: allowed === null ? null : Math.round(allowed),
    remaining: remaining === null ? null : Math.floor(remaining),
    resetsAt: limit.resetAt ?? null,
  };
}

/** The quota an answer's rate-limit headers report; `undefined` when they report none. */
export function quotaOfHeaders(headers: Headers, now: Date = new Date()): SourceQuota | undefined {
  return quotaOfRateLimit(parseRateLimit(headers, now));
}

/** A daily budget of units: what the connector spent of it today and when it renews. */
export function dailyQuota(budget: {
  readonly limit: number;
  readonly used: number;
  readonly resetsAt: Date;
}): SourceQuota {
  return {
    unit: 'units',
    period: 'day',
    limit: budget.limit,
    remaining: Math.max(0, budget.limit - budget.used),
    resetsAt: budget.resetsAt,
  };
}

/** Remembers the newest quota of a crawl's answers. */
export interface QuotaMeter {
  /** Reads an answer's rate limit (or its headers); answers that report none are ignored. */
  see(answer: RateLimit | Headers): void;
  /** Records a quota read elsewhere (a refusal's). */
  record(quota: SourceQuota): void;
  /** The quota of the newest answer that reported one; `undefined` before any did. */
  readonly quota: SourceQuota | undefined;
}

/**
 * A meter for one crawl: hand it every answer's rate limit (the JSON client's `onRateLimit`)
 * and return `meter.quota` with the crawl's result. The newest answer wins, since it tells
 * what is left after every request made so far.
 */
export function createQuotaMeter(clock: { now(): Date } = { now: () => new Date() }): QuotaMeter {
  let last: SourceQuota | undefined;
  return {
    see(answer) {
      // Duck-typed: answers of the kit's own undici are not instances of the global Headers.
      const seen = isHeaders(answer)
        ? quotaOfHeaders(answer, clock.now())
        : quotaOfRateLimit(answer);
      if (seen) last = seen;
    },
    record(quota) {
      last = quota;
    },
    get quota() {
      return last;
    },
  };
}

function isHeaders(value: RateLimit | Headers): value is Headers {
  return typeof (value as Partial<Headers>).get === 'function';
}

/**
 * `http` that shows every answer's headers to `meter`, refusals (a 429) included: the server
 * wraps a crawl's client with it, so a connector that reports no quota still shows the rate
 * limit its network's headers announce.
 */
export function meteredHttp(http: ConnectorHttp, meter: QuotaMeter): ConnectorHttp {
  return async (input, init) => {
    let response: Response;
    try {
      response = await http(input, init);
    } catch (error) {
      // The kit's client throws on a 429 it may not wait out, with the window's figures.
      if (isSourceError(error) && error.quota) meter.record(error.quota);
      throw error;
    }
    meter.see(response.headers);
    return response;
  };
}
