/**
 * One run of the slow-wall job: scheduled announcements going live and leaving, then post
 * shuffle on the quiet walls. Every step claims its rows first, so several server processes
 * running the job at once announce each change once. Time comes from the caller (the clock).
 */
import { pickShufflePost, shuffleDue, type LiveEvent } from '@chorus/core';
import type { Kysely } from 'kysely';
import {
  claimPostsGoingLive,
  claimPostsLeaving,
  type ClaimedPost,
} from '../db/repositories/post-schedule.ts';
import { findWallPost } from '../db/repositories/posts.ts';
import {
  claimShuffle,
  listShuffleCandidates,
  listShuffleWalls,
  markReshown,
} from '../db/repositories/shuffle-settings.ts';
import type { Database } from '../db/schema.ts';
import { toLivePost } from '../realtime/live-post.ts';
import { publicPostColumns } from '../posts/public-post.ts';

/** Where the job sends live events: the realtime hub (every process's viewers). */
export interface LivePublisher {
  publish(wallId: string, event: LiveEvent): Promise<void>;
}

/** What one run needs. */
export interface SlowWallRun {
  readonly db: Kysely<Database>;
  readonly hub: LivePublisher;
  readonly now: Date;
}

/** What one run did, by post id. */
export interface SlowWallOutcome {
  readonly wentLive: number[];
  readonly left: number[];
  readonly reshown: number[];
}

/** Runs the job once at `now`. */
export async function runSlowWall(run: SlowWallRun): Promise<SlowWallOutcome> {
  const wentLive = await announceGoingLive(run);
  const left = await announceLeaving(run);
  const reshown = await shuffleQuietWalls(run);
  return { wentLive, left, reshown };
}

async function announceGoingLive(run: SlowWallRun): Promise<number[]> {
  const claimed = await claimPostsGoingLive(run.db, run.now);
  for (const post of claimed) await publishPost(run, post, 'post');
  return claimed.map((post) => post.id);
}

async function announceLeaving(run: SlowWallRun): Promise<number[]> {
  const claimed = await claimPostsLeaving(run.db, run.now);
  for (const post of claimed) {
    await run.hub.publish(String(post.wall_id), { type: 'reject', postId: String(post.id) });
  }
  return claimed.map((post) => post.id);
}

/** Sends a stored post to the wall's viewers as a new post. */
async function publishPost(run: SlowWallRun, post: ClaimedPost, type: 'post'): Promise<void> {
  const row = await findWallPost(run.db, post.wall_id, post.id, publicPostColumns);
  if (row) await run.hub.publish(String(post.wall_id), { type, post: toLivePost(row) });
}

async function shuffleQuietWalls(run: SlowWallRun): Promise<number[]> {
  const nowSeconds = Math.floor(run.now.getTime() / 1000);
  const reshown: number[] = [];
  for (const wall of await listShuffleWalls(run.db, run.now)) {
    const lastActivityAt =
      wall.lastActivityAt === null ? null : Math.floor(wall.lastActivityAt.getTime() / 1000);
    if (!shuffleDue({ now: nowSeconds, lastActivityAt, idleMinutes: wall.idleMinutes })) continue;
    const candidates = await listShuffleCandidates(run.db, wall.wallId, run.now);
    const picked = pickShufflePost(candidates);
    if (picked === null) continue;
    if (!(await claimShuffle(run.db, wall.wallId, wall.idleMinutes, run.now))) continue;
    const postId = Number(picked);
    await markReshown(run.db, wall.wallId, postId, run.now);
    // Shown again as if new: off the wall where it stood, then in as a new arrival, so every
    // theme places it the way it places a new post (first, or next on a slideshow).
    await run.hub.publish(String(wall.wallId), { type: 'reject', postId: picked });
    await publishPost(run, { id: postId, wall_id: wall.wallId }, 'post');
    reshown.push(postId);
  }
  return reshown;
}
