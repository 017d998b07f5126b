/**
 * Moderation and ingestion reach live viewers: a tap on the host's `postChanged` hook turns
 * each change into the live event viewers act on.
 */
import type { LiveEvent, PostChangedEvent } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import type { Database, PostRow } from '../db/schema.ts';
import type { RealtimeHub } from './hub.ts';
import { findShownPost, isShownNow, toLivePost, type LivePostRow } from './live-post.ts';

/** The name the realtime tap is registered under. */
export const postChangesTapName = 'chorus-realtime';

/** How many freshly created posts are remembered to skip their own `approved` announcement. */
const rememberedCreations = 1000;

/** A post as a change left it: every column the tap would read, and its wall. */
export type ChangedPostRow = LivePostRow & Pick<PostRow, 'wall_id'>;

// The rows announcers gave with their events (see withChangedRow), by event object.
const changedRows = new WeakMap<PostChangedEvent, ChangedPostRow>();

/**
 * Gives the realtime tap the post of `event` as the change left it (the row its `UPDATE ...
 * RETURNING` answered), so the tap does not read it again; answers the event to announce. The
 * event itself, what every tap receives, stays `{ wallId, postId, change }`. Without it, or
 * with a row of another post or wall, the tap reads the post.
 */
export function withChangedRow(event: PostChangedEvent, row: ChangedPostRow): PostChangedEvent {
  changedRows.set(event, row);
  return event;
}

/**
 * Maps a change to the live event: `created` (already approved) → `post`; `approved` → `approve`
 * unless `created` just announced it (the crawl announces both for a post that lands
 * approved); `rejected`/`removed` → `reject`; `displayed` → `display`; edits, pins and
 * highlights of a shown post → `update`. Changes viewers cannot see map to nothing.
 */
export function createPostChangeMapper(db: Kysely<Database>) {
  const announced = new Set<string>();

  function remember(key: string): void {
    announced.add(key);
    if (announced.size > rememberedCreations) {
      const oldest = announced.values().next().value;
      if (oldest !== undefined) announced.delete(oldest);
    }
  }

  // The post viewers would be sent: the row the announcer gave, if it is this post of this
  // wall, filtered as findShownPost filters what it reads; else findShownPost's read.
  async function shownPost(change: PostChangedEvent): Promise<LivePostRow | undefined> {
    const given = changedRows.get(change);
    if (given && String(given.id) === change.postId && String(given.wall_id) === change.wallId) {
      return isShownNow(given) ? given : undefined;
    }
    return findShownPost(db, change.wallId, change.postId);
  }

  return async function toLiveEvent(change: PostChangedEvent): Promise<LiveEvent | undefined> {
    const { wallId, postId } = change;
    const key = `${wallId}:${postId}`;
    if (change.change === 'rejected' || change.change === 'removed') {
      announced.delete(key);
      return { type: 'reject', postId };
    }
    const row = await shownPost(change);
    if (!row) return undefined;
    const post = toLivePost(row);
    switch (change.change) {
      case 'created':
        remember(key);
        return { type: 'post', post };
      case 'approved':
        if (announced.delete(key)) return undefined;
        return { type: 'approve', post };
      case 'displayed':
        return { type: 'display', post };
      default:
        return { type: 'update', post };
    }
  };
}

/**
 * Publishes every post change of the host's plugins (crawls, custom posts, moderation) through
 * the hub: to the wall's moderators as it is (pending posts included), and to its viewers as
 * the live event they act on, when there is one.
 */
export function tapPostChanges(host: PluginHost, hub: RealtimeHub, db: Kysely<Database>): void {
  const toLiveEvent = createPostChangeMapper(db);
  host.hooks.postChanged.tapPromise(postChangesTapName, async (change) => {
    // tapable cannot untap: a closed app's tap stays on a shared host and must do nothing.
    if (hub.closed) return;
    // Side by side: the moderators' notice need not wait for the viewers' post to load (one
    // database round trip less before the hook returns). Each kind keeps its own order.
    const moderation = hub.publishModeration(change.wallId, {
      postId: change.postId,
      change: change.change,
    });
    const live = toLiveEvent(change).then((event) =>
      event ? hub.publish(change.wallId, event) : undefined,
    );
    await Promise.all([moderation, live]);
  });
}
