/**
 * The moderator's batch of the wall's shared queue, and who holds the other batches: loaded
 * when the Private Posts tab opens, again shortly after any live change of the wall (another
 * moderator took or released a batch, decided a post), and again when a batch's idle time runs
 * out, so posts returned to the queue show up without a reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyBatchResult,
  loadBatches,
  nextExpiryMs,
  releaseBatch,
  takeBatch,
  type BatchState,
} from './batch-api.ts';
import type { ModerationPost } from './moderation-api.ts';
import type { WallScope } from './trash-api.ts';

/** Live changes arriving together cause one reload. */
const settleMs = 150;
/** Past an expiry, a small margin so the server sees it expired too. */
const expiryMarginMs = 500;

/** The batch and what can be done with it. */
export interface ModerationBatch {
  /** Null until the first answer, and while the tab is not the private one. */
  readonly state: BatchState | null;
  readonly busy: boolean;
  /** Takes a batch; resolves to the server's answer. */
  readonly take: () => Promise<BatchState>;
  /** Returns the batch to the queue; resolves to the server's answer. */
  readonly release: () => Promise<BatchState>;
  /** Something changed on the wall: reload soon. */
  readonly changed: () => void;
  /** Takes a post an action answered with. */
  readonly applyResult: (post: ModerationPost) => void;
}

/** Keeps the caller's batch of the wall; off (state null) when `enabled` is false. */
export function useModerationBatch(scope: WallScope, enabled: boolean): ModerationBatch {
  const [state, setState] = useState<BatchState | null>(null);
  const [busy, setBusy] = useState(false);
  const { userName, wlToken } = scope;
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const answer = await loadBatches(scopeRef.current);
      if (mine === generation.current) setState(answer);
    } catch {
      // A failed load keeps what is shown; the next change or expiry asks again.
    }
  }, []);

  useEffect(() => {
    setState(null);
    if (enabled) void reload();
  }, [enabled, userName, wlToken, reload]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changed = useCallback(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reload(), settleMs);
  }, [enabled, reload]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A batch left idle returns to the queue at its expiry: ask again then.
  useEffect(() => {
    const due = nextExpiryMs(state);
    if (!enabled || due === null) return;
    const expiry = setTimeout(() => void reload(), due + expiryMarginMs);
    return () => clearTimeout(expiry);
  }, [enabled, state, reload]);

  const run = useCallback(async (work: (scope: WallScope) => Promise<BatchState>) => {
    setBusy(true);
    generation.current += 1;
    try {
      const answer = await work(scopeRef.current);
      setState(answer);
      return answer;
    } finally {
      setBusy(false);
    }
  }, []);

  const applyResult = useCallback((post: ModerationPost) => {
    setState((shown) => (shown ? applyBatchResult(shown, post) : shown));
  }, []);

  return {
    state,
    busy,
    take: () => run(takeBatch),
    release: () => run(releaseBatch),
    changed,
    applyResult,
  };
}
