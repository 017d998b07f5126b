/**
 * The realtime insertion queue: live events become steps applied one at a time, so a burst
 * of approvals does not reshuffle the wall at once.
 */
import type { LiveEvent, LivePost } from '@chorus/core';
import { canInsertLive } from '@chorus/core/rules';
import type { WallPost } from './wall-data.ts';

/** One pending change of the shown posts. */
export type LiveStep =
  | { readonly kind: 'insert'; readonly post: WallPost }
  | { readonly kind: 'remove'; readonly postId: string }
  /** A shown post changed (pinned, unpinned, highlighted, edited): redraw it, reordered. */
  | { readonly kind: 'update'; readonly post: WallPost };

/** A live post in the feed's post shape. */
export function wallPostFromLive(post: LivePost): WallPost {
  return {
    id: post.id,
    source_id: null,
    network: post.network,
    author: post.author,
    title: post.title,
    description: post.description,
    url: post.url,
    media: post.media,
    created: post.createdAt,
    pinned: post.pinned,
    highlight: post.highlight,
    cta: null,
    content_warning: post.contentWarning ?? null,
    sensitive: post.sensitive ?? false,
    ...(post.recurFrequency
      ? { recur_frequency: post.recurFrequency, recur_offset: post.recurOffset ?? 0 }
      : {}),
  };
}

/**
 * The step a live event asks for, if any: approvals and new posts insert (posts without a
 * title never do, core's canInsertLive), rejections remove, updates (pin, unpin, highlight,
 * edit) redraw the post where its new state puts it. Control events are not the feed's
 * business.
 */
export function liveStepFor(event: LiveEvent): LiveStep | null {
  switch (event.type) {
    case 'approve':
    case 'post':
      return canInsertLive(event.post)
        ? { kind: 'insert', post: wallPostFromLive(event.post) }
        : null;
    case 'reject':
      return { kind: 'remove', postId: event.postId };
    case 'update':
      return { kind: 'update', post: wallPostFromLive(event.post) };
    default:
      return null;
  }
}

/** Adds a step; a removal cancels a still-queued insertion of the same post. */
export function enqueueStep(queue: readonly LiveStep[], step: LiveStep): LiveStep[] {
  if (step.kind === 'remove') {
    const pending = queue.filter(
      (queued) => !(queued.kind === 'insert' && queued.post.id === step.postId),
    );
    return [...pending, step];
  }
  const queuedInsert = queue.findIndex(
    (queued) => queued.kind === 'insert' && queued.post.id === step.post.id,
  );
  if (queuedInsert !== -1) {
    // An update of a post still waiting to be inserted: insert it as it is now.
    return step.kind === 'update'
      ? queue.map((queued, index) =>
          index === queuedInsert ? { kind: 'insert', post: step.post } : queued,
        )
      : [...queue];
  }
  return [...queue, step];
}

/** Posts a poll found that the wall does not show yet, oldest first so the newest lands on top. */
export function unseenPolledPosts(
  shown: readonly WallPost[],
  polled: readonly WallPost[],
): WallPost[] {
  const ids = new Set(shown.map((post) => post.id));
  const newest = shown.filter((post) => !post.pinned)[0]?.created ?? 0;
  return polled
    .filter((post) => !ids.has(post.id) && !post.pinned && post.created >= newest)
    .filter((post) => canInsertLive(post))
    .reverse();
}

/**
 * Posts of a freshly loaded head of the feed that the wall does not show yet, oldest first:
 * after a `resync`, approvals the live channel missed, whatever their date (an approved old
 * post is inserted live like its `approve` event would have). Pinned posts are left alone.
 */
export function unseenHeadPosts(shown: readonly WallPost[], head: readonly WallPost[]): WallPost[] {
  const ids = new Set(shown.map((post) => post.id));
  return head.filter((post) => !ids.has(post.id) && !post.pinned && canInsertLive(post)).reverse();
}

/**
 * Posts the wall showed when a head of the feed was requested that the head lacks although it
 * covers their date: rejected or removed while the live channel missed it. `complete` says the
 * head is the whole feed (no next page), so it covers every date. Pinned posts are left alone.
 */
export function goneFromHead(
  shownAtRequest: readonly WallPost[],
  head: readonly WallPost[],
  complete: boolean,
): string[] {
  const ids = new Set(head.map((post) => post.id));
  const dates = head.filter((post) => !post.pinned).map((post) => post.created);
  if (!complete && dates.length === 0) return [];
  const oldest = complete ? Number.NEGATIVE_INFINITY : Math.min(...dates);
  return shownAtRequest
    .filter((post) => !post.pinned && !ids.has(post.id) && post.created > oldest)
    .map((post) => post.id);
}
