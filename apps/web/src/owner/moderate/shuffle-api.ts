/** The slow-wall calls: a wall's post shuffle setting, saving it, and its scheduled posts. */
import { apiRequest } from '../api-client.ts';
import type { ModerationPost } from './moderation-api.ts';
import type { WallScope } from './trash-api.ts';

/** A wall's post shuffle setting, as the API has it. */
export interface ShuffleSetting {
  readonly enabled: boolean;
  readonly idle_minutes: number;
}

const shufflePath = (scope: WallScope) => `/api/post-shuffle/${encodeURIComponent(scope.userName)}`;

/** The wall's setting (off, 5 minutes, when never saved). */
export function loadShuffleSetting(scope: WallScope): Promise<ShuffleSetting> {
  return apiRequest(shufflePath(scope), { wlToken: scope.wlToken });
}

/** Saves the setting; answers the server's message ("Post shuffle saved."). */
export async function saveShuffleSetting(
  scope: WallScope,
  setting: ShuffleSetting,
): Promise<string> {
  const answer = await apiRequest<{ message: string }>(shufflePath(scope), {
    method: 'PUT',
    body: setting,
    wlToken: scope.wlToken,
  });
  return answer.message;
}

/** A scheduled announcement as the list answers it: a post with its times (ISO 8601). */
export interface ScheduledPost extends ModerationPost {
  readonly publish_at: string | null;
  readonly expire_at: string | null;
}

/** The wall's scheduled announcements still to go live or to leave, soonest first. */
export async function loadScheduledPosts(scope: WallScope): Promise<readonly ScheduledPost[]> {
  const answer = await apiRequest<{ posts: ScheduledPost[] }>(
    `/api/scheduled-posts/${encodeURIComponent(scope.userName)}`,
    { wlToken: scope.wlToken },
  );
  return answer.posts;
}
