/**
 * The buttons of a post in the moderation list: which apply to it, what they are called and
 * what they say when they work or fail (the spec's messages where it has them).
 */
import { messages, type MessageKey } from '@chorus/core';
import { ApiError } from '../api-client.ts';
import type { ModerationPost, PostActionName } from './moderation-api.ts';
import type { ModerationTextKey } from './texts.ts';

/** What one action button shows and says: keys of the screen's texts and core's catalogue. */
export interface PostActionInfo {
  readonly label: ModerationTextKey;
  readonly success: MessageKey;
  /** The spec's failure text, shown when the server gives no more useful one. */
  readonly failure: MessageKey;
}

/** Every one-click action, with its label and messages. */
export const postActions: Readonly<Record<PostActionName, PostActionInfo>> = {
  approve: { label: 'actionApprove', success: 'postApproved', failure: 'postApproveFailed' },
  reject: { label: 'actionReject', success: 'postRejected', failure: 'postRejectFailed' },
  remove: { label: 'actionRemove', success: 'postDeleted', failure: 'postDeleteFailed' },
  pin: { label: 'actionPin', success: 'postPinned', failure: 'postPinFailed' },
  unpin: { label: 'actionUnpin', success: 'postUnpinned', failure: 'postUnpinFailed' },
  highlight: {
    label: 'actionHighlight',
    success: 'postHighlighted',
    failure: 'postHighlightFailed',
  },
  unhighlight: {
    label: 'actionUnhighlight',
    success: 'postUnhighlighted',
    failure: 'postHighlightFailed',
  },
  display: { label: 'actionDisplay', success: 'postDisplayed', failure: 'postDisplayFailed' },
};

/**
 * The actions a post offers, in button order: a pending post can be approved or deleted; a
 * post on the wall can be shown now, pinned or unpinned, highlighted or not, rejected or deleted.
 */
export function actionsFor(post: Pick<ModerationPost, 'state' | 'pinned' | 'highlight'>) {
  const list: PostActionName[] = [];
  if (post.state === 'pending') list.push('approve');
  else if (post.state === 'approved' || post.state === 'approved-recurring') {
    list.push('display', post.pinned ? 'unpin' : 'pin');
    list.push(post.highlight ? 'unhighlight' : 'highlight', 'reject');
  }
  if (post.state !== 'removed') list.push('remove');
  return list;
}

/**
 * The text of a failed call: the server's own text for a refused token, a plan without the
 * feature or a missing right (it says what to do), else the action's spec message.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [401, 402, 403].includes(error.status)) return error.message;
  return fallback;
}

/**
 * The text of a failed save: `fallback` ('Post save failed.' in the owner's language) or the
 * server's error text, with the field
 * messages of a validation failure.
 */
export function saveFailureText(
  error: unknown,
  fallback: string = messages.postSaveFailed,
): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const fields = error.issues
    .map((issue) => issue.message)
    .filter((text) => text !== error.message);
  return [error.message, ...new Set(fields)].join(' ');
}
