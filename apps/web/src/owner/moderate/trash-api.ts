/** The trash and audit log calls of the moderation screen (docs/moderation.md). */
import { apiRequest, apiUrl } from '../api-client.ts';
import type { ModerationPost } from './moderation-api.ts';

/** Which wall, and the white-label token the screen was opened with. */
export interface WallScope {
  readonly userName: string;
  readonly wlToken?: string | undefined;
}

/** One entry of the audit log. */
export interface AuditEntry {
  readonly id: number;
  readonly postId: number | null;
  readonly action: string;
  readonly actor: { readonly kind: string; readonly label: string };
  readonly at: string;
}

const wallPath = (root: string, scope: WallScope) =>
  `/api/${root}/${encodeURIComponent(scope.userName)}`;

/** The posts in the trash, most recently trashed first. */
export async function loadTrash(scope: WallScope): Promise<ModerationPost[]> {
  const answer = await apiRequest<{ posts: ModerationPost[] }>(wallPath('trash', scope), {
    query: { limit: 100 },
    wlToken: scope.wlToken,
  });
  return answer.posts;
}

/** Restores a post from the trash to the wall. */
export async function restoreFromTrash(id: string, wlToken?: string): Promise<ModerationPost> {
  const path = `/api/post/${encodeURIComponent(id)}/restore`;
  return (await apiRequest<{ post: ModerationPost }>(path, { method: 'POST', wlToken })).post;
}

/** Deletes one post of the trash permanently; returns the server's message. */
export async function purgeFromTrash(id: string, wlToken?: string): Promise<string> {
  const path = `/api/post/${encodeURIComponent(id)}/purge`;
  return (await apiRequest<{ message: string }>(path, { method: 'POST', wlToken })).message;
}

/** Empties the trash; returns the server's message. */
export async function emptyTrash(scope: WallScope): Promise<string> {
  const answer = await apiRequest<{ message: string }>(wallPath('trash', scope), {
    method: 'DELETE',
    wlToken: scope.wlToken,
  });
  return answer.message;
}

/** The newest entries of the audit log. */
export async function loadAudit(scope: WallScope): Promise<AuditEntry[]> {
  const answer = await apiRequest<{ entries: AuditEntry[] }>(wallPath('audit', scope), {
    query: { limit: 50 },
    wlToken: scope.wlToken,
  });
  return answer.entries;
}

/** Where the CSV export of the audit log downloads from. */
export function auditExportUrl(scope: WallScope): string {
  return apiUrl(`${wallPath('audit', scope)}/export`, { wlToken: scope.wlToken });
}

/**
 * Undoes the caller's last moderation action on the wall; answers the server's message and
 * the post as it is again.
 */
export async function undoLastAction(
  scope: WallScope,
): Promise<{ readonly message: string; readonly post?: ModerationPost }> {
  return apiRequest<{ message: string; post?: ModerationPost }>(
    `${wallPath('audit', scope)}/undo`,
    { method: 'POST', wlToken: scope.wlToken },
  );
}
