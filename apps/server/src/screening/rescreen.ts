/**
 * Screening the pending posts of a wall (or one source) again after its rules changed: an
 * approve verdict publishes a post, a reject sends it to the trash, a hold keeps it pending
 * with the new reason, and a post no rule holds any more keeps waiting for a moderator.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { approvedStateOf } from '../db/repositories/post-moderation.ts';
import { pendingPostsOf } from '../db/repositories/screening.ts';
import type { Database, PostState, ScreenedVerdict } from '../db/schema.ts';
import { screenStoredRules, stateOf } from './plugin.ts';

/** A post whose state the new rules changed. */
export interface Rescreened {
  readonly postId: number;
  readonly state: PostState;
}

/** Screens the pending posts again; returns the posts that left the pending queue. */
export async function rescreenPending(
  db: Kysely<Database>,
  wallId: number,
  sourceId: number | null,
): Promise<Rescreened[]> {
  const moved: Rescreened[] = [];
  for (const post of await pendingPostsOf(db, wallId, sourceId)) {
    const decision = await screenStoredRules(db, wallId, post.source_id, {
      network: post.network,
      title: post.title,
      description: post.description,
      author: post.author,
      media: post.media,
      externalId: post.external_id,
    });
    const state: PostState = decision ? stateOf[decision.verdict] : 'pending';
    const updated = await db
      .updateTable('posts')
      .set((eb) => ({
        state: state === 'approved' ? approvedStateOf(eb) : state,
        screened_rule: decision?.rule ?? null,
        screened_reason: decision?.reason ?? null,
        screened_verdict: decision?.verdict ?? null,
        trashed_at: state === 'removed' ? sql<Date>`now()` : null,
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', post.id)
      // A moderator may have decided meanwhile: only a post still pending is screened.
      .where('state', '=', 'pending')
      .returning(['id', 'state'])
      .executeTakeFirst();
    if (updated && updated.state !== 'pending')
      moved.push({ postId: updated.id, state: updated.state });
  }
  return moved;
}

/** Held posts of a wall with the rule that holds each and why, newest first. */
export async function heldPostReasons(
  db: Kysely<Database>,
  wallId: number,
  limit = 500,
): Promise<{ postId: number; rule: string; reason: string }[]> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'screened_rule', 'screened_reason'])
    .where('wall_id', '=', wallId)
    .where('state', '=', 'pending')
    .where('screened_rule', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    postId: row.id,
    rule: row.screened_rule ?? '',
    reason: row.screened_reason ?? '',
  }));
}

/**
 * The rule that decided each of these posts of a wall, what it did (null on posts screened
 * before the verdict was stored) and why; posts no rule decided are left out.
 */
export async function screeningDecisions(
  db: Kysely<Database>,
  wallId: number,
  postIds: readonly number[],
): Promise<
  {
    postId: number;
    state: PostState;
    rule: string;
    verdict: ScreenedVerdict | null;
    reason: string;
  }[]
> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'state', 'screened_rule', 'screened_verdict', 'screened_reason'])
    .where('wall_id', '=', wallId)
    .where('id', 'in', [...postIds])
    .where('screened_rule', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    postId: row.id,
    state: row.state,
    rule: row.screened_rule ?? '',
    verdict: row.screened_verdict,
    reason: row.screened_reason ?? '',
  }));
}
