/**
 * The crawl queue on pg-boss, in the application's own database (schema `pgboss`). One job
 * per crawl, keyed by source id; the queue's `stately` policy allows at most one queued and
 * one running job per key, so a source is never crawled twice at once.
 */
import PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import { executeSql } from '../db/execute-sql.ts';
import type { Database } from '../db/schema.ts';
import { pgBossOverKysely } from './boss-db.ts';
import type { IngestLogger } from './deps.ts';
import { untilStopped } from './boss-handler.ts';

/** The queue's name. */
export const crawlQueueName = 'crawl-source';

/** What a crawl job carries. */
export interface CrawlJobData {
  sourceId: number;
}

/** Timings of the queue; the defaults suit production, tests shorten them. */
export interface QueueTuning {
  /**
   * A running job not finished after this long is taken for dead (its worker crashed or
   * hangs) and retried. Longer than the crawl timeout, so a live crawl is never retried.
   */
  expireInSeconds: number;
  /** Retries of a job whose worker died or whose crawl hit a database error. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** How often pg-boss looks for expired jobs and archives finished ones. */
  maintenanceIntervalSeconds: number;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds: number;
}

/** Production timings for a given crawl timeout. */
export function defaultQueueTuning(crawlTimeoutSeconds: number): QueueTuning {
  return {
    expireInSeconds: crawlTimeoutSeconds + 60,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    maintenanceIntervalSeconds: 60,
    pollingIntervalSeconds: 2,
  };
}

/** The crawl queue of one process. */
export interface CrawlQueue {
  /** Queues a crawl; null when one for this source is already queued or running. */
  enqueue(sourceId: number): Promise<string | null>;
  /** Sources with a crawl queued, waiting for a retry, or running. */
  busySourceIds(): Promise<Set<number>>;
  /** Starts `count` workers that run `crawl` for each job. */
  work(count: number, crawl: (data: CrawlJobData) => Promise<void>): Promise<void>;
  /** Stops the workers (letting running crawls finish, up to `timeoutMs`) and pg-boss. */
  stop(timeoutMs: number): Promise<void>;
}

/** Starts pg-boss on the application database (creating its schema once) and the queue. */
export async function startCrawlQueue(
  db: Kysely<Database>,
  tuning: QueueTuning,
  logger: IngestLogger,
  /**
   * Whether no other process can be running jobs (PGlite: one process holds the data
   * directory). Jobs still active at start then belong to a process that died: they are
   * cancelled, so their sources (still due) are queued again by the next tick or a refresh,
   * rather than wait for the job to expire (`expireInSeconds`).
   */
  soleProcess = false,
): Promise<CrawlQueue> {
  const boss = new PgBoss({
    db: pgBossOverKysely(db),
    // The engine's own tick decides what is due; pg-boss's cron and its clock-skew checks
    // are not needed.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const queueOptions = {
    name: crawlQueueName,
    policy: 'stately' as const,
    expireInSeconds: tuning.expireInSeconds,
    retryLimit: tuning.retryLimit,
    retryDelay: tuning.retryDelay,
    retryBackoff: tuning.retryBackoff,
  };
  await boss.createQueue(crawlQueueName, queueOptions);
  await boss.updateQueue(crawlQueueName, queueOptions);
  if (soleProcess) {
    const { rows } = await executeSql<{ id: string }>(
      db,
      `select id from pgboss.job where name = $1 and state = 'active'`,
      [crawlQueueName],
    );
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id);
      await boss.cancel(crawlQueueName, ids);
      logger.warn({ jobs: ids.length }, 'crawls interrupted by a stop are retried');
    }
  }
  const workerIds: string[] = [];
  /** Set once `stop` returned: jobs still running then report nothing (boss-handler.ts). */
  let stopped = false;

  return {
    async enqueue(sourceId) {
      const id = await boss.send(crawlQueueName, { sourceId } satisfies CrawlJobData, {
        singletonKey: String(sourceId),
      });
      // Wake this process's idle workers rather than leave the job to their next poll.
      if (id !== null) for (const workerId of workerIds) boss.notifyWorker(workerId);
      return id;
    },
    async busySourceIds() {
      const { rows } = await executeSql<{ singleton_key: string }>(
        db,
        `select singleton_key from pgboss.job
          where name = $1 and state in ('created', 'retry', 'active') and singleton_key is not null`,
        [crawlQueueName],
      );
      return new Set(rows.map((row) => Number(row.singleton_key)));
    },
    async work(count, crawl) {
      for (let index = 0; index < count; index++) {
        // Filled in once pg-boss names the worker; a first job cannot end before that.
        const worker: { id?: string } = {};
        worker.id = await boss.work<CrawlJobData>(
          crawlQueueName,
          { batchSize: 1, pollingIntervalSeconds: tuning.pollingIntervalSeconds },
          untilStopped(
            () => stopped,
            async (jobs) => {
              for (const job of jobs) await crawl(job.data);
              // pg-boss 10 sleeps out the polling interval after every fetch, even one that
              // found a job, which held each worker to one crawl per interval. A worker that
              // just had work asks again at once; only an empty fetch waits.
              if (jobs.length > 0 && worker.id !== undefined) boss.notifyWorker(worker.id);
            },
          ),
        );
        workerIds.push(worker.id);
      }
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      stopped = true;
    },
  };
}
