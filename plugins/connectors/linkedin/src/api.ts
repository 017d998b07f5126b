/**
 * LinkedIn's versioned REST API through the kit's JSON client: the version and Rest.li
 * protocol headers every call needs, the owner's token, and LinkedIn's refusals read the way
 * the owner needs them (a 403 is the page role or the app's product, not the sign-in; a 429 is
 * a daily throttle, reset at midnight UTC).
 */
import { SourceError } from '@chorus/core';
import {
  createJsonClient,
  resumesAt,
  type ApiFailure,
  type JsonClient,
} from '@chorus/connector-kit';
import { linkedinMessages } from './messages.ts';

/** Default base URLs; `CHORUS_BASE_URL_LINKEDIN_API` (and tests) replace them. */
export const linkedinBaseUrls = { api: 'https://api.linkedin.com' } as const;

/** The next midnight UTC after `now`: when LinkedIn's daily application and member limits reset. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** LinkedIn's own reading of a refusal; `undefined` leaves it to the kit (401, 5xx, 400). */
export function linkedinApiError(failure: ApiFailure, now: Date): SourceError | undefined {
  if (failure.status === 403) {
    return new SourceError('invalid_source', `${linkedinMessages.forbidden}${failure.suffix}`);
  }
  if (failure.status === 404) {
    return new SourceError('invalid_source', `${linkedinMessages.notFound}${failure.suffix}`);
  }
  if (failure.status === 429) {
    const retryAt =
      resumesAt(failure.response.headers, { now, status: 429 }) ?? nextUtcMidnight(now);
    return new SourceError(
      'rate_limited',
      `LinkedIn's daily limit of calls for this app or member is reached until ${retryAt.toISOString()}${failure.suffix}.`,
      retryAt,
    );
  }
  return undefined;
}

/** What {@link createLinkedinClient} needs. */
export interface LinkedinClientOptions {
  readonly http: (input: string | URL, init?: RequestInit) => Promise<Response>;
  readonly baseUrl: string;
  readonly token: string;
  /** `LinkedIn-Version`, YYYYMM. */
  readonly version: string;
  readonly signal?: AbortSignal;
  readonly clock: { now(): Date };
}

/** A JSON client for `/rest/...` calls with the owner's token. */
export function createLinkedinClient(options: LinkedinClientOptions): JsonClient {
  return createJsonClient({
    http: options.http,
    baseUrl: options.baseUrl,
    network: 'LinkedIn',
    access: 'signedIn',
    headers: {
      authorization: `Bearer ${options.token}`,
      'linkedin-version': options.version,
      'x-restli-protocol-version': '2.0.0',
    },
    ...(options.signal ? { signal: options.signal } : {}),
    clock: options.clock,
    mapError: (failure) => linkedinApiError(failure, options.clock.now()),
  });
}

/**
 * A Rest.li 2.0 list of URNs for a batch get, `List(urn%3Ali%3Aimage%3A1,...)`: the URNs are
 * encoded, the list's parentheses and commas are not (a query builder would encode them).
 */
export function restliList(urns: readonly string[]): string {
  return `List(${urns.map((urn) => encodeURIComponent(urn)).join(',')})`;
}
