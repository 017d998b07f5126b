/**
 * Batches of a wall's shared moderation queue. A moderator takes a batch: the pending posts at
 * the top of the queue that nobody holds (or whose holder's claim ran out) become theirs until
 * the claim expires. A claim is one row per post, written by one INSERT ... ON CONFLICT DO
 * UPDATE ... WHERE expired, so two moderators taking at the same moment get disjoint posts on
 * PostgreSQL and PGlite alike. Every decision of the holder moves the expiry on; a batch left
 * idle for the wall's idle time returns to the queue by itself; releasing returns it at once.
 * Times are the caller's clock (`now`), so tests move time instead of waiting.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, PostRow } from '../schema.ts';
import { postColumns } from './posts.ts';

/** A wall's batch settings, as its owner chose them. */
export interface BatchSettings {
  /** Posts in one batch (1..100, default 20). */
  readonly size: number;
  /** Minutes without a decision after which a batch returns to the queue (1..240, default 10). */
  readonly idleMinutes: number;
}

/** The settings of a wall that never chose any. */
export const defaultBatchSettings: BatchSettings = Object.freeze({ size: 20, idleMinutes: 10 });

/** Who holds a claim: a stable key and the name the screens show. */
export interface Claimant {
  /** `user:{id}`, `apiToken:{id}` or `whiteLabel:{id}`. */
  readonly key: string;
  readonly label: string;
}

/** One held pending post of a wall. */
export interface Claim {
  readonly postId: number;
  readonly claimant: string;
  readonly label: string;
  readonly expiresAt: Date;
}

/** A moderator's batch: its pending posts, queue order, and when it returns if left idle. */
export interface Batch {
  readonly posts: PostRow[];
  readonly expiresAt: Date | null;
}

/** The wall's batch settings (the defaults when its owner chose none). */
export async function batchSettings(db: Kysely<Database>, wallId: number): Promise<BatchSettings> {
  const row = await db
    .selectFrom('moderation_batch_settings')
    .select(['batch_size', 'idle_minutes'])
    .where('wall_id', '=', wallId)
    .executeTakeFirst();
  return row ? { size: row.batch_size, idleMinutes: row.idle_minutes } : defaultBatchSettings;
}

