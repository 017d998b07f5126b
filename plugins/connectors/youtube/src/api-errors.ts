/** How YouTube words its refusals: quota spent, a bad key, an unknown playlist. */
import { SourceError } from '@chorus/core';
import type { ApiFailure } from '@chorus/connector-kit';
import { youtubeMessages } from './messages.ts';
import { quotaResetsAt } from './quota.ts';

const quotaReasons = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded']);

/**
 * The kit reads the rest (404 playlist not found, 5xx, shapes). A refused key the source was
 * connected with is the owner's to renew (`needs_reauth`); the server's own key is the
 * operator's (`failing`).
 */
export function youtubeApiError(
  failure: ApiFailure,
  now: Date,
  sourceKey = false,
): SourceError | undefined {
  const reason = failure.problem.type;
  if (failure.status === 403 && reason !== undefined && quotaReasons.has(reason)) {
    const resumes = quotaResetsAt(now);
    return new SourceError(
      'rate_limited',
      `YouTube's daily quota is spent until ${resumes.toISOString()} (midnight Pacific time)${failure.suffix}.`,
      resumes,
    );
  }
  const keyRefused =
    reason === 'keyInvalid' ||
    reason === 'keyExpired' ||
    /^API key (not valid|expired)/.test(failure.problem.detail ?? '');
  if ((failure.status === 400 || failure.status === 403) && keyRefused) {
    return sourceKey
      ? new SourceError('needs_reauth', `${youtubeMessages.sourceKeyInvalid}${failure.suffix}`)
      : new SourceError('failing', `${youtubeMessages.keyInvalid}${failure.suffix}`);
  }
  return undefined;
}
