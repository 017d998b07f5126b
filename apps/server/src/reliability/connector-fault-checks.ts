/** The assertions shared by the short and the long misbehaving-feed tests. */
import { expect } from 'vitest';
import type { ConnectorFaultOptions, ConnectorFaultReport } from './connector-faults.ts';

/** The crawl interval the runs configure: the first backoff step. */
const intervalSeconds = 10;

/** Checks what the owner saw at each step, and prints the figures. */
export function checkConnectorFaults(
  options: ConnectorFaultOptions,
  report: ConnectorFaultReport,
): void {
  const backoffs = report.failing.map((step) => (step.retryAt ?? 0) - (step.lastErrorAt ?? 0));
  console.log(`misbehaving feed (${options.drive}):`, {
    stretchSeconds: report.stretchSeconds,
    backoffs: backoffs.join(', '),
    failingSeenAt: report.failing.map((step) => step.seenAt).join(', '),
    rateLimitedSeenAt: report.rateLimited.map((step) => step.seenAt).join(', '),
    healedSeenAt: report.healed.seenAt,
    requests: JSON.stringify(report.requests),
  });

  for (const step of report.failing) {
    expect(step.state).toBe('failing');
    expect(step.lastError).toMatch(/answered 500/);
  }
  // The wait doubles after each failure in a row, from the interval: 10, 20, 40...
  // Each backoff says which failure in a row it follows (10·2^(n-1)).
  for (const backoff of backoffs) {
    expect(Number.isInteger(Math.log2(backoff / intervalSeconds))).toBe(true);
  }
  for (let index = 1; index < backoffs.length; index += 1) {
    expect(backoffs[index]).toBeGreaterThan(backoffs[index - 1] as number);
  }
  const failedCrawls = Math.log2((backoffs.at(-1) ?? intervalSeconds) / intervalSeconds) + 1;
  // One crawl tries three times at most (the client's two retries): no hammering.
  expect(report.requests.failing).toBeLessThanOrEqual(3 * failedCrawls);

  for (const step of report.rateLimited) {
    expect(step.state).toBe('rate_limited');
    expect(step.lastError).toMatch(/429/);
    const wait = (step.retryAt ?? 0) - (step.lastErrorAt ?? 0);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(options.retryAfterSeconds + 1);
  }

  if (options.drive === 'scheduler') {
    // Left to the scheduler, every failure was the next in a row (exact doubling) and no
    // crawl came before the previous step's retryAt.
    backoffs.forEach((backoff, index) => expect(backoff).toBe(intervalSeconds * 2 ** index));
    const steps = [...report.failing, ...report.rateLimited];
    for (let index = 1; index < steps.length; index += 1) {
      expect(steps[index]?.lastErrorAt).toBeGreaterThanOrEqual(steps[index - 1]?.retryAt ?? 0);
    }
  }

  expect(report.healed).toMatchObject({ state: 'ok', lastError: null, retryAt: null });
}
