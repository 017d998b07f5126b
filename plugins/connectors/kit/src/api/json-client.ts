import type { z } from 'zod';
import { isSourceError, SourceError, type ConnectorHttp } from '@chorus/core';
import { httpErrorToSourceError, type NetworkAccess } from '../http/errors.ts';
import { parseRateLimit, resumesAt, type RateLimit } from '../http/rate-limit.ts';
import { readApiProblem, type ApiProblem } from './error-body.ts';
import { buildApiUrl, type Query } from './query.ts';
import { shapeMismatchAt } from './shape.ts';

/** How a client talks to one network's JSON API for one crawl. */
export interface JsonClientOptions {
  /** The safe HTTP client of the crawl (`context.http`). */
  readonly http: ConnectorHttp;
  /** The API's base URL, from `context.baseUrls` (tests point it at the fake network). */
  readonly baseUrl: string;
  /** The network's name in messages the owner reads, e.g. `X` or `Mastodon`. */
  readonly network: string;
  /** What a 401/403 means for this network; default `signedIn` (the owner reconnects). */
  readonly access?: NetworkAccess;
  /** Headers sent with every call, e.g. `{ authorization: 'Bearer …' }`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The crawl's signal. */
  readonly signal?: AbortSignal;
  /** The crawl's clock (`context.clock`), for rate-limit delays. */
  readonly clock?: { now(): Date };
  /**
   * Reads a refusal the network words its own way; return a SourceError to use it, or
   * `undefined` for the kit's reading.
   */
  readonly mapError?: (failure: ApiFailure) => SourceError | undefined;
  /** Told the rate-limit headers of every successful answer. */
  readonly onRateLimit?: (limit: RateLimit) => void;
}

/** A non-2xx answer, as `mapError` sees it. */
export interface ApiFailure {
  readonly status: number;
  /** The path called (no query string: it may hold tokens). */
  readonly path: string;
  /** What the error body says. */
  readonly problem: ApiProblem;
  /** ` (the network's words)`, or empty when they would only repeat the status. */
  readonly suffix: string;
  /** The error body's text (already read from `response`), for networks' own error shapes. */
  readonly body: string;
  readonly response: Response;
}

/** One call beyond a plain GET. */
export interface JsonRequest {
  readonly method?: string;
  readonly query?: Query;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  readonly form?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A validated answer with what paging and rate limits need from it. */
export interface JsonAnswer<T> {
  readonly data: T;
  readonly headers: Headers;
  /** The final URL (after redirects). */
  readonly url: string;
  readonly rateLimit: RateLimit;
}

/** A JSON API bound to one base URL, one network's words and one crawl. */
export interface JsonClient {
  /** GETs `path` with `query` and returns the body validated by `schema`. */
  get<S extends z.ZodType>(path: string | URL, schema: S, query?: Query): Promise<z.output<S>>;
  /** Makes any call and returns the validated body with the answer's headers. */
  request<S extends z.ZodType>(
    path: string | URL,
    schema: S,
    request?: JsonRequest,
  ): Promise<JsonAnswer<z.output<S>>>;
}

/**
 * A client for a network's JSON API, over the kit's safe fetch (SSRF guard, timeouts, caps,
 * retries). Every answer is parsed as JSON and validated with a zod schema; every failure is a
 * SourceError the owner can read: the network's error body is added to the kit's reading of the
 * status, a body that is not JSON or not the expected shape says where (`… in an unexpected
 * shape (at items[3].author.id).`), a rate limit says until when.
 */
export function createJsonClient(options: JsonClientOptions): JsonClient {
  const network = options.network;
  const now = () => options.clock?.now() ?? new Date();

  async function request<S extends z.ZodType>(
    path: string | URL,
    schema: S,
    call: JsonRequest = {},
  ): Promise<JsonAnswer<z.output<S>>> {
    const url = buildApiUrl(options.baseUrl, path, call.query);
    const shown = url.pathname;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...call.headers,
    };
    let body: string | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    }
    const response = await options
      .http(url, {
        method: call.method ?? 'GET',
        headers,
        ...(body !== undefined ? { body } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })
      .catch((error: unknown) => {
        throw rateLimitedOrAsIs(error, network, shown);
      });
    if (!response.ok) {
      const error = await failureOf(response, shown, options, now());
      throw rateLimitedOrAsIs(error, network, shown);
    }
    const rateLimit = parseRateLimit(response.headers, now());
    options.onRateLimit?.(rateLimit);
    const data = parseBody(await response.text(), schema, network, shown);
    return { data, headers: response.headers, url: response.url || url.href, rateLimit };
  }

  return {
    request,
    get: async (path, schema, query) => (await request(path, schema, { query })).data,
  };
}

function parseBody<S extends z.ZodType>(
  text: string,
  schema: S,
  network: string,
  shown: string,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SourceError(
      'failing',
      `${network} answered ${shown} with a body that is not JSON.`,
      null,
      { cause: error },
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new SourceError(
      'failing',
      `${network} answered ${shown} in an unexpected shape (at ${shapeMismatchAt(parsed.error)}).`,
      null,
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

async function failureOf(
  response: Response,
  shown: string,
  options: JsonClientOptions,
  now: Date,
): Promise<SourceError> {
  const body = await response.text().catch(() => '');
  const problem = readApiProblem(body);
  const detail = problem.detail;
  // "Unauthorized (Unauthorized)" says nothing twice: add the network's words only when new.
  const repeats = detail === problem.title || detail === response.statusText;
  const suffix = detail && !repeats ? ` (${detail})` : '';
  const failure: ApiFailure = {
    status: response.status,
    path: shown,
    problem,
    suffix,
    body,
    response,
  };
  const mapped = options.mapError?.(failure);
  if (mapped) return mapped;
  const { network } = options;
  const access = options.access ?? 'signedIn';
  if (response.status === 401 && access === 'signedIn') {
    return new SourceError(
      'needs_reauth',
      `${network} refused the token for ${shown} (401): it expired or was revoked${suffix}.`,
    );
  }
  if (response.status === 400) {
    return new SourceError(
      'invalid_source',
      `${network} refused the request for ${shown}${suffix}.`,
    );
  }
  if (response.status === 429) {
    return new SourceError(
      'rate_limited',
      `${network} answered 429`,
      resumesAt(response.headers, { now, status: 429 }),
    );
  }
  const kit = httpErrorToSourceError(response, network, access);
  return new SourceError(kit.kind, `${kit.message.replace(/\.$/, '')}${suffix}.`, kit.retryAt);
}

/**
 * A rate limit, from the safe client (which ends a call at once when the wait is long) or from a
 * 429: the owner reads which request the network limits and until when.
 */
function rateLimitedOrAsIs(error: unknown, network: string, shown: string): unknown {
  if (!isSourceError(error) || error.kind !== 'rate_limited') return error;
  const until = error.retryAt ? ` until ${error.retryAt.toISOString()}` : '';
  return new SourceError(
    'rate_limited',
    `${network} limits requests to ${shown}${until}.`,
    error.retryAt,
    { cause: error },
  );
}
