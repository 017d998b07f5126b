/**
 * Scheduled announcements in the database: which posts show at a moment, and the claims the
 * schedule job makes on posts going live or leaving (each claimed once, by one process).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, PostRow } from '../schema.ts';
import { postColumns } from './posts.ts';

/**
 * In SQL: the post is inside its schedule at `now` (no publish time or one passed, no expiry
 * or one still ahead). Posts without a schedule always are.
 */
export function withinSchedule(now: Date): RawBuilder<boolean> {
  return sql<boolean>`((posts.publish_at is null or posts.publish_at <= ${now})
    and (posts.expire_at is null or posts.expire_at > ${now}))`;
}

/** A post the schedule job claimed, with its wall. */
export interface ClaimedPost {
  readonly id: number;
  readonly wall_id: number;
}

/**
 * Claims the approved posts scheduled ahead (publish time after they were stored) whose
 * publish time has come and that have not left: each is returned once, to one caller, which
 * announces it to live viewers.
 */
export async function claimPostsGoingLive(db: Kysely<Database>, now: Date): Promise<ClaimedPost[]> {
  return db
    .updateTable('posts')
    .set({ schedule_announced: 1 })
    .where('schedule_announced', '=', 0)
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', now)
    .where(sql<boolean>`posts.publish_at > posts.inserted_at`)
    .where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)]))
    .where(sql<boolean>`state in ('approved', 'approved-recurring')`)
    .returning(['id', 'wall_id'])
    .execute();
}

/**
 * Claims the posts whose expiry has come: each is returned once, to one caller, which takes
 * it off the open walls.
 */
export async function claimPostsLeaving(db: Kysely<Database>, now: Date): Promise<ClaimedPost[]> {
  return db
    .updateTable('posts')
    .set({ schedule_announced: 2 })
    .where('schedule_announced', '<', 2)
    .where('expire_at', 'is not', null)
    .where('expire_at', '<=', now)
    .returning(['id', 'wall_id'])
    .execute();
}

/**
 * A wall's scheduled announcements that have not left yet at `now`: those still to go live and
 * those live until an expiry, soonest publish time first. Trashed and removed posts are left out.
 */
export async function listScheduledPosts(
  db: Kysely<Database>,
  wallId: number,
  now: Date,
): Promise<PostRow[]> {
  return db
    .selectFrom('posts')
    .select(postColumns)
    .where('wall_id', '=', wallId)
    .where('state', '!=', 'removed')
    .where('trashed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('publish_at', '>', now),
        eb.and([eb('expire_at', 'is not', null), eb('expire_at', '>', now)]),
      ]),
    )
    .orderBy(sql`coalesce(publish_at, inserted_at)`, 'asc')
    .orderBy('id', 'asc')
    .limit(100)
    .execute();
}
