/**
 * The moderation screen's counters (pending, held by rules, approved today, trash), asked
 * again whenever the shown posts change (a decision here or a live one from another moderator).
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api-client.ts';
import type { ModerationPost } from './moderation-api.ts';
import type { WallScope } from './trash-api.ts';

/** What the counters show. */
export interface ModerationCounts {
  readonly pending: number;
  readonly heldByRules: number;
  readonly approvedToday: number;
  readonly inTrash: number;
}

/** The counters of the wall, or null until the first answer (or after a failure). */
export function useModerationCounts(
  scope: WallScope,
  posts: readonly ModerationPost[],
): ModerationCounts | null {
  const [counts, setCounts] = useState<ModerationCounts | null>(null);
  const { userName, wlToken } = scope;
  const shownKey = posts.map((post) => `${post.id}:${post.state}`).join(',');

  useEffect(() => {
    let live = true;
    apiRequest<ModerationCounts>(`/api/moderation-counts/${encodeURIComponent(userName)}`, {
      wlToken,
    })
      .then((answer) => live && setCounts(answer))
      .catch(() => live && setCounts(null));
    return () => {
      live = false;
    };
  }, [userName, wlToken, shownKey]);
  return counts;
}
