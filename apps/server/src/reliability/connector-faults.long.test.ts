/**
 * The misbehaving feed for minutes, left to the scheduler (`npm run test:long`): four failing
 * crawls 10, 20, 40 s apart (then an 80 s wait), three rate-limited ones each after its
 * Retry-After, then recovery at the next crawl.
 */
import { it } from 'vitest';
import { checkConnectorFaults } from './connector-fault-checks.ts';
import { runConnectorFaults, type ConnectorFaultOptions } from './connector-faults.ts';

const options: ConnectorFaultOptions = {
  failingCrawls: 4,
  rateLimitedCrawls: 3,
  retryAfterSeconds: 20,
  drive: 'scheduler',
  stepTimeoutMs: 180_000,
};

it('a feed failing for minutes: backoff, health, recovery', { timeout: 900_000 }, async () => {
  checkConnectorFaults(options, await runConnectorFaults(options));
});
