/**
 * The media queue on pg-boss (beside the crawl queue, in the same `pgboss` schema): one job
 * per post whose pictures are to be re-hosted. A crawl only queues the job, so a slow picture
 * host never holds a crawl up; a failed job is retried with exponential backoff.
 */
import PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pgBossOverKysely } from '../ingest/boss-db.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import { untilStopped } from '../ingest/boss-handler.ts';

/** The queue's name. */
export const mediaQueueName = 'rehost-media';

/** Timings of the media queue; tests shorten them. */
export interface MediaQueueTuning {
  /** Tries after the first; each waits twice as long as the one before. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds: number;
}

/** Production timings: retries after 1, 2, 4, 8 and 16 minutes. */
export const defaultMediaQueueTuning: MediaQueueTuning = {
  retryLimit: 5,
  retryDelay: 60,
  pollingIntervalSeconds: 2,
};

/** The media queue of one process. */
export interface MediaQueue {
  /**
   * Queues the re-hosting of a post's pictures (at most one waiting job per post); false when
   * one was already waiting.
   */
  enqueue(postId: number): Promise<boolean>;
  /** Starts `count` workers running `rehost` for each queued post. */
  work(count: number, rehost: (postId: number) => Promise<void>): Promise<void>;
  /** Stops the workers (letting running jobs finish, up to `timeoutMs`). */
  stop(timeoutMs: number): Promise<void>;
}

/** Starts the media queue; pg-boss's schema must exist (the crawl queue creates it). */
export async function startMediaQueue(
  db: Kysely<Database>,
  tuning: MediaQueueTuning,
  logger: IngestLogger,
): Promise<MediaQueue> {
  // The crawl queue's instance supervises (maintenance covers every queue).
  const boss = new PgBoss({ db: pgBossOverKysely(db), schedule: false, supervise: false });
  boss.on('error', (error) => logger.error({ err: error }, 'media queue error'));
  await boss.start();
  const options = {
    name: mediaQueueName,
    policy: 'stately' as const,
    retryLimit: tuning.retryLimit,
    retryDelay: tuning.retryDelay,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  };
  await boss.createQueue(mediaQueueName, options);
  await boss.updateQueue(mediaQueueName, options);
  const workerIds: string[] = [];
  /** Set once `stop` returned: jobs still running then report nothing (boss-handler.ts). */
  let stopped = false;
  return {
    async enqueue(postId) {
      const id = await boss.send(mediaQueueName, { postId }, { singletonKey: String(postId) });
      if (id !== null) for (const workerId of workerIds) boss.notifyWorker(workerId);
      return id !== null;
    },
    async work(count, rehost) {
      for (let index = 0; index < count; index++) {
        const worker: { id?: string } = {};
        worker.id = await boss.work<{ postId: number }>(
          mediaQueueName,
          { batchSize: 1, pollingIntervalSeconds: tuning.pollingIntervalSeconds },
          untilStopped(
            () => stopped,
            async (jobs) => {
              for (const job of jobs) await rehost(job.data.postId);
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
