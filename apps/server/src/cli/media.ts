/**
 * `chorus media backfill [--wall <user_name>]`: queues the re-hosting of posts stored before
 * re-hosting existed, or whose media job gave up, newest first, one bounded batch per run, and
 * says how far re-hosting is (docs/operations.md, "Backfill").
 */
import type { Kysely } from 'kysely';
import { findWallByUserName } from '../db/repositories/walls.ts';
import type { Database } from '../db/schema.ts';
import { silentLogger } from '../ingest/deps.ts';
import {
  backfillBatchSize,
  backfillProgress,
  markPostsStoredBeforeRehosting,
  queueBackfillBatch,
  type BackfillQueue,
} from '../media/backfill.ts';
import { defaultMediaQueueTuning, startMediaQueue } from '../media/queue.ts';

/** What a command printed, and its exit code. */
export interface MediaCommandOutcome {
  readonly code: number;
  readonly message: string;
}

export const mediaUsage = `Usage: chorus media backfill [--wall <user_name>]`;

/** "1 post" or "2 posts". */
function posts(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/**
 * Runs `chorus media <args>` on an open, migrated database. The queue is the media queue
 * (started here when not given); the server's media workers do the re-hosting.
 */
export async function runMediaCommand(
  db: Kysely<Database>,
  args: readonly string[],
  options: { wall?: string; queue?: BackfillQueue; batchSize?: number } = {},
): Promise<MediaCommandOutcome> {
  if (args[0] !== 'backfill' || args.length > 1) return { code: 64, message: mediaUsage };
  const scope: { wallId?: number } = {};
  if (options.wall !== undefined) {
    const wall = await findWallByUserName(db, options.wall);
    if (!wall) return { code: 1, message: `No wall is called "${options.wall}".` };
    scope.wallId = wall.id;
  }
  const batchSize = options.batchSize ?? backfillBatchSize;
  const owned = options.queue
    ? undefined
    : await startMediaQueue(db, defaultMediaQueueTuning, silentLogger);
  const queue: BackfillQueue = options.queue ?? (owned as BackfillQueue);
  try {
    await markPostsStoredBeforeRehosting(db, scope);
    const before = await backfillProgress(db, scope);
    const batch = await queueBackfillBatch(db, queue, { scope, batchSize });
    const rehosted = before.withPictures - before.waiting;
    const lines = [
      `${batch.queued} of ${posts(before.waiting)} waiting for their pictures queued ` +
        `(newest first, at most ${batchSize} jobs waiting at once).`,
      `${rehosted} of ${posts(before.withPictures)} with pictures re-hosted.`,
    ];
    if (before.waiting > batch.queued) {
      lines.push(
        "The server's media jobs re-host the queued posts; run this again to queue more " +
          '(posts already queued are not queued twice).',
      );
    }
    return { code: 0, message: lines.join('\n') };
  } finally {
    await owned?.stop(5_000);
  }
}
