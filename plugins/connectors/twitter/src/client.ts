/**
 * Authenticated, validated calls to the X API v2: the kit's JSON client with X's token and one
 * refusal of X's own (a 403 for the app's access level).
 */
import type { z } from 'zod';
import { SourceError, type ConnectorClock, type ConnectorHttp } from '@chorus/core';
import {
  bearerTokenOf,
  createJsonClient,
  type ApiFailure,
  type Query,
  type RateLimit,
} from '@chorus/connector-kit';

/** What a client needs: the safe fetch, the API base, the token and the crawl's signal. */
export interface XClientOptions {
  readonly http: ConnectorHttp;
  readonly apiBase: string;
  readonly token: string;
  readonly signal: AbortSignal;
  readonly clock?: ConnectorClock;
  /** Told the rate-limit headers of every successful answer. */
  readonly onRateLimit?: (limit: RateLimit) => void;
}

/** Query parameters; `undefined` values are left out. */
export type XQuery = Query;

/** A GET against the X API that returns the validated JSON body. */
export type XGet = <T extends z.ZodType>(
  path: string,
  query: XQuery,
  schema: T,
) => Promise<z.output<T>>;

/**
 * The bearer token of a source: a user-context OAuth 2 access token, or else the
 * installation's app-only bearer token. No token means the owner must connect an X account.
 */
export function tokenFromCredentials(credentials: Readonly<Record<string, string>> | null): string {
  const token = bearerTokenOf(credentials);
  if (!token) {
    throw new SourceError('needs_reauth', 'No X token is stored for this source: connect X again.');
  }
  return token;
}

/** A 403 "client-forbidden" is the app's access tier, which reconnecting does not change. */
function accessLevelRefusal({
  status,
  problem,
  path,
  suffix,
}: ApiFailure): SourceError | undefined {
  if (status !== 403 || !problem.type?.endsWith('/client-forbidden')) return undefined;
  return new SourceError('failing', `X refused ${path} at this access level${suffix}.`);
}

/** A GET helper bound to one source's token and base URL. */
export function createXClient(options: XClientOptions): XGet {
  const client = createJsonClient({
    http: options.http,
    baseUrl: options.apiBase,
    network: 'X',
    access: 'signedIn',
    headers: { authorization: `Bearer ${options.token}` },
    signal: options.signal,
    ...(options.clock ? { clock: options.clock } : {}),
    mapError: accessLevelRefusal,
    ...(options.onRateLimit ? { onRateLimit: options.onRateLimit } : {}),
  });
  return (path, query, schema) => client.get(path, schema, query);
}
