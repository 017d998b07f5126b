/** How Tumblr's refusals read to the owner: a refused key, an unknown blog. */
import { SourceError } from '@chorus/core';
import type { ApiFailure } from '@chorus/connector-kit';
import { tumblrMessages } from './messages.ts';

/**
 * The kit reads the rest (429, 5xx, shapes); this reads what only Tumblr means. A refused key
 * the source was connected with is the owner's to renew (`needs_reauth`); the server's own key
 * is the operator's (`failing`).
 */
export function tumblrApiError(failure: ApiFailure, sourceKey = false): SourceError | undefined {
  if (failure.status === 401 || failure.status === 403) {
    const answered = ` Tumblr answered ${failure.status}${failure.suffix}.`;
    return sourceKey
      ? new SourceError('needs_reauth', `${tumblrMessages.sourceKeyRefused}${answered}`)
      : new SourceError('failing', `${tumblrMessages.keyRefused}${answered}`);
  }
  if (failure.status === 404 && failure.path.includes('/v2/blog/'))
    return new SourceError('invalid_source', tumblrMessages.blogNotFound);
  return undefined;
}
