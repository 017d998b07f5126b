/**
 * The trash of a wall: posts rejected by a screening rule or deleted by a moderator, kept for
 * {@link trashDays} days and restorable. They stay in state `removed`, so a new crawl does not
 * bring them back; deleting one permanently only takes it out of the trash.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, PostRow } from '../schema.ts';
import { approvedStateOf } from './post-moderation.ts';
import { postColumns } from './posts.ts';

/** How long a post stays in the trash. */
export const trashDays = 30;

const inTrash = sql<boolean>`trashed_at > now() - make_interval(days => ${trashDays})`;

/** Moves a post of the wall to the trash (state removed); undefined when it is not the wall's. */
export function trashPost(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
): Promise<PostRow | undefined> {
  return db
    .updateTable('posts')
    .set({ state: 'removed', trashed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('wall_id', '=', wallId)
    .where('id', '=', postId)
    .returning(postColumns)
    .executeTakeFirst();
}

/** The posts in the wall's trash, most recently trashed first. */
export function listTrash(
  db: Kysely<Database>,
  wallId: number,
  page: { limit: number; offset: number },
): Promise<PostRow[]> {
  return db
    .selectFrom('posts')
    .select(postColumns)
    .where('wall_id', '=', wallId)
    .where('state', '=', 'removed')
    .where(inTrash)
    .orderBy('trashed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Restores a post from the trash to the wall (approved); undefined when it is not in it. */
export function restorePost(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
): Promise<PostRow | undefined> {
  return db
    .updateTable('posts')
    .set((eb) => ({
      state: approvedStateOf(eb),
      trashed_at: null,
      updated_at: sql<Date>`now()`,
    }))
    .where('wall_id', '=', wallId)
    .where('id', '=', postId)
    .where('state', '=', 'removed')
    .where(inTrash)
    .returning(postColumns)
    .executeTakeFirst();
}

/**
 * Deletes posts permanently: one (`postId`) or every post in the trash. They leave the trash
 * and stay removed. Returns how many left.
 */
export async function purgeTrash(
  db: Kysely<Database>,
  wallId: number,
  postId?: number,
): Promise<number> {
  let query = db
    .updateTable('posts')
    .set({ trashed_at: null, updated_at: sql<Date>`now()` })
    .where('wall_id', '=', wallId)
    .where('state', '=', 'removed')
    .where('trashed_at', 'is not', null);
  if (postId !== undefined) query = query.where('id', '=', postId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
