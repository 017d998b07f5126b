/**
 * The moderation calls of docs/api.md: the public and private (pending) feeds, and every
 * action on one post. A white-label token goes with each call when the screen has one.
 */
import type { PostState } from '@chorus/core';
import type { FeedCursor, WallPost } from '@chorus/theme-kit';
import { apiRequest } from '../api-client.ts';
import type { ScreeningVerdict } from './screening-note.ts';

/** A post as the post routes answer it: what the wall draws, plus its moderation facts. */
export interface ModerationPost extends WallPost {
  readonly state: PostState;
  readonly recur_frequency: number;
  readonly recur_offset: number;
  /**
   * The screening rule that decided the post, what it did (null on posts screened before the
   * verdict was stored) and why: the pending list, batches and the trash carry them; the
   * public feed does not (the screen asks for them by id).
   */
  readonly screened_rule?: string | null;
  readonly screened_verdict?: ScreeningVerdict | null;
  readonly screened_reason?: string | null;
}

/** Which posts the moderation view lists: one tab, optionally one network or source. */
export interface ModerationScope {
  readonly userName: string;
  /** `private`: pending posts; `public`: approved ones. */
  readonly feed: 'public' | 'private';
  readonly network?: string | undefined;
  readonly sourceId?: string | undefined;
  readonly wlToken?: string | undefined;
}

/** Posts per page of the moderation list (the spec's private feed limit). */
export const moderationPageSize = 20;

/** One page of a moderation list and where the next one starts (null: none). */
export interface ModerationPage {
  readonly posts: readonly ModerationPost[];
  readonly next: ModerationCursor | null;
}

/** Where the next page starts: the public feed's cursor, or an offset into pending posts. */
export type ModerationCursor =
  | { readonly feed: 'public'; readonly cursor: FeedCursor }
  | { readonly feed: 'private'; readonly offset: number };

/**
 * Whether a post belongs to the list of `scope`: its tab's state, and its network or source
 * when the scope names one (the private feed is filtered here, the server lists it whole).
 */
export function belongsToScope(
  post: Pick<ModerationPost, 'state' | 'network' | 'source_id'>,
  scope: Pick<ModerationScope, 'feed' | 'network' | 'sourceId'>,
): boolean {
  const shown = post.state === 'approved' || post.state === 'approved-recurring';
  if (scope.feed === 'public' ? !shown : post.state !== 'pending') return false;
  if (scope.sourceId !== undefined && /^\d+$/.test(scope.sourceId)) {
    return post.source_id === scope.sourceId;
  }
  return scope.network === undefined || post.network === scope.network;
}

/** Loads one page of the list of `scope`, from the start or from `after`. */
export async function loadModerationPage(
  scope: ModerationScope,
  after: ModerationCursor | null = null,
): Promise<ModerationPage> {
  if (scope.feed === 'private') {
    const offset = after?.feed === 'private' ? after.offset : 0;
    const answer = await apiRequest<{ posts: ModerationPost[] }>(
      `/api/hypes/${encodeURIComponent(scope.userName)}`,
      {
        query: { feed: 'private', limit: moderationPageSize, offset },
        wlToken: scope.wlToken,
      },
    );
    const full = answer.posts.length === moderationPageSize;
    return {
      posts: answer.posts.filter((post) => belongsToScope(post, scope)),
      next: full ? { feed: 'private', offset: offset + answer.posts.length } : null,
    };
  }
  const cursor = after?.feed === 'public' ? after.cursor : null;
  const source =
    scope.sourceId !== undefined && /^\d+$/.test(scope.sourceId) ? scope.sourceId : undefined;
  const answer = await apiRequest<{ posts: ModerationPost[]; next: FeedCursor | null }>(
    '/api/posts',
    {
      query: {
        wall: scope.userName,
        count: moderationPageSize,
        network: scope.network,
        source,
        nocache: 1,
        ref_timestamp: cursor?.ref_timestamp ?? undefined,
        offset: cursor?.offset,
      },
      wlToken: scope.wlToken,
    },
  );
  return {
    posts: answer.posts,
    next: answer.next === null ? null : { feed: 'public', cursor: answer.next },
  };
}

/** The one-click actions on a post, each a route of docs/api.md answering `{ post }`. */
export type PostActionName =
  'approve' | 'reject' | 'remove' | 'pin' | 'unpin' | 'highlight' | 'unhighlight' | 'display';

/** Runs `action` on post `id`; answers the post as it is afterwards. */
export async function runPostAction(
  action: PostActionName,
  id: string,
  wlToken?: string,
): Promise<ModerationPost> {
  const path = `/api/post/${encodeURIComponent(id)}`;
  const options = { wlToken };
  const answer =
    action === 'reject'
      ? await apiRequest<{ post: ModerationPost }>(path, { ...options, method: 'DELETE' })
      : action === 'remove'
        ? await apiRequest<{ post: ModerationPost }>(path, {
            ...options,
            method: 'DELETE',
            query: { permanent: 1 },
          })
        : await apiRequest<{ post: ModerationPost }>(`${path}/${action}`, {
            ...options,
            method: 'POST',
          });
  return answer.post;
}

/** The fields the post edit modal, the CTA editor and the recurrence sliders save. */
export interface PostEdits {
  readonly title?: string;
  readonly description?: string;
  readonly url?: string | null;
  readonly image?: string | null;
  readonly recur_frequency?: number;
  readonly recur_offset?: number;
  readonly cta?: { readonly url: string; readonly text: string; readonly color?: string } | null;
}

/** `PUT /api/post/{id}`: answers the spec's message and the saved post. */
export function savePost(
  id: string,
  edits: PostEdits,
  wlToken?: string,
): Promise<{ message: string; post: ModerationPost }> {
  return apiRequest(`/api/post/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: edits,
    wlToken,
  });
}

/** The most pending posts one "approve all" collects, so a runaway feed cannot hang the page. */
export const maxBulkPosts = 2000;

/** Every pending post of `scope` (its network or source), newest first, up to {@link maxBulkPosts}. */
export async function loadAllPending(scope: ModerationScope): Promise<ModerationPost[]> {
  const all: ModerationPost[] = [];
  let after: ModerationCursor | null = null;
  do {
    const page: ModerationPage = await loadModerationPage({ ...scope, feed: 'private' }, after);
    all.push(...page.posts);
    after = page.next;
  } while (after !== null && all.length < maxBulkPosts);
  return all.slice(0, maxBulkPosts);
}
