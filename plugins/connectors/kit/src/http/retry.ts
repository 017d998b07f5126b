import { setTimeout as sleep } from 'node:timers/promises';

/** Statuses worth asking again after a pause: 429 always, 5xx for idempotent methods. */
export function isRetryableStatus(status: number, idempotent = true): boolean {
  return status === 429 || (idempotent && status >= 500 && status <= 599);
}

/**
 * Backoff before retry number `attempt` (0-based): `base * 2^attempt`, jittered down by up to
 * half so that many crawlers failing together do not come back together.
 */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random) {
  const step = baseMs * 2 ** attempt;
  return Math.round(step / 2 + (step / 2) * random());
}

/** Waits, or rejects as soon as the signal aborts. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal });
}
