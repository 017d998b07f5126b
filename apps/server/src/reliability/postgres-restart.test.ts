/**
 * PostgreSQL restarted under load, on a private cluster (never the machine's shared server):
 * the server reconnects by itself, every request ends (with a result or an error) instead of
 * hanging, and no approval it acknowledged is lost to viewers (by their live event, or by the
 * feed's head they reload on `resync`) or the feed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadFigures, runLoad } from './load.ts';
import {
  privateClusterUnavailable,
  startPrivateCluster,
  type PrivateCluster,
} from './private-postgres.ts';

const unavailable = privateClusterUnavailable();
let cluster: PrivateCluster | undefined;

beforeAll(async () => {
  if (!unavailable) cluster = await startPrivateCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.dispose();
});

it.skipIf(unavailable)(
  'the server rides out a PostgreSQL restart mid-load',
  { timeout: 300_000 },
  async () => {
    const database = cluster as PrivateCluster;
    let restarted = false;
    const report = await runLoad({
      databaseEnv: { DATABASE_URL: database.url },
      durationMs: 15_000,
      warmupMs: 3_000,
      walls: 2,
      pollers: 20,
      viewers: 10,
      pollIntervalMs: 500,
      moderationIntervalMs: 200,
      refreshIntervalMs: 1_000,
      callTimeoutMs: 60_000,
      deliveryWaitMs: 15_000,
      duringLoad: async () => {
        await database.stop();
        // Requests keep arriving while the database is down.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await database.start();
        restarted = true;
      },
    });
    console.log('PostgreSQL restart under load:', loadFigures(report));
    if (report.errors.length > 0) console.log('errors while down:', report.errors.slice(0, 20));
    expect(restarted).toBe(true);
    // While the database is down a request may fail, but with an answer, not a hang or a cut.
    expect(report.hung).toEqual([]);
    expect(report.errors.filter((line) => !/→ 5\d\d /.test(line))).toEqual([]);
    expect(report.viewerDrops).toEqual([]);
    expect(report.approvals).toBeGreaterThan(0);
    // No acknowledged approval is lost: every one is in the feed, and pollers saw it.
    expect(report.missingFromFeed).toEqual([]);
    expect(report.unseenByPollers).toEqual([]);
    // Approvals made while the LISTEN connection reconnects never travel by NOTIFY; the
    // `resync` frame sent once it listens again makes every viewer reload the feed's head.
    // Every viewer has every approval, by its live event or by that reload.
    expect(report.lostToViewers).toEqual([]);
  },
);

it.skipIf(!unavailable)(`PostgreSQL restart: skipped, ${unavailable ?? ''}`, () => {});
