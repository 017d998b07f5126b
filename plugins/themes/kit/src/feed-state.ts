/**
 * The wall feed as a pure state machine: pages arrive, searches run, live posts are inserted
 * and removed. `useWallFeed` drives it; themes only read it.
 */
import type { FeedCursor, FeedPageResponse, WallPost } from './wall-data.ts';

/** Where the feed is. */
export type FeedPhase = 'loading' | 'loaded' | 'searching' | 'error' | 'timeout';

/** The feed a theme draws. */
export interface FeedState {
  readonly phase: FeedPhase;
  /** Posts in display order: pinned first, then newest first. */
  readonly posts: readonly WallPost[];
  /** Where the next page starts; null when there is none. */
  readonly cursor: FeedCursor | null;
  /** A next page is being fetched. */
  readonly loadingMore: boolean;
  /** The search text shown, when the feed is a search result. */
  readonly query: string | null;
}

/** What can happen to the feed. */
export type FeedAction =
  | { readonly type: 'reset' }
  | { readonly type: 'firstPage'; readonly page: FeedPageResponse }
  | { readonly type: 'moreRequested' }
  | { readonly type: 'nextPage'; readonly page: FeedPageResponse }
  | { readonly type: 'moreFailed' }
  | { readonly type: 'searchStarted'; readonly query: string }
  | { readonly type: 'searchLoaded'; readonly query: string; readonly posts: readonly WallPost[] }
  | { readonly type: 'failed' }
  | { readonly type: 'timedOut' }
  | { readonly type: 'liveInsert'; readonly post: WallPost; readonly index: number }
  | { readonly type: 'liveRemove'; readonly postId: string }
  | { readonly type: 'liveUpdate'; readonly post: WallPost };

/** The feed before anything loaded. */
export const initialFeedState: FeedState = {
  phase: 'loading',
  posts: [],
  cursor: null,
  loadingMore: false,
  query: null,
};

/** Appends `more` to `posts`, skipping posts already shown (pages may overlap after inserts). */
export function appendUnique(posts: readonly WallPost[], more: readonly WallPost[]): WallPost[] {
  const seen = new Set(posts.map((post) => post.id));
  return [...posts, ...more.filter((post) => !seen.has(post.id) && seen.add(post.id))];
}

/**
 * Inserts a live post at `index`, never above pinned posts (they stay on top); a post already
 * shown is left where it is.
 */
export function insertLivePost(
  posts: readonly WallPost[],
  post: WallPost,
  index: number,
): WallPost[] {
  if (posts.some((shown) => shown.id === post.id)) return [...posts];
  const pinnedCount = posts.findIndex((shown) => !shown.pinned);
  const floor = post.pinned ? 0 : pinnedCount === -1 ? posts.length : pinnedCount;
  const at = Math.min(Math.max(index, floor), posts.length);
  return [...posts.slice(0, at), post, ...posts.slice(at)];
}

/**
 * A shown post as a live update left it (pinned, unpinned, highlighted, edited), moved where
 * the feed's order puts it: a pinned post on top, an unpinned one among the others by date
 * (newest first). Fields the live post lacks (its source, its call to action) are kept. A post
 * not shown is added only when it was just pinned (it belongs on top).
 */
export function updateLivePost(posts: readonly WallPost[], post: WallPost): WallPost[] {
  const shown = posts.find((item) => item.id === post.id);
  if (!shown && !post.pinned) return [...posts];
  const updated: WallPost = shown
    ? { ...post, source_id: shown.source_id, cta: post.cta ?? shown.cta }
    : post;
  const others = posts.filter((item) => item.id !== post.id);
  if (shown && shown.pinned === updated.pinned) {
    return posts.map((item) => (item.id === post.id ? updated : item));
  }
  if (updated.pinned) return [updated, ...others];
  const after = others.findIndex((item) => !item.pinned && item.created <= updated.created);
  const at = after === -1 ? others.length : after;
  return [...others.slice(0, at), updated, ...others.slice(at)];
}

/**
 * How many posts live inserts may grow the feed to. Past it, each post arriving live pushes the
 * oldest one out of memory (scrolling loads it again), so a wall left running for days at an
 * event holds a bounded list; pages the viewer scrolls to are never cut.
 */
export const liveGrowthLimit = 600;

/**
 * Keeps the feed at `limit` posts by dropping the oldest, and points the cursor just past the
 * new last post the way the server does (`ref_timestamp` one second after it, `offset` the
 * posts of that second already held), so the next page brings the dropped posts back.
 */
export function trimOldest(state: FeedState, limit: number): FeedState {
  if (state.posts.length <= limit) return state;
  const posts = state.posts.slice(0, limit);
  const last = posts.at(-1);
  if (last === undefined) return state;
  const cursor: FeedCursor = last.pinned
    ? { ref_timestamp: null, offset: posts.length }
    : {
        ref_timestamp: last.created + 1,
        offset: posts.filter((post) => !post.pinned && post.created === last.created).length,
      };
  return { ...state, posts, cursor };
}

/** The next feed state. */
export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'reset':
      return initialFeedState;
    case 'firstPage':
      return {
        phase: 'loaded',
        posts: appendUnique([], action.page.posts),
        cursor: action.page.next,
        loadingMore: false,
        query: null,
      };
    case 'moreRequested':
      return state.cursor === null || state.loadingMore ? state : { ...state, loadingMore: true };
    case 'nextPage':
      return {
        ...state,
        posts: appendUnique(state.posts, action.page.posts),
        cursor: action.page.next,
        loadingMore: false,
      };
    case 'moreFailed':
      // The spec only logs infinite-scroll errors; the cursor stays so the next scroll retries.
      return { ...state, loadingMore: false };
    case 'searchStarted':
      return { ...state, phase: 'searching', query: action.query };
    case 'searchLoaded':
      if (state.query !== action.query) return state;
      return {
        phase: 'loaded',
        posts: appendUnique([], action.posts),
        cursor: null,
        loadingMore: false,
        query: action.query,
      };
    case 'failed':
      return { ...state, phase: 'error', loadingMore: false };
    case 'timedOut':
      return state.phase === 'loading' ? { ...state, phase: 'timeout' } : state;
    case 'liveInsert': {
      const posts = insertLivePost(state.posts, action.post, action.index);
      // A search result has no pages to reload from, and a page on its way continues from
      // the old last post: neither is trimmed.
      if (state.query !== null || state.loadingMore) return { ...state, posts };
      return trimOldest({ ...state, posts }, Math.max(liveGrowthLimit, state.posts.length));
    }
    case 'liveRemove':
      return { ...state, posts: state.posts.filter((post) => post.id !== action.postId) };
    case 'liveUpdate':
      return { ...state, posts: updateLivePost(state.posts, action.post) };
  }
}
