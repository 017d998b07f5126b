import { SourceError } from '@chorus/core';
import { resumesAt } from './rate-limit.ts';

/**
 * Raised inside the connection layer when a name resolves to, or a socket reaches, a forbidden
 * address; the client turns it into an `invalid_source` SourceError naming the URL.
 */
export class BlockedAddressError extends Error {
  override readonly name = 'BlockedAddressError';
  constructor(
    /** The host name or literal that was refused. */
    readonly host: string,
    /** The address it resolved to, when a lookup was involved. */
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, a private or local address`);
  }
}

/** The BlockedAddressError somewhere in an error's cause chain, if any. */
export function findBlocked(error: unknown): BlockedAddressError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof BlockedAddressError) return current;
    current = current.cause;
  }
  return undefined;
}

/** The SourceError for a URL pointing at a forbidden address. */
export function blockedError(shown: string, redirectedFrom?: string): SourceError {
  const what = redirectedFrom
    ? `Refusing to follow a redirect from ${redirectedFrom} to ${shown}`
    : `Refusing to fetch ${shown}`;
  return new SourceError('invalid_source', `${what}: it points to a private or local address.`);
}

/**
 * Who a network's data belongs to, which decides what a 401 or 403 means:
 * - `signedIn`: the source reads with the owner's own sign-in (OAuth): the owner must connect
 *   the account again (`needs_reauth`).
 * - `apiKey`: public data read with the installation's API key: the key is wrong or revoked, which
 *   the administrator fixes, not the owner (`failing`).
 * - `public`: public data read without credentials (a feed): a 401 says the network now wants a
 *   sign-in, a 403 that it refuses Chorus; the owner must change the source (`invalid_source`).
 */
export type NetworkAccess = 'signedIn' | 'apiKey' | 'public';

/**
 * Maps a non-2xx response to the SourceError a connector throws, so connectors share one
 * reading of HTTP statuses: 401/403 as {@link NetworkAccess} says (by default: the owner must
 * reconnect), 404/410 that the feed does not exist, 429 that we must wait (until the rate-limit
 * headers say), anything else failing.
 */
export function httpErrorToSourceError(
  response: Response,
  networkName: string,
  access: NetworkAccess = 'signedIn',
): SourceError {
  const { status } = response;
  const answered = `${networkName} answered ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (status === 401 || status === 403) return accessError(status, answered, networkName, access);
  if (status === 404 || status === 410) {
    return new SourceError('invalid_source', `${answered}: this feed or account was not found.`);
  }
  if (status === 429) {
    const retryAt = resumesAt(response.headers, { status });
    return new SourceError('rate_limited', `${answered}: too many requests.`, retryAt);
  }
  return new SourceError('failing', `${answered}.`);
}

function accessError(
  status: 401 | 403,
  answered: string,
  networkName: string,
  access: NetworkAccess,
): SourceError {
  if (access === 'signedIn') {
    return new SourceError(
      'needs_reauth',
      `${answered}: the connection needs to be authorised again.`,
    );
  }
  if (access === 'apiKey') {
    return new SourceError(
      'failing',
      `${answered}: the API key of this Chorus server for ${networkName} was refused; ask its administrator to check it.`,
    );
  }
  return status === 401
    ? new SourceError(
        'invalid_source',
        `${answered}: this feed now asks to sign in, which Chorus cannot do for it.`,
      )
    : new SourceError('invalid_source', `${answered}: this feed does not let Chorus read it.`);
}
