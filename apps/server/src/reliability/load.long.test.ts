/**
 * The 60 s load (`npm run test:long`): 500 viewers polling the wall feed and 200 on the live
 * channel of four walls, while RSS feeds that keep growing are crawled and a moderator approves
 * and rejects through the API, against a real server process on PGlite. Zero errors, zero lost
 * approvals, and memory flat: after a full GC at the end, the server's heap is within 32 MiB
 * or 50 % (the larger) of its value after the 15 s warm-up, and its RSS within 128 MiB or 50 %.
 */
import { expect, it } from 'vitest';
import { mib } from './harness.ts';
import { loadFaults, loadFigures, noLoadFaults, runLoad } from './load.ts';

const MiB = 1_048_576;

it('500 pollers and 200 live viewers for 60 s: no error, no lost approval, flat memory', async () => {
  const report = await runLoad({
    durationMs: 60_000,
    warmupMs: 15_000,
    walls: 4,
    pollers: 500,
    viewers: 200,
    pollIntervalMs: 4_000,
    moderationIntervalMs: 250,
    refreshIntervalMs: 2_000,
  });
  console.log('60 s load:', loadFigures(report));
  if (report.errors.length > 0) console.log('errors:', report.errors.slice(0, 30));
  expect(loadFaults(report)).toEqual(noLoadFaults);

  const { warm, end } = report.memory;
  const heapBound = warm.heapUsed + Math.max(32 * MiB, warm.heapUsed * 0.5);
  const rssBound = warm.rss + Math.max(128 * MiB, warm.rss * 0.5);
  console.log('memory bounds (MiB):', { heap: mib(heapBound), rss: mib(rssBound) });
  expect(end.heapUsed).toBeLessThanOrEqual(heapBound);
  expect(end.rss).toBeLessThanOrEqual(rssBound);
});
