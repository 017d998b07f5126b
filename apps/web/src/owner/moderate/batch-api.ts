/**
 * The batch calls of the moderation screen (docs/api.md, "Moderation batches"): see, take and
 * release a batch of the wall's shared queue, and choose the batch size and idle time.
 */
import { apiRequest } from '../api-client.ts';
import type { ModerationPost } from './moderation-api.ts';
import type { WallScope } from './trash-api.ts';

/** A wall's batch size and idle time. */
export interface BatchSettings {
  readonly size: number;
  readonly idleMinutes: number;
}

/** Another moderator's batch: who, which posts, and when it returns to the queue if idle. */
export interface OtherBatch {
  readonly moderator: string;
  readonly postIds: readonly string[];
  readonly expiresInMs: number;
}

/** The batches of the wall as the caller sees them. */
export interface BatchState {
  readonly message?: string;
  readonly settings: BatchSettings;
  /** The caller's batch, in queue order; empty when they hold none. */
  readonly mine: readonly ModerationPost[];
  /** Milliseconds until the caller's batch returns to the queue if left idle; null: none. */
  readonly expiresInMs: number | null;
  readonly others: readonly OtherBatch[];
}

const batchPath = (scope: WallScope) => `/api/batches/${encodeURIComponent(scope.userName)}`;

/** The caller's batch and the other moderators'. */
export function loadBatches(scope: WallScope): Promise<BatchState> {
  return apiRequest<BatchState>(batchPath(scope), { wlToken: scope.wlToken });
}

/** Takes a batch (or tops the caller's up to the wall's size). */
export function takeBatch(scope: WallScope): Promise<BatchState> {
  return apiRequest<BatchState>(batchPath(scope), { method: 'POST', wlToken: scope.wlToken });
}

/** Returns the caller's batch to the queue. */
export function releaseBatch(scope: WallScope): Promise<BatchState> {
  return apiRequest<BatchState>(batchPath(scope), { method: 'DELETE', wlToken: scope.wlToken });
}

/** Saves the wall's batch size and idle time; returns the server's message. */
export async function saveBatchSettings(
  scope: WallScope,
  settings: BatchSettings,
): Promise<string> {
  const path = `/api/batch-settings/${encodeURIComponent(scope.userName)}`;
  const answer = await apiRequest<{ message: string }>(path, {
    method: 'PUT',
    body: settings,
    wlToken: scope.wlToken,
  });
  return answer.message;
}

/** Which posts other moderators hold, by post id: the holder's name. */
export function takenByOthers(state: BatchState | null): ReadonlyMap<string, string> {
  const taken = new Map<string, string>();
  for (const other of state?.others ?? []) {
    for (const id of other.postIds) taken.set(id, other.moderator);
  }
  return taken;
}

/** When the batches should be asked for again by themselves: the next idle return, in ms. */
export function nextExpiryMs(state: BatchState | null): number | null {
  const times = [
    ...(state?.expiresInMs === null || state?.expiresInMs === undefined ? [] : [state.expiresInMs]),
    ...(state?.others ?? []).map((other) => other.expiresInMs),
  ];
  return times.length === 0 ? null : Math.max(0, Math.min(...times));
}

/** The caller's batch after an action answered `post`: a decided post leaves it. */
export function applyBatchResult(state: BatchState, post: ModerationPost): BatchState {
  if (!state.mine.some((shown) => shown.id === post.id)) return state;
  const mine =
    post.state === 'pending'
      ? state.mine.map((shown) => (shown.id === post.id ? post : shown))
      : state.mine.filter((shown) => shown.id !== post.id);
  return { ...state, mine };
}
