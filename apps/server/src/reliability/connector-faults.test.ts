/**
 * A feed answering 500s, then 429s with Retry-After, then healing, with the crawls asked for
 * through the refresh route (a few seconds). The scheduler-driven run of minutes is
 * connector-faults.long.test.ts (`npm run test:long`).
 */
import { it } from 'vitest';
import { checkConnectorFaults } from './connector-fault-checks.ts';
import { runConnectorFaults, type ConnectorFaultOptions } from './connector-faults.ts';

const options: ConnectorFaultOptions = {
  failingCrawls: 3,
  rateLimitedCrawls: 2,
  retryAfterSeconds: 60,
  drive: 'refresh',
  stepTimeoutMs: 60_000,
};

it(
  'a failing, then rate-limited feed: backoff, health, recovery',
  { timeout: 300_000 },
  async () => {
    checkConnectorFaults(options, await runConnectorFaults(options));
  },
);
