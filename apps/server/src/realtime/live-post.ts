/**
 * The post live viewers receive: a projection of the one public post shape
 * (posts/public-post.ts) onto core's `LivePost`, read with the public post's columns.
 */
import { isPublic, scheduleStatus, type LivePost } from '@chorus/core';
import type { Kysely } from 'kysely';
import { findWallPost } from '../db/repositories/posts.ts';
import type { Database } from '../db/schema.ts';
import {
  publicPostColumns,
  toPublicPost,
  type PostShapeContext,
  type PublicPost,
  type PublicPostRow,
} from '../posts/public-post.ts';

/** The row fields `toLivePost` reads: those of a public post. */
export type LivePostRow = PublicPostRow;

// A live post carries no card width or call-to-action: the viewer's wall applies its own.
const unshaped: PostShapeContext = { baseWidth: 0, wallCta: null };

/** What live viewers see of a public post. */
export function livePostOf(post: PublicPost): LivePost {
  return {
    id: post.id,
    network: post.network,
    author: post.author,
    title: post.title,
    description: post.description,
    url: post.url,
    media: post.media,
    createdAt: post.created,
    pinned: post.pinned,
    highlight: post.highlight,
    // Only when set: most posts have neither, and the live wire stays as small as it was.
    ...(post.content_warning === null ? {} : { contentWarning: post.content_warning }),
    ...(post.sensitive ? { sensitive: true } : {}),
    ...(post.recur_frequency > 0
      ? { recurFrequency: post.recur_frequency, recurOffset: post.recur_offset }
      : {}),
  };
}

/** A post row as live viewers see it. */
export function toLivePost(row: LivePostRow): LivePost {
  return livePostOf(toPublicPost(row, unshaped));
}

/**
 * Whether its wall shows this post now: approved (never pending or removed), and, for a
 * scheduled announcement, live (it reaches viewers when the schedule job says it goes live).
 */
export function isShownNow(row: Pick<LivePostRow, 'state' | 'publish_at' | 'expire_at'>): boolean {
  if (!isPublic(row.state)) return false;
  const schedule = { publishAt: row.publish_at, expireAt: row.expire_at };
  return scheduleStatus(schedule, new Date()) === 'live';
}

/**
 * A post of this wall that its wall shows (approved), or undefined: never another wall's post,
 * never a pending or removed one. Ids that are not numbers find nothing.
 */
export async function findShownPost(
  db: Kysely<Database>,
  wallId: string,
  postId: string,
): Promise<LivePostRow | undefined> {
  if (!/^\d{1,15}$/.test(wallId) || !/^\d{1,15}$/.test(postId)) return undefined;
  const row = await findWallPost(db, Number(wallId), Number(postId), publicPostColumns);
  return row && isShownNow(row) ? row : undefined;
}
