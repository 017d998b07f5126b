/** What a response says about the caller's rate limit. */
export interface RateLimit {
  /** Requests allowed in the current window. */
  limit?: number;
  /** Requests left in the current window. */
  remaining?: number;
  /** When the current window resets. */
  resetAt?: Date;
  /** When the server asks the next request to be made (`Retry-After`). */
  retryAfter?: Date;
}

/** Epoch seconds above this are absolute times; below, `ratelimit-reset` is a delay. */
const epochThreshold = 1_000_000_000;

/**
 * Reads the rate-limit headers networks send: `Retry-After` (seconds or an HTTP date),
 * `x-rate-limit-*` (X/Twitter, reset in epoch seconds), `x-ratelimit-*` (GitHub-style, reset in
 * epoch seconds or a delay), and the IETF draft `ratelimit-*` (reset as delay seconds) or its
 * structured `ratelimit` header (`limit=100, remaining=0, reset=30`).
 */
export function parseRateLimit(headers: Headers, now: Date = new Date()): RateLimit {
  const result: RateLimit = {};
  const structured = parseStructured(headers.get('ratelimit'));
  const pick = (name: string): number | undefined =>
    number(headers.get(`x-rate-limit-${name}`)) ??
    number(headers.get(`x-ratelimit-${name}`)) ??
    number(headers.get(`ratelimit-${name}`)) ??
    structured[name];

  const limit = pick('limit');
  if (limit !== undefined) result.limit = limit;
  const remaining = pick('remaining');
  if (remaining !== undefined) result.remaining = remaining;
  const reset = pick('reset');
  if (reset !== undefined) {
    result.resetAt =
      reset >= epochThreshold ? new Date(reset * 1000) : new Date(now.getTime() + reset * 1000);
  }
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  if (retryAfter) result.retryAfter = retryAfter;
  return result;
}

/** Reads `Retry-After`: delay seconds or an HTTP date; `undefined` when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date = new Date()): Date | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return new Date(now.getTime() + Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : new Date(date);
}

function number(value: string | null): number | undefined {
  if (value === null) return undefined;
  // Some servers send a list (`100, 100;w=60`); the first figure is the one in force.
  const first = value.split(',')[0]?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(first)) return undefined;
  return Number(first);
}

function parseStructured(value: string | null): Record<string, number | undefined> {
  const fields: Record<string, number | undefined> = {};
  if (!value) return fields;
  for (const item of value.split(/[,;]/)) {
    const match = /^\s*(limit|remaining|reset|r|t)\s*=\s*(\d+)\s*$/.exec(item);
    if (!match?.[1] || fields[match[1]] !== undefined) continue;
    const key = match[1] === 'r' ? 'remaining' : match[1] === 't' ? 'reset' : match[1];
    fields[key] = Number(match[2]);
  }
  return fields;
}
