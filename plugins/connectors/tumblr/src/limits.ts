/**
 * Tumblr's rate limits as its answers state them: `X-Ratelimit-Perhour-*` and
 * `X-Ratelimit-Perday-*` (limit, remaining, and reset in seconds from now) for the consumer key.
 * The window with the fewest calls left is the one that counts, and the one the owner sees.
 */
import type { SourceQuota } from '@chorus/core';
import { z } from 'zod';

/** The tightest window: its calls left, its allowance, and when it starts again (ISO 8601). */
export const limitSchema = z.object({
  remaining: z.number().int(),
  resetAt: z.string(),
  limit: z.number().int().optional(),
  period: z.enum(['hour', 'day']).optional(),
});

/** The tightest window and when it starts again. */
export type TumblrLimit = z.output<typeof limitSchema>;

const headerOf = { hour: 'perhour', day: 'perday' } as const;

function windowOf(headers: Headers, period: 'hour' | 'day', now: Date): TumblrLimit | null {
  const read = (name: string) =>
    Number(headers.get(`x-ratelimit-${headerOf[period]}-${name}`) ?? Number.NaN);
  const remaining = read('remaining');
  const reset = read('reset');
  const limit = read('limit');
  if (!Number.isInteger(remaining) || !Number.isFinite(reset) || reset < 0) return null;
  return {
    remaining,
    resetAt: new Date(now.getTime() + reset * 1000).toISOString(),
    ...(Number.isInteger(limit) ? { limit } : {}),
    period,
  };
}

/** The tightest window an answer's headers describe, or null when they describe none. */
export function limitOf(headers: Headers, now: Date): TumblrLimit | null {
  const windows = [windowOf(headers, 'hour', now), windowOf(headers, 'day', now)].filter(
    (window): window is TumblrLimit => window !== null,
  );
  // Fewest calls left first; of two spent windows, the one that reopens last.
  windows.sort((a, b) =>
    a.remaining !== b.remaining
      ? a.remaining - b.remaining
      : Date.parse(b.resetAt) - Date.parse(a.resetAt),
  );
  return windows[0] ?? null;
}

/** Whether a window is spent and not yet reopened at `now`. */
export function isSpent(limit: TumblrLimit | null | undefined, now: Date): limit is TumblrLimit {
  return (
    limit !== null &&
    limit !== undefined &&
    limit.remaining <= 0 &&
    Date.parse(limit.resetAt) > now.getTime()
  );
}

/** The window as the owner reads it beside the source: calls left of the hour's or the day's. */
export function quotaOf(limit: TumblrLimit): SourceQuota {
  return {
    unit: 'requests',
    period: limit.period === 'day' ? 'day' : 'window',
    limit: limit.limit ?? null,
    remaining: Math.max(0, limit.remaining),
    resetsAt: new Date(limit.resetAt),
  };
}
