/**
 * The media jobs of one process: the queue, its workers, and what they do (rehost.ts). The
 * ingestion engine starts them beside the crawl queue and hands the pipeline their `enqueue`.
 */
import type { ConnectorHttp } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import { startMediaBackfill, type BackfillTuning } from './backfill.ts';
import { sweepOrphanMedia } from './housekeeping.ts';
import type { ImageLimits } from './process.ts';
import { defaultMediaQueueTuning, startMediaQueue, type MediaQueueTuning } from './queue.ts';
import { MediaRetryError, rehostPost } from './rehost.ts';
import type { MediaStore } from './store.ts';
import { startMediaSweepSchedule } from './sweep-schedule.ts';
import { screenPictureDuplicates } from '../screening/picture-duplicates.ts';

/** What {@link startMediaJobs} needs. */
export interface MediaJobsOptions {
  readonly db: Kysely<Database>;
  readonly plugins: PluginHost;
  readonly store: MediaStore;
  /** The safe client pictures are fetched with. */
  readonly http: ConnectorHttp;
  readonly logger: IngestLogger;
  /** Jobs run at once in this process. */
  readonly workers: number;
  readonly tuning?: Partial<MediaQueueTuning>;
  readonly limits?: ImageLimits;
  /** The backfill pass run at start (backfill.ts); off: `false`. */
  readonly backfill?: Partial<BackfillTuning> | false;
}

/** The running media jobs. */
export interface MediaJobs {
  /** Queues the re-hosting of a stored post's pictures. */
  enqueue(postId: number): Promise<void>;
  stop(timeoutMs: number): Promise<void>;
}

/** Starts the media queue and its workers. */
export async function startMediaJobs(options: MediaJobsOptions): Promise<MediaJobs> {
  const { db, plugins, logger } = options;
  const queue = await startMediaQueue(
    db,
    { ...defaultMediaQueueTuning, ...options.tuning },
    logger,
  );
  const deps = {
    db,
    store: options.store,
    http: options.http,
    ...(options.limits ? { limits: options.limits } : {}),
    announce: async (post: { id: number; wallId: number }) => {
      try {
        await plugins.hooks.postChanged.promise({
          wallId: String(post.wallId),
          postId: String(post.id),
          change: 'updated',
        });
      } catch (error) {
        logger.error({ err: error, postId: post.id }, 'a postChanged listener failed');
      }
    },
  };
  await queue.work(options.workers, async (postId) => {
    try {
      const outcome = await rehostPost(deps, postId);
      logger.info({ postId, ...outcome }, 'media re-hosted');
    } catch (error) {
      if (error instanceof MediaRetryError) logger.warn({ postId }, error.message);
      else logger.error({ err: error, postId }, 'media job failed');
      throw error;
    } finally {
      // Whatever was stored (also before a retry), the picture's bytes are known now.
      await screenByPicture(db, plugins, logger, postId);
    }
  });
  // Once a day, on pg-boss's cron (sweep-schedule.ts): pictures no post shows any more.
  const sweep = await startMediaSweepSchedule(
    db,
    async () => {
      try {
        const removed = await sweepOrphanMedia(db, options.store, new Date());
        logger.info({ removed: removed.length }, 'media orphan sweep');
      } catch (error) {
        logger.error({ err: error }, 'media orphan sweep failed');
        throw error;
      }
    },
    logger,
  );
  // Posts stored before re-hosting, or whose job gave up: queued again, a batch at a time.
  const backfill =
    options.backfill === false
      ? undefined
      : await startMediaBackfill({ db, queue, logger, tuning: options.backfill ?? {} });
  return {
    enqueue: async (postId) => {
      await queue.enqueue(postId);
    },
    stop: async (ms) => {
      backfill?.stop();
      await Promise.all([sweep.stop(ms), queue.stop(ms)]);
    },
  };
}

/**
 * The duplicate rule by picture content, once the bytes are known (screening/): a copy of an
 * earlier post's picture is held or rejected, and the change announced. A failure is logged;
 * the pictures stay stored.
 */
async function screenByPicture(
  db: Kysely<Database>,
  plugins: PluginHost,
  logger: IngestLogger,
  postId: number,
): Promise<void> {
  try {
    for (const caught of await screenPictureDuplicates(db, postId)) {
      await plugins.hooks.postChanged
        .promise({
          wallId: String(caught.wallId),
          postId: String(caught.postId),
          change: caught.change,
        })
        .catch((error: unknown) =>
          logger.error({ err: error, postId: caught.postId }, 'a postChanged listener failed'),
        );
    }
  } catch (error) {
    logger.error({ err: error, postId }, 'duplicate picture screening failed');
  }
}
