/**
 * The wall data hook: first page, paging, infinite scroll or 'More Posts', search, the load
 * timeout and the realtime insertion queue. A theme calls it once and draws `state.posts`.
 */
import {
  infiniteScrollOffset,
  realtimeInsertIndex,
  type LiveEvent,
  type RealtimeInsertPosition,
} from '@chorus/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { feedPageUrl, searchUrl, type FeedRequest } from './feed-request.ts';
import { feedReducer, initialFeedState, type FeedState } from './feed-state.ts';
import {
  enqueueStep,
  goneFromHead,
  liveStepFor,
  unseenHeadPosts,
  unseenPolledPosts,
  type LiveStep,
} from './live-queue.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import {
  ControlListeners,
  controlEventOf,
  type WallControlListener,
} from './slideshow/control-events.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import type { FeedPageResponse, WallPost } from './wall-data.ts';

/** How long the first page may take before the timeout alert shows. */
export const feedTimeoutMs = 15_000;
/** Pause between two live insertions, so each one is seen. */
export const liveStepIntervalMs = 700;

/** What {@link useWallFeed} needs. */
export interface WallFeedOptions {
  /** Which posts, and how many a page. */
  readonly request: FeedRequest;
  /** The search text of `/{user}/search?query=`; null or empty shows the normal feed. */
  readonly query: string | null;
  /** Mobile by user agent: 'More Posts' button instead of infinite scroll. */
  readonly mobile: boolean;
  /**
   * The theme asks for the next page itself (a slide theme near its last slide): no infinite
   * scroll on the window, which a full-window theme would otherwise trigger page after page.
   */
  readonly pagesItself?: boolean;
  /** Live updates on (realtime enabled, not an edit view). */
  readonly live: boolean;
  /** Where live posts go: 'front' (after pinned posts), 'position' (`livePosition()`), 'none'. */
  readonly realtimeInsert: RealtimeInsertPosition;
  /** The current position of a mosaic-like theme. */
  readonly livePosition?: () => number;
  /** Replaces `fetch` (tests). */
  readonly fetchJson?: (url: string) => Promise<unknown>;
  /**
   * The first page as the server drew it (the page's JSON data element): when its address is
   * this feed's first request, the feed starts loaded with it and does not fetch it again.
   */
  readonly initialPage?: { readonly url: string; readonly body: unknown } | null;
}

function firstUrlOf(request: FeedRequest, searchText: string): string {
  return searchText !== '' ? searchUrl(request.wall, searchText) : feedPageUrl(request, null);
}

/** The feed state a server-drawn first page starts from; null when it answers another request. */
function servedState(
  initial: WallFeedOptions['initialPage'],
  request: FeedRequest,
  searchText: string,
): FeedState | null {
  if (!initial || initial.url !== firstUrlOf(request, searchText)) return null;
  if (searchText === '') {
    return feedReducer(initialFeedState, {
      type: 'firstPage',
      page: initial.body as FeedPageResponse,
    });
  }
  const searching = feedReducer(initialFeedState, { type: 'searchStarted', query: searchText });
  const { posts } = initial.body as { posts: WallPost[] };
  return feedReducer(searching, { type: 'searchLoaded', query: searchText, posts });
}

