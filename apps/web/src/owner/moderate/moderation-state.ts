/**
 * The moderation list as pure updates: what an action's answer, a moderator event or a poll
 * does to the posts shown, the selection for bulk approval, and moving the keyboard focus.
 */
import { belongsToScope, type ModerationPost, type ModerationScope } from './moderation-api.ts';
import type { ModerationEvent } from './use-moderator-channel.ts';

/** The posts a moderation tab shows, in order. */
export type PostList = readonly ModerationPost[];

/** The list after a post changed: replaced where it is, moved up if pinned, or dropped. */
export function applyPostResult(
  posts: PostList,
  post: ModerationPost,
  scope: Pick<ModerationScope, 'feed' | 'network' | 'sourceId'>,
): PostList {
  const index = posts.findIndex((shown) => shown.id === post.id);
  if (!belongsToScope(post, scope)) return index < 0 ? posts : posts.filter((_, i) => i !== index);
  if (index < 0) return [post, ...posts];
  const before = posts[index];
  // A newly pinned post goes to the top, as on the wall.
  if (post.pinned && before && !before.pinned) {
    return [post, ...posts.filter((_, i) => i !== index)];
  }
  return posts.map((shown, i) => (i === index ? post : shown));
}

/** Changes that bring a post into a tab it was not listed in: it arrived, or moved there. */
const arrivals: ReadonlySet<string> = new Set(['created', 'approved', 'rejected', 'pinned']);

/**
 * Applies an event of the moderators' channel: the post as it is now goes where its state puts
 * it (a new pending post on top of Private Posts, an approved one on top of Public Posts),
 * replaces its listed copy, or leaves a tab it no longer belongs to. An edit of a post the
 * list has not loaded (further down the feed) does not pull it up. Never lists a post twice.
 */
export function applyModerationEvent(
  posts: PostList,
  event: ModerationEvent,
  scope: Pick<ModerationScope, 'feed' | 'network' | 'sourceId'>,
): PostList {
  const listed = posts.some((post) => post.id === event.postId);
  if (event.post === null) {
    return listed ? posts.filter((post) => post.id !== event.postId) : posts;
  }
  if (!listed && !arrivals.has(event.change)) return posts;
  return applyPostResult(posts, event.post, scope);
}

/** Whether two copies of a post show the same thing. */
function samePost(a: ModerationPost, b: ModerationPost): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Brings the list in line with a fresh first page (a poll, or a resync after the realtime link
 * was down): posts the list lacks go on top and are counted, listed posts take their fresh copy
 * (an edit, a pin made elsewhere: a newly pinned post moves to the top), and listed posts the
 * page no longer has are dropped where the page covers the list: above the lowest post the two
 * share, or everywhere when the page is the whole tab (`complete`). Posts below what the page
 * covers stay as they are. Answers the same list when nothing changed.
 */
export function mergeFreshPosts(
  posts: PostList,
  fresh: PostList,
  complete = false,
): { readonly posts: PostList; readonly added: number } {
  const freshById = new Map(fresh.map((post) => [post.id, post]));
  let covered = complete ? posts.length - 1 : -1;
  if (!complete) {
    posts.forEach((post, i) => {
      if (freshById.has(post.id)) covered = i;
    });
  }
  let changed = false;
  const pinnedNow: ModerationPost[] = [];
  const kept: ModerationPost[] = [];
  posts.forEach((post, i) => {
    const now = freshById.get(post.id);
    if (now === undefined) {
      if (i <= covered) changed = true;
      else kept.push(post);
      return;
    }
    if (samePost(post, now)) {
      kept.push(post);
      return;
    }
    changed = true;
    if (now.pinned && !post.pinned) pinnedNow.push(now);
    else kept.push(now);
  });
  const known = new Set(posts.map((post) => post.id));
  const added = fresh.filter((post) => !known.has(post.id));
  if (!changed && added.length === 0) return { posts, added: 0 };
  return { posts: [...pinnedNow, ...added, ...kept], added: added.length };
}

/** Adds the posts of a further page, skipping any already shown. */
export function appendPage(posts: PostList, page: PostList): PostList {
  const known = new Set(posts.map((post) => post.id));
  return [...posts, ...page.filter((post) => !known.has(post.id))];
}

/** The selection with `id` toggled. */
export function toggleSelection(selected: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selection without the ids that are no longer listed. */
export function pruneSelection(
  selected: ReadonlySet<string>,
  posts: PostList,
): ReadonlySet<string> {
  const listed = new Set(posts.map((post) => post.id));
  const kept = [...selected].filter((id) => listed.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}

/** The id `step` places from `current` in `ids` (clamped at both ends); the first if none. */
export function stepFocus(
  ids: readonly string[],
  current: string | null,
  step: number,
): string | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index < 0) return ids[0] ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))] ?? null;
}

/** A focus request for the start of the list: its first post, else its empty-state text. */
export const focusListStart = ':list-start';

/**
 * The post a focus request lands on in the list shown now: the requested post when it is
 * still listed, else (it left, or {@link focusListStart} was asked) the first post, else null,
 * for an empty list, whose empty-state text (or the section) then takes the focus. The focus
 * never falls back to the page body.
 */
export function focusTarget(ids: readonly string[], wanted: string): string | null {
  if (wanted !== focusListStart && ids.includes(wanted)) return wanted;
  return ids[0] ?? null;
}

/** Where the focus goes when post `id` leaves the list: the next post, else the previous. */
export function focusAfterRemoval(ids: readonly string[], id: string): string | null {
  const index = ids.indexOf(id);
  if (index < 0) return null;
  return ids[index + 1] ?? ids[index - 1] ?? null;
}

/**
 * Whether a list load may have missed live events. A page the server drew before an event can
 * land after it: the event, applied to the list before the page replaced it (or dropped while
 * the list was still loading), would be lost until the next refresh. A load that saw an event
 * arrive while it was in flight asks for one poll when it lands.
 */
export class LoadWatch {
  #loads = 0;
  #missed = false;

  /** A load starts. */
  begin(): void {
    this.#loads += 1;
  }

  /** A live event arrived. */
  noteEvent(): void {
    if (this.#loads > 0) this.#missed = true;
  }

  /** A load ended (landed, failed or dropped); true when the list should poll once now. */
  end(): boolean {
    this.#loads = Math.max(0, this.#loads - 1);
    if (this.#loads > 0 || !this.#missed) return false;
    this.#missed = false;
    return true;
  }
}
