/**
 * Authenticated, validated GET requests to the X API v2, with X's error answers turned into the
 * SourceError kinds the crawl engine understands.
 */
import { z } from 'zod';
import { isSourceError, SourceError } from '@chorus/core';
import type { ConnectorHttp } from '@chorus/core';
import { httpErrorToSourceError, parseRateLimit, type RateLimit } from '@chorus/connector-kit';
import { problemSchema, type TwitterProblem } from './wire.ts';

/** The name used in error messages the owner reads. */
const networkName = 'X';

/** What a client needs: the safe fetch, the API base, the token and the crawl's signal. */
export interface XClientOptions {
  readonly http: ConnectorHttp;
  readonly apiBase: string;
  readonly token: string;
  readonly signal: AbortSignal;
  /** Told the rate-limit headers of every successful answer. */
  readonly onRateLimit?: (limit: RateLimit) => void;
}

/** Query parameters; `undefined` values are left out. */
export type XQuery = Readonly<Record<string, string | undefined>>;

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
  const token = credentials?.['accessToken'] || credentials?.['bearerToken'];
  if (!token) {
    throw new SourceError('needs_reauth', 'No X token is stored for this source: connect X again.');
  }
  return token;
}

function describeProblem(problem: TwitterProblem | undefined): string {
  return problem?.detail ?? problem?.message ?? problem?.title ?? '';
}

const errorBodySchema = problemSchema.extend({ errors: z.array(problemSchema).optional() });

/** X's problem body (`{ title, detail, type, status }`, maybe with `errors[]`), if readable. */
async function readProblem(response: Response): Promise<z.output<typeof errorBodySchema>> {
  try {
    return errorBodySchema.safeParse(JSON.parse(await response.text())).data ?? {};
  } catch {
    return {};
  }
}

/** Turns a non-2xx answer of X into a SourceError, reading X's problem body when there is one. */
async function errorOf(response: Response, path: string): Promise<SourceError> {
  const problem = await readProblem(response);
  const detail = describeProblem(problem.errors?.[0]) || describeProblem(problem);
  // "Unauthorized (Unauthorized)" says nothing twice: add X's words only when they add some.
  const repeats = detail === problem.title || detail === response.statusText;
  const suffix = detail && !repeats ? ` (${detail})` : '';
  if (response.status === 401) {
    return new SourceError(
      'needs_reauth',
      `X refused the token for ${path} (401): it expired or was revoked${suffix}.`,
    );
  }
  if (response.status === 400) {
    return new SourceError('invalid_source', `X refused the request for ${path}${suffix}.`);
  }
  // A 403 "client-forbidden" is the app's access tier, which reconnecting does not change.
  if (response.status === 403 && problem.type?.endsWith('/client-forbidden')) {
    return new SourceError('failing', `X refused ${path} at this access level${suffix}.`);
  }
  const mapped = httpErrorToSourceError(response, networkName);
  return new SourceError(
    mapped.kind,
    `${mapped.message.replace(/\.$/, '')}${suffix}.`,
    mapped.retryAt,
  );
}

/**
 * The safe client ends a call at once when X's wait is long; its message names the whole URL.
 * The owner reads this one: say which request X limits and until when.
 */
function rateLimitedOrAsIs(error: unknown, path: string): unknown {
  if (!isSourceError(error) || error.kind !== 'rate_limited') return error;
  const until = error.retryAt ? ` until ${error.retryAt.toISOString()}` : '';
  return new SourceError('rate_limited', `X limits requests to ${path}${until}.`, error.retryAt, {
    cause: error,
  });
}

/** A GET helper bound to one source's token and base URL. */
export function createXClient(options: XClientOptions): XGet {
  return async (path, query, schema) => {
    const url = new URL(path, options.apiBase);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    const response = await options
      .http(url, {
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
        signal: options.signal,
      })
      .catch((error: unknown) => {
        throw rateLimitedOrAsIs(error, path);
      });
    if (!response.ok) throw rateLimitedOrAsIs(await errorOf(response, path), path);
    options.onRateLimit?.(parseRateLimit(response.headers));
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      throw new SourceError('failing', `X answered ${path} with a body that is not JSON.`, null, {
        cause: error,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') || 'the body';
      throw new SourceError(
        'failing',
        `X answered ${path} in an unexpected shape (at ${where}).`,
        null,
        {
          cause: parsed.error,
        },
      );
    }
    return parsed.data;
  };
}
