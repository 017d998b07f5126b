/**
 * The screening rule calls: a wall's or source's rules, saving them (optionally screening the
 * pending posts again), and which rule decided each post and why.
 */
import type { ScreeningRules } from '@chorus/core';
import { apiRequest } from '../api-client.ts';
import type { ScreeningVerdict } from './screening-note.ts';

/** Whose rules: the wall's, or one source's (its own set replaces the wall's). */
export interface ScreeningScope {
  readonly userName: string;
  readonly sourceId?: string | undefined;
  readonly wlToken?: string | undefined;
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

/** The rule that decided a post, what it did (null: not stored) and why, with the post's state. */
export interface ScreeningDecisionEntry {
  readonly postId: number;
  readonly state: string;
  readonly rule: string;
  readonly verdict: ScreeningVerdict | null;
  readonly reason: string;
}

/** Which rule decided each of these posts (any state), what it did and why, by post id. */
export async function loadScreeningDecisions(
  scope: Pick<ScreeningScope, 'userName' | 'wlToken'>,
  postIds: readonly string[],
): Promise<Map<string, ScreeningDecisionEntry>> {
  const answer = await apiRequest<{ decisions: ScreeningDecisionEntry[] }>(
    `/api/screening-decisions/${encodeURIComponent(scope.userName)}`,
    { query: { post_ids: postIds.join(',') }, wlToken: scope.wlToken },
  );
  return new Map(answer.decisions.map((entry) => [String(entry.postId), entry]));
}
