/**
 * What the moderators of a wall hear on their own channel: every change of every post of the
 * wall, pending ones included, with the post as the post routes answer it (the one public
 * shape, with its state and recurrence), so the moderation list can place it without a reload.
 * Never sent on the public channel.
 */
import type { PostChangedEvent } from '@chorus/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { findWallPost } from '../db/repositories/posts.ts';
import { findWallById } from '../db/repositories/walls.ts';
import type { Database } from '../db/schema.ts';
import {
  publicPostColumns,
  publicPostSchema,
  shapeFor,
  toPublicPost,
  type PublicPostRow,
} from '../posts/public-post.ts';

/** A post changed on the wall: the post as it is now, or null when it no longer exists. */
export const moderationFrameSchema = z
  .object({
    type: z.literal('moderation'),
    change: z.string().meta({ description: "The host's postChanged kind (created, approved...)." }),
    postId: z.string(),
    post: publicPostSchema.nullable(),
  })
  .meta({ title: 'Moderation event' });

/** A post change as a moderator's channel carries it. */
export type ModerationFrame = z.infer<typeof moderationFrameSchema>;

/** Sent once on connect to a moderator: the subscription is live. */
export interface ModerationReadyFrame {
  readonly type: 'ready';
  readonly wall: string;
  readonly moderator: true;
}

/**
 * The frame for one change of post `postId` on wall `wallId`, loaded now: whatever its state,
 * shaped by its wall. A post of another wall is never found.
 */
export async function loadModerationFrame(
  db: Kysely<Database>,
  wallId: string,
  postId: string,
  change: PostChangedEvent['change'],
): Promise<ModerationFrame | undefined> {
  if (!/^\d{1,15}$/.test(wallId) || !/^\d{1,15}$/.test(postId)) return undefined;
  const wall = await findWallById(db, Number(wallId));
  if (!wall) return undefined;
  const row = await findWallPost(db, wall.id, Number(postId), publicPostColumns);
  const post = row ? toPublicPost(row as PublicPostRow, shapeFor(wall)) : null;
  return { type: 'moderation', change, postId, post };
}
