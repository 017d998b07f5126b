/**
 * The orphan sweep is scheduled daily on pg-boss's cron: the media jobs register it in
 * pg-boss's schedule table, and a job sent to its queue runs the sweep (no waiting for 03:17).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PluginHost } from '@chorus/core/host';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeSql } from '../db/execute-sql.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated } from '../db/testing-fixtures.ts';
import { pgBossOverKysely } from '../ingest/boss-db.ts';
import { silentLogger } from '../ingest/deps.ts';
import { startCrawlQueue, defaultQueueTuning } from '../ingest/queue.ts';
import { startMediaJobs } from './jobs.ts';
import { localMediaStore } from './store.ts';
import { mediaSweepCron, mediaSweepQueueName, startMediaSweepSchedule } from './sweep-schedule.ts';

describe.each(testDatabases())('the daily media sweep on $name', (target) => {
  let database: ChorusDatabase;

  beforeAll(async () => {
    database = await openMigrated(target);
    // pg-boss's schema, as the crawl queue creates it at every start.
    const crawl = await startCrawlQueue(database.db, defaultQueueTuning(60), silentLogger);
    await crawl.stop(1000);
  });
  afterAll(async () => {
    await database?.close();
  });

  const schedules = async () =>
    (
      await executeSql<{ name: string; cron: string; timezone: string }>(
        database.db,
        `select name, cron, timezone from pgboss.schedule where name = $1`,
        [mediaSweepQueueName],
      )
    ).rows;

  it('is registered with pg-boss by the media jobs, once a day in UTC', async () => {
    const jobs = await startMediaJobs({
      db: database.db,
      plugins: new PluginHost([]),
      store: localMediaStore(mkdtempSync(path.join(tmpdir(), 'chorus-sweep-schedule-'))),
      http: (input, init) => fetch(input, init),
      logger: silentLogger,
      workers: 1,
      backfill: false,
    });
    try {
      expect(await schedules()).toEqual([
        { name: mediaSweepQueueName, cron: mediaSweepCron, timezone: 'UTC' },
      ]);
      expect(mediaSweepCron).toBe('17 3 * * *');
    } finally {
      await jobs.stop(1000);
    }
  });

  it('runs the sweep for each job of its queue, and a second start keeps one schedule', async () => {
    let sweeps = 0;
    const schedule = await startMediaSweepSchedule(
      database.db,
      async () => {
        sweeps += 1;
      },
      silentLogger,
      0.5,
    );
    const sender = new PgBoss({
      db: pgBossOverKysely(database.db),
      schedule: false,
      supervise: false,
    });
    await sender.start();
    try {
      expect(await schedules()).toHaveLength(1);
      expect(await sender.send(mediaSweepQueueName, {})).not.toBeNull();
      await expect.poll(() => sweeps, { timeout: 30_000, interval: 100 }).toBe(1);
    } finally {
      await sender.stop({ graceful: false, wait: true, close: false });
      await schedule.stop(1000);
    }
  }, 60_000);
});
