/**
 * The media backfill: posts stored before re-hosting existed (`hosted_media` null, still
 * naming the networks' addresses) and posts whose media job gave up (a picture left
 * "retryable") are queued on the media queue again, newest first, a bounded batch at a time.
 * The server runs one pass at each start ({@link startMediaBackfill}); `chorus media backfill`
 * queues a batch by hand (cli/media.ts). See docs/operations.md ("Backfill").
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { jsonb } from '../db/json.ts';
import type { Database } from '../db/schema.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import type { HostedMedia } from './hosted-media.ts';
import { mediaQueueName } from './queue.ts';

/** Jobs the backfill lets wait on the media queue at once. */
export const backfillBatchSize = 500;

/** Which posts a backfill looks at: one wall's, and only those stored up to a post id. */
export interface BackfillScope {
  readonly wallId?: number;
  readonly upToPostId?: number;
}

/** The part of the media queue a backfill uses. */
export interface BackfillQueue {
  /** Queues a post; false when a job for it is already waiting. */
  enqueue(postId: number): Promise<boolean>;
}

/** How far a wall (or the whole instance) is: posts with pictures, and those still waiting. */
export interface BackfillProgress {
  /** Posts whose media, author picture or text name a picture on the web. */
  readonly withPictures: number;
  /** Of those, posts whose pictures are not stored yet (nor refused for good). */
  readonly waiting: number;
}

// A post names a picture on the web: the addresses the media job re-hosts (pictureUrlsOf and
// descriptionPictureUrls); a post showing only Chorus's own files has nothing to wait for.
const hasPictures = sql<SqlBool>`(
  exists (select 1 from jsonb_array_elements(posts.media) as item
           where item.value ->> 'url' ~* '^https?://')
  or coalesce(posts.author ->> 'picture', '') ~* '^https?://'
  or exists (select 1 from jsonb_array_elements(
               case when jsonb_typeof(posts.author -> 'nameEmojis') = 'array'
                    then posts.author -> 'nameEmojis' else '[]'::jsonb end) as emoji
             where emoji.value ->> 'url' ~* '^https?://')
  or posts.description ~* '<img\\y[^>]*\\ysrc\\s*=\\s*"https?://')`;

// Its pictures are not all handled: never tried (null: stored before re-hosting; {}: its job
// never ran), or a picture left to try again after the job gave up or while it retries.
const notHosted = sql<SqlBool>`(
  posts.hosted_media is null or posts.hosted_media = '{}'::jsonb
  or exists (select 1 from jsonb_each(posts.hosted_media) as entry
              where entry.value ->> 'retryable' = 'true'))`;

// A job for the post waits or runs on the media queue.
const queued = sql<SqlBool>`exists (
  select 1 from pgboss.job
   where pgboss.job.name = ${mediaQueueName}
     and pgboss.job.singleton_key = posts.id::text
     and pgboss.job.state in ('created', 'retry', 'active'))`;

function scoped(db: Kysely<Database>, scope: BackfillScope) {
  let query = db.selectFrom('posts').where(hasPictures);
  if (scope.wallId !== undefined) query = query.where('posts.wall_id', '=', scope.wallId);
  if (scope.upToPostId !== undefined) query = query.where('posts.id', '<=', scope.upToPostId);
  return query;
}

/** Counts the posts with pictures in scope, and those still waiting for them. */
export async function backfillProgress(
  db: Kysely<Database>,
  scope: BackfillScope = {},
): Promise<BackfillProgress> {
  const row = await scoped(db, scope)
    .select([
      sql<number>`count(*)::int`.as('with_pictures'),
      sql<number>`count(*) filter (where ${notHosted})::int`.as('waiting'),
    ])
    .executeTakeFirstOrThrow();
  return { withPictures: Number(row.with_pictures), waiting: Number(row.waiting) };
}

/**
 * Turns posts stored before re-hosting (`hosted_media` null) into posts waiting for their
 * pictures (`{}`): from then on a visitor gets their text and no network address, and each
 * picture appears once the media job stored it. Returns how many posts it marked.
 */