/** Saves the wall's batch settings. */
export async function saveBatchSettings(
  db: Kysely<Database>,
  wallId: number,
  settings: BatchSettings,
): Promise<BatchSettings> {
  const values = { batch_size: settings.size, idle_minutes: settings.idleMinutes };
  await db
    .insertInto('moderation_batch_settings')
    .values({ wall_id: wallId, ...values })
    .onConflict((oc) => oc.column('wall_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
  return settings;
}

const at = (time: Date) => sql<Date>`${time.toISOString()}::timestamptz`;

function expiryFrom(now: Date, settings: BatchSettings): Date {
  return new Date(now.getTime() + settings.idleMinutes * 60_000);
}

/**
 * Moves the expiry of the claimant's live claims on the wall to `now` plus the idle time (a
 * decision was made). Claims already expired stay expired. Returns how many moved. One
 * statement: the wall's idle time is read inside it (every approval runs this).
 */
export async function touchBatch(
  db: Kysely<Database>,
  wallId: number,
  claimant: string,
  now: Date,
): Promise<number> {
  const idleMinutes = sql<number>`coalesce((select idle_minutes from moderation_batch_settings
    where wall_id = ${wallId}), ${defaultBatchSettings.idleMinutes})`;
  const result = await db
    .updateTable('moderation_claims')
    .set({ expires_at: sql<Date>`${at(now)} + make_interval(mins => ${idleMinutes})` })
    .where('wall_id', '=', wallId)
    .where('claimant', '=', claimant)
    .where('expires_at', '>', at(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Claims up to `count` pending posts of the wall that nobody holds (or whose claim expired at
 * `now`), top of the queue first (newest, as the queue shows them). One statement: a post
 * another moderator claimed meanwhile is skipped, never shared. Returns the claimed post ids.
 */
async function claimFree(
  db: Kysely<Database>,
  wallId: number,
  claimant: Claimant,
  count: number,
  now: Date,
  expires: Date,
): Promise<number[]> {
  const result = await sql<{ post_id: string | number }>`
    insert into moderation_claims (post_id, wall_id, claimant, label, expires_at, claimed_at)
    select p.id, p.wall_id, ${claimant.key}, ${claimant.label}, ${at(expires)}, ${at(now)}
    from posts p
    left join moderation_claims c on c.post_id = p.id
    where p.wall_id = ${wallId} and p.state = 'pending'
      and (c.post_id is null or c.expires_at <= ${at(now)})
    order by p.created_at desc, p.id desc
    limit ${count}
    for update of p skip locked
    on conflict (post_id) do update
      set claimant = excluded.claimant, label = excluded.label,
          expires_at = excluded.expires_at, claimed_at = excluded.claimed_at
      where moderation_claims.expires_at <= ${at(now)}
    returning post_id`.execute(db);
  return result.rows.map((row) => Number(row.post_id));
}

/** Pending posts of the wall no live claim holds. */
async function countFree(db: Kysely<Database>, wallId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('posts as p')
    .leftJoin('moderation_claims as c', 'c.post_id', 'p.id')
    .select((eb) => eb.fn.countAll<string | number>().as('free'))
    .where('p.wall_id', '=', wallId)
    .where('p.state', '=', 'pending')
    .where((eb) => eb.or([eb('c.post_id', 'is', null), eb('c.expires_at', '<=', at(now))]))
    .executeTakeFirst();
  return Number(row?.free ?? 0);
}

/**
 * The claimant takes a batch: their live batch, topped up to the wall's batch size from the
 * free pending posts, its expiry moved to `now` plus the idle time. Taking again while holding
 * a full batch changes nothing but the expiry. Returns the batch and the newly claimed ids.
 */
export async function takeBatch(
  db: Kysely<Database>,
  wallId: number,
  claimant: Claimant,
  now: Date,
): Promise<{ batch: Batch; claimed: number[] }> {
  const settings = await batchSettings(db, wallId);
  await touchBatch(db, wallId, claimant.key, now);
  const expires = expiryFrom(now, settings);
  const claimed: number[] = [];
  // A post another moderator took between our read and our write is skipped (or, being taken
  // at that moment, passed over): try again for the rest, a few times at most, and stop early
  // only once no free post is left.
  for (let round = 0; round < 5; round += 1) {
    const held = (await myBatch(db, wallId, claimant.key, now)).posts.length;
    const wanted = settings.size - held;
    if (wanted <= 0) break;
    const got = await claimFree(db, wallId, claimant, wanted, now, expires);
    claimed.push(...got);
    if (got.length === wanted) break;
    if (got.length === 0 && (await countFree(db, wallId, now)) === 0) break;
  }
  return { batch: await myBatch(db, wallId, claimant.key, now), claimed };
}

/** The claimant's live batch on the wall: pending posts they hold, in queue order. */
export async function myBatch(
  db: Kysely<Database>,
  wallId: number,
  claimant: string,
  now: Date,
): Promise<Batch> {
  const rows = await db
    .selectFrom('posts')
    .innerJoin('moderation_claims as c', 'c.post_id', 'posts.id')
    .select(postColumns.map((column) => `posts.${column}` as const))
    .select('c.expires_at as claim_expires_at')
    .where('posts.wall_id', '=', wallId)
    .where('posts.state', '=', 'pending')
    .where('c.claimant', '=', claimant)
    .where('c.expires_at', '>', at(now))
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();
  const expiresAt = rows.reduce<Date | null>((latest, row) => {
    const expiry = new Date(row.claim_expires_at);
    return latest === null || expiry > latest ? expiry : latest;
  }, null);
  const posts = rows.map(({ claim_expires_at: _expiry, ...post }) => post as PostRow);
  return { posts, expiresAt };
}

/**
 * Returns the claimant's batch to the queue (finished or released): every claim they hold on
 * the wall ends. Returns the ids of the posts still pending, which others may now take.
 */
export async function releaseBatch(
  db: Kysely<Database>,
  wallId: number,
  claimant: string,
  now: Date,
): Promise<number[]> {
  const released = await db
    .deleteFrom('moderation_claims')
    .where('wall_id', '=', wallId)
    .where('claimant', '=', claimant)
    .returning(['post_id', 'expires_at'])
    .execute();
  const live = released.filter((row) => new Date(row.expires_at) > now).map((row) => row.post_id);
  if (live.length === 0) return [];
  const pending = await db
    .selectFrom('posts')
    .select('id')
    .where('id', 'in', live)
    .where('state', '=', 'pending')
    .execute();
  return pending.map((row) => Number(row.id));
}

/** Every live claim on the wall's pending posts at `now`, whoever holds it. */
export async function listClaims(
  db: Kysely<Database>,
  wallId: number,
  now: Date,
): Promise<Claim[]> {
  const rows = await db
    .selectFrom('moderation_claims as c')
    .innerJoin('posts', 'posts.id', 'c.post_id')
    .select(['c.post_id', 'c.claimant', 'c.label', 'c.expires_at'])
    .where('c.wall_id', '=', wallId)
    .where('posts.state', '=', 'pending')
    .where('c.expires_at', '>', at(now))
    .orderBy('c.post_id')
    .execute();
  return rows.map((row) => ({
    postId: Number(row.post_id),
    claimant: row.claimant,
    label: row.label,
    expiresAt: new Date(row.expires_at),
  }));
}
