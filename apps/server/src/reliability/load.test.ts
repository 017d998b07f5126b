/**
 * A short load run against a real server process (the 60 s one with 500 pollers and 200 live
 * viewers is load.long.test.ts, under `npm run test:long`): every answer 2xx/304, every
 * approval reaches every viewer and the feed, rejections too.
 */
import { expect, it } from 'vitest';
import { loadFaults, loadFigures, noLoadFaults, runLoad } from './load.ts';

it(
  'serves pollers and live viewers while crawls and moderation run',
  { timeout: 240_000 },
  async () => {
    const report = await runLoad({
      durationMs: 8_000,
      warmupMs: 3_000,
      walls: 2,
      pollers: 40,
      viewers: 20,
      pollIntervalMs: 1_000,
      moderationIntervalMs: 200,
      refreshIntervalMs: 1_000,
    });
    console.log('short load:', loadFigures(report));
    expect(loadFaults(report)).toEqual(noLoadFaults);
  },
);