export async function markPostsStoredBeforeRehosting(
  db: Kysely<Database>,
  scope: BackfillScope = {},
): Promise<number> {
  let query = db
    .updateTable('posts')
    .set({ hosted_media: jsonb<HostedMedia>({}) })
    .where('hosted_media', 'is', null)
    .where(hasPictures);
  if (scope.wallId !== undefined) query = query.where('wall_id', '=', scope.wallId);
  if (scope.upToPostId !== undefined) query = query.where('id', '<=', scope.upToPostId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Where a pass stopped: the last post it queued, by (created_at, id), newest first. */
export interface BackfillCursor {
  readonly createdAt: number;
  readonly id: number;
}

/** What one batch did. */
export interface BackfillBatch {
  /** Posts queued now. */
  readonly queued: number;
  /** Waiting posts the batch found no room for, or none when it reached the end. */
  readonly more: boolean;
  /** The last post it looked at, for the next batch of the same pass. */
  readonly cursor?: BackfillCursor;
}

/**
 * Queues the next waiting posts, newest first, that have no job yet, so that at most
 * `batchSize` media jobs wait at once (a crawl's own jobs count too): pg-boss is never
 * flooded, and a second run while the first batch waits queues nothing.
 */
export async function queueBackfillBatch(
  db: Kysely<Database>,
  queue: BackfillQueue,
  options: { scope?: BackfillScope; batchSize?: number; after?: BackfillCursor } = {},
): Promise<BackfillBatch> {
  const batchSize = options.batchSize ?? backfillBatchSize;
  const waitingJobs = await db
    .selectFrom(sql`pgboss.job`.as('job'))
    .select(sql<number>`count(*)::int`.as('jobs'))
    .where(sql<SqlBool>`name = ${mediaQueueName} and state in ('created', 'retry')`)
    .executeTakeFirstOrThrow();
  const room = batchSize - Number(waitingJobs.jobs);
  if (room <= 0) return { queued: 0, more: true, ...(options.after && { cursor: options.after }) };
  let query = scoped(db, options.scope ?? {})
    .select(['posts.id', 'posts.created_at'])
    .where(notHosted)
    .where(sql<SqlBool>`not ${queued}`);
  const after = options.after;
  if (after) {
    query = query.where(
      sql<SqlBool>`(posts.created_at, posts.id) < (${after.createdAt}, ${after.id})`,
    );
  }
  const rows = await query
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(room)
    .execute();
  let count = 0;
  for (const row of rows) if (await queue.enqueue(row.id)) count += 1;
  const last = rows.at(-1);
  return {
    queued: count,
    more: rows.length === room,
    ...(last ? { cursor: { createdAt: Number(last.created_at), id: last.id } } : {}),
  };
}

/** Timings of the backfill a server runs at start; tests shorten them. */
export interface BackfillTuning {
  readonly batchSize: number;
  /** How often it looks for room on the queue for its next batch. */
  readonly intervalMs: number;
}

/** Production timings: 500 jobs at most, a look every 30 seconds. */
export const defaultBackfillTuning: BackfillTuning = {
  batchSize: backfillBatchSize,
  intervalMs: 30_000,
};

/** A running backfill pass. */
export interface MediaBackfill {
  /** Resolves when the pass queued every waiting post (or was stopped). */
  readonly done: Promise<void>;
  stop(): void;
}

/**
 * Starts one pass over the posts stored before this start (resolves once it knows which): marks those stored before re-hosting,
 * then queues the waiting ones newest first, a batch whenever the queue has room, each post
 * once per pass (a post whose pictures fail again waits for the next start or the CLI).
 */
export async function startMediaBackfill(options: {
  db: Kysely<Database>;
  queue: BackfillQueue;
  logger: IngestLogger;
  tuning?: Partial<BackfillTuning>;
}): Promise<MediaBackfill> {
  const { db, queue, logger } = options;
  const tuning = { ...defaultBackfillTuning, ...options.tuning };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  // Taken before the start returns: a post stored from now on is the crawl's business.
  const newest = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const scope: BackfillScope = { upToPostId: Number(newest?.id ?? 0) };
  const pass = async () => {
    const marked = await markPostsStoredBeforeRehosting(db, scope);
    let cursor: BackfillCursor | undefined;
    let queuedTotal = 0;
    const step = async (): Promise<void> => {
      if (stopped) return finish();
      const batch = await queueBackfillBatch(db, queue, {
        scope,
        batchSize: tuning.batchSize,
        ...(cursor ? { after: cursor } : {}),
      });
      cursor = batch.cursor;
      queuedTotal += batch.queued;
      if (!batch.more) {
        if (marked + queuedTotal > 0) {
          logger.info({ marked, queued: queuedTotal }, 'media backfill queued every waiting post');
        }
        return finish();
      }
      timer = setTimeout(() => {
        step().catch(failed);
      }, tuning.intervalMs);
      timer.unref();
    };
    await step();
  };
  const failed = (error: unknown) => {
    logger.error({ err: error }, 'media backfill failed');
    finish();
  };
  pass().catch(failed);
  return {
    done,
    stop() {
      stopped = true;
      clearTimeout(timer);
      finish();
    },
  };
}
