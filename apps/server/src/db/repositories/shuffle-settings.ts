/**
 * Post shuffle in the database: a wall's setting, when anything last arrived on it, the posts
 * that may be shown again, and the claim one process makes before showing one.
 */
import { defaultShuffleIdleMinutes, type ShuffleCandidate } from '@chorus/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { withinSchedule } from './post-schedule.ts';

/** A wall's post shuffle setting. */
export interface ShuffleSettings {
  readonly enabled: boolean;
  /** Minutes without anything new before an older post is shown again (1..1440). */
  readonly idleMinutes: number;
}

/** The wall's setting; off with the default quiet time when never saved. */
export async function getShuffleSettings(
  db: Kysely<Database>,
  wallId: number,
): Promise<ShuffleSettings> {
  const row = await db
    .selectFrom('shuffle_settings')
    .select(['enabled', 'idle_minutes'])
    .where('wall_id', '=', wallId)
    .executeTakeFirst();
  return row
    ? { enabled: row.enabled, idleMinutes: row.idle_minutes }
    : { enabled: false, idleMinutes: defaultShuffleIdleMinutes };
}

/** Saves the wall's setting; the database refuses a quiet time outside 1..1440. */
export async function saveShuffleSettings(
  db: Kysely<Database>,
  wallId: number,
  settings: ShuffleSettings,
): Promise<ShuffleSettings> {
  const row = await db
    .insertInto('shuffle_settings')
    .values({ wall_id: wallId, enabled: settings.enabled, idle_minutes: settings.idleMinutes })
    .onConflict((oc) =>
      oc.column('wall_id').doUpdateSet({
        enabled: settings.enabled,
        idle_minutes: settings.idleMinutes,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(['enabled', 'idle_minutes'])
    .executeTakeFirstOrThrow();
  return { enabled: row.enabled, idleMinutes: row.idle_minutes };
}

/** A wall with shuffle on. */
export interface ShuffleWall {
  readonly wallId: number;
  readonly idleMinutes: number;
  /** The latest arrival: a new post, an announcement going live, or a post shown again. */
  readonly lastActivityAt: Date | null;
}

/** The walls with shuffle on, each with when anything last arrived on it (by `now`). */
export async function listShuffleWalls(db: Kysely<Database>, now: Date): Promise<ShuffleWall[]> {
  const rows = await db
    .selectFrom('shuffle_settings as s')
    .innerJoin('walls', 'walls.id', 's.wall_id')
    .select((eb) => [
      's.wall_id',
      's.idle_minutes',
      's.last_shuffled_at',
      eb
        .selectFrom('posts')
        .whereRef('posts.wall_id', '=', 's.wall_id')
        .where(sql<boolean>`state in ('approved', 'approved-recurring')`)
        .where(withinSchedule(now))
        .select(
          sql<Date | null>`max(greatest(posts.inserted_at, posts.publish_at, posts.reshown_at))`.as(
            'latest',
          ),
        )
        .as('latest_post_at'),
    ])
    .where('s.enabled', '=', true)
    .where('walls.status', '=', 0)
    .execute();
  return rows.map((row) => ({
    wallId: row.wall_id,
    idleMinutes: row.idle_minutes,
    lastActivityAt: latest(row.last_shuffled_at, row.latest_post_at),
  }));
}

function latest(...dates: (Date | string | null)[]): Date | null {
  const times = dates.filter((d) => d !== null).map((d) => new Date(d).getTime());
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/**
 * Claims this quiet window of the wall for one process: true for the caller that moved
 * `last_shuffled_at` to `now`, false when another did within the quiet time.
 */
export async function claimShuffle(
  db: Kysely<Database>,
  wallId: number,
  idleMinutes: number,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - idleMinutes * 60_000);
  const row = await db
    .updateTable('shuffle_settings')
    .set({ last_shuffled_at: now })
    .where('wall_id', '=', wallId)
    .where((eb) => eb.or([eb('last_shuffled_at', 'is', null), eb('last_shuffled_at', '<=', since)]))
    .returning('wall_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of the least recently seen posts are weighed for showing again. */
const candidateLimit = 200;

/**
 * The posts shuffle may show again at `now`: the least recently seen ones, and the newest
 * (which shuffle leaves alone). Shown posts only, inside their schedule.
 */
export async function listShuffleCandidates(
  db: Kysely<Database>,
  wallId: number,
  now: Date,
): Promise<ShuffleCandidate[]> {
  const seen = sql`greatest(to_timestamp(posts.created_at), posts.reshown_at)`;
  const base = () =>
    db
      .selectFrom('posts')
      .select(['id', 'created_at', 'reshown_at', 'pinned_at'])
      .where('wall_id', '=', wallId)
      .where('pinned_at', 'is', null)
      .where(sql<boolean>`state in ('approved', 'approved-recurring')`)
      .where(withinSchedule(now));
  const [oldest, newest] = await Promise.all([
    base().orderBy(seen, 'asc').orderBy('id', 'asc').limit(candidateLimit).execute(),
    base().orderBy(seen, 'desc').orderBy('id', 'desc').limit(1).execute(),
  ]);
  const byId = new Map([...oldest, ...newest].map((row) => [row.id, row]));
  return [...byId.values()].map((row) => ({
    id: String(row.id),
    createdAt: row.created_at,
    reshownAt:
      row.reshown_at === null ? null : Math.floor(new Date(row.reshown_at).getTime() / 1000),
    pinned: row.pinned_at !== null,
  }));
}

/** Records that shuffle showed the post again at `now`. */
export async function markReshown(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('posts')
    .set({ reshown_at: now })
    .where('wall_id', '=', wallId)
    .where('id', '=', postId)
    .execute();
}
