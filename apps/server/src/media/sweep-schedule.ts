/**
 * The daily orphan sweep (housekeeping.ts) on pg-boss's cron: the schedule lives in pg-boss's
 * `schedule` table, so it survives restarts and, with several processes, one of them sends the
 * day's job and one worker runs it.
 */
import PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pgBossOverKysely } from '../ingest/boss-db.ts';
import { untilStopped } from '../ingest/boss-handler.ts';
import type { IngestLogger } from '../ingest/deps.ts';

/** The sweep's queue (and schedule) name. */
export const mediaSweepQueueName = 'media-orphan-sweep';

/** When the sweep runs: every day at 03:17 UTC. */
export const mediaSweepCron = '17 3 * * *';

/** The running sweep schedule of one process. */
export interface MediaSweepSchedule {
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Registers the daily sweep with pg-boss (replacing an older schedule of the same name) and
 * starts one worker running `sweep` for each job the cron sends. pg-boss's schema must exist.
 */
export async function startMediaSweepSchedule(
  db: Kysely<Database>,
  sweep: () => Promise<void>,
  logger: IngestLogger,
  /** How often the idle worker asks for the day's job; tests shorten it. */
  pollingIntervalSeconds = 60,
): Promise<MediaSweepSchedule> {
  // This instance keeps pg-boss's clock: its cron monitor sends scheduled jobs (the crawl
  // queue's instance supervises every queue). Once a day needs no quick checks.
  const boss = new PgBoss({
    db: pgBossOverKysely(db),
    schedule: true,
    supervise: false,
    cronMonitorIntervalSeconds: 45,
    cronWorkerIntervalSeconds: 45,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'media sweep schedule error'));
  await boss.start();
  const options = { name: mediaSweepQueueName, retryLimit: 2, retryDelay: 600 };
  await boss.createQueue(mediaSweepQueueName, options);
  await boss.updateQueue(mediaSweepQueueName, options);
  await boss.schedule(mediaSweepQueueName, mediaSweepCron, {}, { tz: 'UTC' });
  let stopped = false;
  await boss.work(
    mediaSweepQueueName,
    { batchSize: 1, pollingIntervalSeconds },
    untilStopped(
      () => stopped,
      async () => {
        await sweep();
      },
    ),
  );
  return {
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      stopped = true;
    },
  };
}
