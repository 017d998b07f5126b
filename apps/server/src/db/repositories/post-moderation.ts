import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { CallToAction } from '../json-shapes.ts';
import type { Database, PostRow, PostState } from '../schema.ts';
import { postColumns } from './posts.ts';

/** How often and where a recurring post comes back (both 0..20). */
export interface Recurrence {
  frequency: number;
  offset: number;
}

/**
 * Every moderation change is scoped to a wall: a post id from another wall changes nothing
 * and the function returns undefined.
 */
function updateWallPost(db: Kysely<Database>, wallId: number, postId: number) {
  return db.updateTable('posts').where('wall_id', '=', wallId).where('id', '=', postId);
}

/** Sets a post's moderation state; returns the post as it now is. */
export async function setPostState(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  state: PostState,
): Promise<PostRow | undefined> {
  return updateWallPost(db, wallId, postId)
    .set({ state, updated_at: sql<Date>`now()` })
    .returning(postColumns)
    .executeTakeFirst();
}

/** In SQL: `approved-recurring` for a post with a recurrence frequency, else `approved`. */
export function approvedStateOf(eb: ExpressionBuilder<Database, 'posts'>) {
  return eb
    .case()
    .when('recur_frequency', '>', 0)
    .then(sql<PostState>`'approved-recurring'`)
    .else(sql<PostState>`'approved'`)
    .end();
}

/** Approves a post: approved-recurring when it has a recurrence frequency, else approved. */
export async function approvePost(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
): Promise<PostRow | undefined> {
  return updateWallPost(db, wallId, postId)
    .set((eb) => ({ state: approvedStateOf(eb), updated_at: sql<Date>`now()` }))
    .returning(postColumns)
    .executeTakeFirst();
}

/** Pins a post to the top of the wall; the most recently pinned shows first. */
export async function pinPost(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  pinnedAt: Date = new Date(),
): Promise<PostRow | undefined> {
  return updateWallPost(db, wallId, postId)
    .set({ pinned_at: pinnedAt, updated_at: sql<Date>`now()` })
    .returning(postColumns)
    .executeTakeFirst();
}

/** Returns a pinned post to its place by publication time. */
export async function unpinPost(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
): Promise<PostRow | undefined> {
  return updateWallPost(db, wallId, postId)
    .set({ pinned_at: null, updated_at: sql<Date>`now()` })
    .returning(postColumns)
    .executeTakeFirst();
}

/** Highlights a post (double width, larger image) or ends the highlight. */
export async function setHighlight(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  highlight: boolean,
): Promise<PostRow | undefined> {
  return updateWallPost(db, wallId, postId)
    .set({ highlight, updated_at: sql<Date>`now()` })
    .returning(postColumns)
    .executeTakeFirst();
}

/**
 * Sets a post's call-to-action as a moderator (null removes it). From then on a re-crawl
 * keeps the moderator's choice.
 */
export async function setPostCta(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  cta: CallToAction | null,
): Promise<PostRow | undefined> {
  return updateWallPost(db, wallId, postId)
    .set({ cta: cta ? jsonb(cta) : null, cta_edited: true, updated_at: sql<Date>`now()` })
    .returning(postColumns)
    .executeTakeFirst();
}

/** Sets how a post recurs; the database refuses values outside 0..20. */
export async function setPostRecurrence(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  recurrence: Recurrence,
): Promise<PostRow | undefined> {
  return updateWallPost(db, wallId, postId)
    .set({
      recur_frequency: recurrence.frequency,
      recur_offset: recurrence.offset,
      updated_at: sql<Date>`now()`,
    })
    .returning(postColumns)
    .executeTakeFirst();
}
