/** What a response says about the caller's rate limit. */
export interface RateLimit {
  /** Requests allowed in the current window. */
  limit?: number;
  /** Requests left in the current window. */
  remaining?: number;
  /** Requests made in the current window (`x-ratelimit-used`, as Reddit sends). */
  used?: number;
  /** When the current window resets. */
  resetAt?: Date;
  /** When the server asks the next request to be made (`Retry-After`). */
  retryAfter?: Date;
}

/** Epoch seconds above this are absolute times; below, `ratelimit-reset` is a delay. */
const epochThreshold = 1_000_000_000;
/** Above this a reset is in epoch milliseconds (some gateways), not seconds. */
const epochMillisThreshold = 100_000_000_000;

/**
 * Reads the rate-limit headers networks send: `Retry-After` (seconds, an HTTP date or an ISO
 * 8601 date), `x-rate-limit-*` (X/Twitter, reset in epoch seconds), `x-ratelimit-*` (GitHub-style,
 * reset in epoch seconds or a delay; Mastodon sends an ISO 8601 date), and the IETF draft
 * `ratelimit-*` (reset as delay seconds) or its structured `ratelimit` header
 * (`limit=100, remaining=0, reset=30`). A reset in epoch milliseconds is read as such.
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
  const used = pick('used');
  if (used !== undefined) result.used = used;
  const reset = pick('reset');
  if (reset !== undefined) result.resetAt = resetTime(reset, now);
  else {
    const dated = isoDate(headers.get('x-ratelimit-reset') ?? headers.get('x-rate-limit-reset'));
    if (dated) result.resetAt = dated;
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

/**
 * The one time a network allows the next request, from whatever headers it sent: `Retry-After`
 * when present, else the window's reset — but the reset only when the window is spent
 * (`remaining` 0) or the answer is a 429, since a reset with requests left is no reason to wait.
 * `null` when the headers say nothing. This is what a `rate_limited` SourceError's `retryAt` is.
 */
export function resumesAt(
  headers: Headers,
  options: { readonly now?: Date; readonly status?: number } = {},
): Date | null {
  const limit = parseRateLimit(headers, options.now);
  if (limit.retryAfter) return limit.retryAfter;
  const spent = limit.remaining === 0 || options.status === 429;
  return spent ? (limit.resetAt ?? null) : null;
}

function resetTime(reset: number, now: Date): Date {
  if (reset >= epochMillisThreshold) return new Date(reset);
  if (reset >= epochThreshold) return new Date(reset * 1000);
  return new Date(now.getTime() + reset * 1000);
}

/** An ISO 8601 date-time with a time zone (`2025-06-01T12:05:00.000Z`), else undefined. */
function isoDate(value: string | null): Date | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())) {
    return undefined;
  }
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : new Date(time);
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