/** What {@link useWallFeed} returns. */
export interface WallFeed {
  readonly state: FeedState;
  /** More pages exist. */
  readonly hasMore: boolean;
  /** Loads the next page (the 'More Posts' button, or a theme's own trigger). */
  loadMore(): void;
  /** Drops the posts shown and loads again, bypassing caches ('Refresh posts'). */
  refresh(): void;
  /** Shows the 'More Posts' button rather than scrolling infinitely. */
  readonly showMoreButton: boolean;
  /**
   * Subscribes to the live channel's controls (forward, back, animation, transition, display,
   * waterfall speed, sliders) until the returned function is called. While anyone listens the
   * wall keeps its live channel open, even with live insertion off.
   */
  onControl(listener: WallControlListener): () => void;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The wall's feed. */
export function useWallFeed(options: WallFeedOptions): WallFeed {
  const { request, query, mobile, live, realtimeInsert } = options;
  const fetchJson = options.fetchJson ?? defaultFetchJson;
  const requestKey = JSON.stringify(request);
  const searchText = query?.trim() ?? '';
  const [state, dispatch] = useReducer(
    feedReducer,
    null,
    () => servedState(options.initialPage, request, searchText) ?? initialFeedState,
  );
  const [generation, bump] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ state, options, fetchJson });
  latest.current = { state, options, fetchJson };
  // The request the server-drawn first page answers, while the feed still shows it.
  const served = useRef(state.phase === 'loaded' ? `${requestKey}\n${searchText}` : null);

  useEffect(() => {
    if (generation === 0 && served.current === `${requestKey}\n${searchText}`) return;
    served.current = null;
    let current = true;
    dispatch({ type: 'reset' });
    const timer = setTimeout(() => current && dispatch({ type: 'timedOut' }), feedTimeoutMs);
    const load = async () => {
      if (searchText !== '') {
        dispatch({ type: 'searchStarted', query: searchText });
        const body = (await latest.current.fetchJson(searchUrl(request.wall, searchText))) as {
          posts: WallPost[];
        };
        if (current) dispatch({ type: 'searchLoaded', query: searchText, posts: body.posts });
      } else {
        const fresh = generation > 0 ? { ...request, nocache: true } : request;
        const page = (await latest.current.fetchJson(feedPageUrl(fresh, null))) as FeedPageResponse;
        if (current) dispatch({ type: 'firstPage', page });
      }
    };
    load()
      .catch(() => current && dispatch({ type: 'failed' }))
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // requestKey stands for request, which callers rebuild on every render.
  }, [requestKey, searchText, generation]);

  const loadMore = useCallback(() => {
    const { state: now, options: opts } = latest.current;
    if (now.cursor === null || now.loadingMore || now.phase !== 'loaded') return;
    dispatch({ type: 'moreRequested' });
    latest.current
      .fetchJson(feedPageUrl(opts.request, now.cursor))
      .then((page) => dispatch({ type: 'nextPage', page: page as FeedPageResponse }))
      .catch(() => dispatch({ type: 'moreFailed' }));
  }, []);

  useInfiniteScroll(
    options.pagesItself ? -1 : infiniteScrollOffset(mobile),
    state.phase === 'loaded' && state.cursor !== null && !state.loadingMore,
    loadMore,
  );

  // The realtime queue: steps wait here and are applied one at a time.
  const queue = useRef<LiveStep[]>([]);
  const [queued, wake] = useReducer((n: number) => n + 1, 0);
  const push = useCallback((step: LiveStep) => {
    queue.current = enqueueStep(queue.current, step);
    wake();
  }, []);
  useEffect(() => {
    if (queue.current.length === 0) return;
    const timer = setTimeout(() => {
      const [step, ...rest] = queue.current;
      queue.current = rest;
      if (step?.kind === 'insert') {
        const { realtimeInsert: where, livePosition } = latest.current.options;
        const index = realtimeInsertIndex(where, livePosition?.() ?? 0) ?? 0;
        dispatch({ type: 'liveInsert', post: step.post, index });
      } else if (step?.kind === 'update') dispatch({ type: 'liveUpdate', post: step.post });
      else if (step) dispatch({ type: 'liveRemove', postId: step.postId });
      wake();
    }, liveStepIntervalMs);
    return () => clearTimeout(timer);
  }, [queued]);

  // Controls go to whoever listens (a slideshow); they never touch the posts.
  const controls = useRef(new ControlListeners());
  const [controlled, setControlled] = useState(false);
  const onControl = useCallback((listener: WallControlListener) => {
    const remove = controls.current.add(listener);
    setControlled(true);
    return () => {
      remove();
      setControlled(controls.current.size > 0);
    };
  }, []);

  const inSearch = searchText !== '';
  const liveInserts = live && realtimeInsert !== 'none' && !inSearch;
  const onEvent = useCallback(
    (event: LiveEvent) => {
      const control = controlEventOf(event);
      if (control !== null) {
        controls.current.notify(control);
        return;
      }
      const step = liveStepFor(event);
      if (step === null) return;
      // Updates (pin, highlight, edit) reach every live wall outside a search; inserts and
      // removals only where the theme takes live posts.
      if (step.kind === 'update' ? live && !inSearch : liveInserts) push(step);
    },
    [push, liveInserts, live, inSearch],
  );
  // A poll (socket down) and a resync (the server missed events) both reload the head. A
  // resync merges every post it does not show, whatever its date (queued ones once, by
  // enqueueStep), and takes off posts shown when it asked that the head no longer has.
  const reloadHead = useCallback(
    (resync: boolean) => {
      if (!liveInserts) return;
      const { state: before, options: opts } = latest.current;
      latest.current
        .fetchJson(feedPageUrl({ ...opts.request, nocache: true }, null))
        .then((answer) => {
          const page = answer as FeedPageResponse;
          const shown = latest.current.state.posts;
          const merge = resync ? unseenHeadPosts : unseenPolledPosts;
          for (const post of merge(shown, page.posts)) push({ kind: 'insert', post });
          if (!resync) return;
          for (const postId of goneFromHead(before.posts, page.posts, page.next === null)) {
            push({ kind: 'remove', postId });
          }
        })
        .catch(() => undefined);
    },
    [push, liveInserts],
  );
  const onPoll = useCallback(() => reloadHead(false), [reloadHead]);
  const onResync = useCallback(() => reloadHead(true), [reloadHead]);
  useLiveUpdates({
    wall: request.wall,
    enabled: liveInserts || controlled,
    onEvent,
    onPoll,
    onResync,
  });

  return {
    state,
    hasMore: state.cursor !== null,
    loadMore,
    refresh: bump,
    showMoreButton: mobile,
    onControl,
  };
}
