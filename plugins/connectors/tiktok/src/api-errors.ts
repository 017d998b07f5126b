/**
 * How TikTok words its refusals: v2 answers carry `error.code` (`access_token_invalid`,
 * `scope_not_authorized`, `rate_limit_exceeded`...) beside the HTTP status. Each becomes the
 * health the owner sees: sign in again, wait, or a failure to retry.
 */
import { isSourceError, SourceError } from '@chorus/core';
import type { ApiFailure } from '@chorus/connector-kit';
import { tiktokMessages } from './messages.ts';

/** TikTok's rate limit is a one-minute sliding window (600 calls per endpoint by default). */
export const rateWindowMs = 60_000;

/** The words TikTok added, as ` (…)`, or nothing. */
function said(message: string | undefined): string {
  return message ? ` (${message})` : '';
}

/** The SourceError for a v2 `error.code` other than `ok`; undefined for the kit's reading. */
export function tiktokCodeError(
  code: string | undefined,
  message: string | undefined,
  now: Date,
): SourceError | undefined {
  switch (code) {
    case 'access_token_invalid':
      return new SourceError('needs_reauth', `${tiktokMessages.tokenRefused}${said(message)}`);
    case 'scope_not_authorized':
    case 'scope_permission_missed':
      return new SourceError('needs_reauth', `${tiktokMessages.scopeMissing}${said(message)}`);
    case 'rate_limit_exceeded':
      return rateLimited(now, message);
    case undefined:
    case 'ok':
      return undefined;
    default:
      return new SourceError('failing', `TikTok answered “${code}”${said(message)}.`);
  }
}

/** Throttled: the window is a minute, so the crawl waits that long when TikTok says no more. */
export function rateLimited(now: Date, message?: string, retryAt?: Date | null): SourceError {
  const resumes = retryAt ?? new Date(now.getTime() + rateWindowMs);
  return new SourceError(
    'rate_limited',
    `TikTok limits this app's requests until ${resumes.toISOString()}${said(message)}.`,
    resumes,
  );
}

/** `mapError` of the JSON client: a non-2xx answer by its `error.code`, else by its status. */
export function tiktokApiError(failure: ApiFailure, now: Date): SourceError | undefined {
  const mapped = tiktokCodeError(failure.problem.type, failure.problem.detail, now);
  if (mapped) return mapped;
  if (failure.status === 401 || failure.status === 403) {
    return new SourceError('needs_reauth', `${tiktokMessages.tokenRefused}${failure.suffix}`);
  }
  return undefined;
}

/** A 429 the safe client gave up on without a reset time waits for TikTok's window. */
export function withRateWindow(error: unknown, now: Date): unknown {
  if (isSourceError(error) && error.kind === 'rate_limited' && !error.retryAt) {
    return rateLimited(now, undefined, null);
  }
  return error;
}
