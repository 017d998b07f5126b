import { legacyPinMultiplier } from './constants.ts';

/**
 * A `created` above this many times the current time (in seconds) is a legacy pinned value
 * (created × 10) or a millisecond value; real post times are never that far in the future.
 */
export const implausibleTimestampFactor = 5;

/**
 * The creation time to store for a post, in unix seconds: 0 (or missing) becomes `now`, and a
 * value larger than {@link implausibleTimestampFactor} × `now` is divided by 10 until plausible.
 */
export function normalizeCreatedAt(created: number | null | undefined, nowSeconds: number): number {
  if (!created || !Number.isFinite(created) || created <= 0) return Math.floor(nowSeconds);
  if (nowSeconds <= 0) return Math.floor(created);
  let value = created;
  while (value > nowSeconds * implausibleTimestampFactor) value /= legacyPinMultiplier;
  return Math.floor(value);
}

/** The current time in unix seconds. */
export function unixNow(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}
