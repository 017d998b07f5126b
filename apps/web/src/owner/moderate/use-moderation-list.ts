/**
 * The posts of one moderation tab: the first page, further pages, and the wall's moderator
 * channel, which brings new pending posts, approvals, edits and rejections as they happen;
 * while that channel is down, polling every 25 s (the owner side's interval) instead, and one
 * poll whenever the channel (re)opens or the server asks for a resync.
 */
import { ownerPollIntervalMs } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client.ts';
import {
  loadModerationPage,
  type ModerationCursor,
  type ModerationPost,
  type ModerationScope,
} from './moderation-api.ts';
import {
  appendPage,
  applyModerationEvent,
  applyPostResult,
  LoadWatch,
  mergeFreshPosts,
  type PostList,
} from './moderation-state.ts';
import { useModeratorChannel, type ModerationEvent } from './use-moderator-channel.ts';

/** What the list shows. */
export interface ModerationListState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly posts: PostList;
  readonly next: ModerationCursor | null;
  /** The server's text when loading failed (a refused token, a plan without the feature...). */
  readonly error: string | null;
  /** The HTTP status of the failure (401 refused token, 402 plan), 0 for none. */
  readonly errorStatus: number;
  readonly loadingMore: boolean;
}

/** The list and what can be done with it. */
export interface ModerationList extends ModerationListState {
  /** Loads the next page. */
  readonly loadMore: () => Promise<void>;
  /** Loads the first page again (refresh posts). */
  readonly reload: () => Promise<void>;
  /** Takes a post an action answered with. */
  readonly applyResult: (post: ModerationPost) => void;
}

const initial: ModerationListState = {
  status: 'loading',
  posts: [],
  next: null,
  error: null,
  errorStatus: 0,
  loadingMore: false,
};

function failure(error: unknown): Pick<ModerationListState, 'error' | 'errorStatus'> {
  if (error instanceof ApiError) return { error: error.message, errorStatus: error.status };
  return { error: String(error), errorStatus: 0 };
}

/**
 * Loads and keeps the list of `scope`. `onNewPosts` hears how many posts a poll brought;
 * `onLiveChange` hears that something changed on the wall (a live event, or the channel back).
 */
export function useModerationList(
  scope: ModerationScope,
  onNewPosts?: (count: number) => void,
  onLiveChange?: () => void,
): ModerationList {
  const [state, setState] = useState<ModerationListState>(initial);
  // What the latest render showed, for callbacks that decide before they update.
  const shownRef = useRef(state);
  shownRef.current = state;
  const { userName, feed, network, sourceId, wlToken } = scope;
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const newPosts = useRef(onNewPosts);
  newPosts.current = onNewPosts;
  const liveChange = useRef(onLiveChange);
  liveChange.current = onLiveChange;
  // Answers of an older scope or an older reload are dropped.
  const generation = useRef(0);
  // Live events that arrive while a first page loads may be missing from it (see LoadWatch).
  const loads = useRef(new LoadWatch());

  /**
   * Asks for the first page and brings the list in line with it: new posts on top, changed
   * ones updated, and posts that left the tab meanwhile (moderated elsewhere) dropped.
   */
  const poll = useCallback(async () => {
    const mine = generation.current;
    try {
      const page = await loadModerationPage(scopeRef.current);
      if (mine !== generation.current) return;
      if (shownRef.current.status !== 'ready') return;
      const complete = page.next === null;
      const before = shownRef.current.posts;
      const merged = mergeFreshPosts(before, page.posts, complete);
      if (merged.posts === before) return;
      setState((shown) => {
        const posts = mergeFreshPosts(shown.posts, page.posts, complete).posts;
        return posts === shown.posts ? shown : { ...shown, posts };
      });
      if (merged.added > 0) newPosts.current?.(merged.added);
    } catch {
      // A failed poll changes nothing; the next one tries again.
    }
  }, []);

  const reload = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    loads.current.begin();
    try {
      const page = await loadModerationPage(scopeRef.current);
      if (mine !== generation.current) return;
      setState({ ...initial, status: 'ready', posts: page.posts, next: page.next });
    } catch (error) {
      if (mine !== generation.current) return;
      setState((shown) => ({ ...shown, status: 'failed', ...failure(error) }));
    } finally {
      // The poll reads the list once the page above is shown (it awaits its own page first).
      if (loads.current.end()) void poll();
    }
  }, [poll]);

  useEffect(() => {
    setState(initial);
    void reload();
  }, [userName, feed, network, sourceId, wlToken, reload]);

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    const after = shownRef.current.next;
    if (after === null || shownRef.current.loadingMore) return;
    setState((shown) => ({ ...shown, loadingMore: true }));
    try {
      const page = await loadModerationPage(scopeRef.current, after);
      if (mine !== generation.current) return;
      setState((shown) => ({
        ...shown,
        posts: appendPage(shown.posts, page.posts),
        next: page.next,
        loadingMore: false,
      }));
    } catch (error) {
      if (mine !== generation.current) return;
      setState((shown) => ({ ...shown, loadingMore: false, ...failure(error) }));
    }
  }, []);

  // Polling is the fallback: only while the moderator channel is not open.
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => void poll(), ownerPollIntervalMs);
    return () => clearInterval(timer);
  }, [live, poll, userName, feed, wlToken]);

  const onEvent = useCallback((event: ModerationEvent) => {
    loads.current.noteEvent();
    liveChange.current?.();
    if (shownRef.current.status !== 'ready') return;
    const before = shownRef.current.posts;
    const arrived =
      event.post !== null &&
      !before.some((post) => post.id === event.postId) &&
      applyModerationEvent(before, event, scopeRef.current) !== before;
    setState((shown) => {
      const posts = applyModerationEvent(shown.posts, event, scopeRef.current);
      return posts === shown.posts ? shown : { ...shown, posts };
    });
    if (arrived && event.change === 'created') newPosts.current?.(1);
  }, []);
  const onConnected = useCallback(
    (connected: boolean) => {
      setLive(connected);
      // Whatever happened while the channel was down comes in with one poll.
      if (connected) {
        void poll();
        liveChange.current?.();
      }
    },
    [poll],
  );
  useModeratorChannel({
    userName,
    wlToken,
    enabled: state.errorStatus !== 401 && state.errorStatus !== 404,
    onEvent,
    onConnected,
    // The server may have missed changes while its realtime link was down: one poll.
    onResync: () => {
      void poll();
      liveChange.current?.();
    },
  });

  const applyResult = useCallback((post: ModerationPost) => {
    setState((shown) => ({
      ...shown,
      posts: applyPostResult(shown.posts, post, scopeRef.current),
    }));
  }, []);

  return { ...state, loadMore, reload, applyResult };
}
