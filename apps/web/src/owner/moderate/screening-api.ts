/**
 * The screening rule calls: a wall's or source's rules, saving them (optionally screening the
 * pending posts again), and why each held post is held.
 */
import type { ScreeningRules } from '@chorus/core';
import { apiRequest } from '../api-client.ts';

/** Whose rules: the wall's, or one source's (its own set replaces the wall's). */
export interface ScreeningScope {
  readonly userName: string;
  readonly sourceId?: string | undefined;
  readonly wlToken?: string | undefined;
}

/** Why a held post is held. */
export interface HeldReason {
  readonly postId: number;
  readonly rule: string;
  readonly reason: string;
}

const rulesPath = (scope: ScreeningScope) =>
  `/api/screening-rules/${encodeURIComponent(scope.userName)}`;
const sourceQuery = (scope: ScreeningScope) =>
  scope.sourceId !== undefined && /^\d+$/.test(scope.sourceId) ? { source_id: scope.sourceId } : {};

/** The rules in force for the scope (defaults when none are saved) and whether it has its own. */
export function loadScreeningRules(
  scope: ScreeningScope,
): Promise<{ rules: ScreeningRules; saved: boolean }> {
  return apiRequest(rulesPath(scope), { query: sourceQuery(scope), wlToken: scope.wlToken });
}

/** Saves the rules; `rescreen` screens the pending posts again. */
export function saveScreeningRules(
  scope: ScreeningScope,
  rules: unknown,
  rescreen: boolean,
): Promise<{ message: string; rescreened: number }> {
  return apiRequest(rulesPath(scope), {
    method: 'PUT',
    query: sourceQuery(scope),
    body: { rules, rescreen },
    wlToken: scope.wlToken,
  });
}

/** Why each held post of the wall is held, by post id. */
export async function loadHeldReasons(
  scope: ScreeningScope,
): Promise<ReadonlyMap<string, HeldReason>> {
  const answer = await apiRequest<{ held: HeldReason[] }>(
    `/api/screening-held/${encodeURIComponent(scope.userName)}`,
    { wlToken: scope.wlToken },
  );
  return new Map(answer.held.map((held) => [String(held.postId), held]));
}
