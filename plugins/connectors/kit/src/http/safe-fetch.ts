import { SourceError, type ConnectorHttp } from '@chorus/core';
import { fetch as undiciFetch, type Agent, type RequestInit as UndiciInit } from 'undici';
import { readApiProblem } from '../api/error-body.ts';
import { parseAllowList } from './address-policy.ts';
import { blockedError, findBlocked } from './errors.ts';
import { createGuardedAgent } from './guarded-agent.ts';
import { resolveOptions, type SafeFetchOptions, type SafeFetchSettings } from './options.ts';
import { parseRetryAfter, resumesAt } from './rate-limit.ts';
import { quotaOfHeaders } from './rate-limit-quota.ts';
import { readCapped, tooLarge } from './read-body.ts';
import { backoffMs, isRetryableStatus, pause } from './retry.ts';
import { checkTarget } from './url-guard.ts';

type UndiciResponse = Awaited<ReturnType<typeof undiciFetch>>;

/** The safe client: a `fetch` plus `close()` to release its connection pool. */
export type SafeFetch = ConnectorHttp & {
  /** Closes idle connections; calls made afterwards fail. */
  close(): Promise<void>;
};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);
// The body handed back is already decoded and whole: these would describe the wire, not it.
const wireHeaders = new Set(['content-encoding', 'content-length', 'transfer-encoding']);
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** One call in flight: where it is, and the signals that may stop it. */
interface Call {
  shown: string;
  redirectedFrom?: string;
  signal: AbortSignal;
  deadline: number;
}

/**
 * Creates the fetch every connector and the server use for user-supplied URLs. It resolves DNS
 * itself and connects only to public addresses (unless `allowAddresses` says otherwise), checks
 * every redirect hop, caps time and decoded size, retries network errors, 5xx and 429 with
 * jittered backoff honouring `Retry-After` (POST and other non-idempotent methods: 429 only),
 * and answers with a fully read `Response` whose `url` is the final address. Redirects are
 * followed unless `init.redirect` is `manual` (the 3xx is returned) or `error` (it fails).
 * Failures it owns are thrown as core's `SourceError`; other non-2xx answers are returned for
 * the connector to judge (see `httpErrorToSourceError`).
 */
export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const settings = resolveOptions(options);
  const allowList = parseAllowList(options.allowAddresses);
  const agent = createGuardedAgent({
    allowList,
    ...(options.lookup ? { lookup: options.lookup } : {}),
    ...(options.ca ? { ca: options.ca } : {}),
    connectTimeoutMs: Math.min(settings.timeoutMs, 10_000),
  });

  const safeFetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), settings.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
    const call: Call = {
      shown: typeof input === 'string' ? input : input.href,
      signal,
      deadline: Date.now() + settings.timeoutMs,
    };
    try {
      return await follow(call, init, settings, allowList, agent);
    } catch (error) {
      if (error instanceof SourceError) throw error;
      if (timer.signal.aborted) {
        throw new SourceError(
          'failing',
          `${call.shown} did not answer within ${settings.timeoutMs / 1000} s.`,
          null,
          { cause: error },
        );
      }
      if (init.signal?.aborted) throw init.signal.reason;
      // A body cut off mid-way, an undecodable encoding, a status no Response can carry...
      throw new SourceError(
        'failing',
        `Could not read the answer from ${call.shown}: ${describe(error)}.`,
        null,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timeout);
    }
  };
  return Object.assign(safeFetch, { close: () => agent.close() });
}

async function follow(
  call: Call,
  init: RequestInit,
  settings: SafeFetchSettings,
  allowList: ReturnType<typeof parseAllowList>,
  agent: Agent,
): Promise<Response> {
  let url = checkTarget(call.shown, allowList);
  let method = (init.method ?? 'GET').toUpperCase();
  let body = init.body ?? null;
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', settings.userAgent);

  for (let hop = 0; ; hop++) {
    const request = (): Promise<UndiciResponse> =>
      undiciFetch(url.href, {
        method,
        headers: [...headers],
        body,
        redirect: 'manual',
        signal: call.signal,
        dispatcher: agent,
      } as UndiciInit);
    const response = await withRetries(request, call, settings, idempotent.has(method));
    const location = redirectStatuses.has(response.status)
      ? response.headers.get('location')
      : null;
    if (location === null || init.redirect === 'manual') {
      return finish(response, url, method, hop > 0, call, settings);
    }
    if (init.redirect === 'error') {
      await response.body?.cancel().catch(() => {});
      throw new SourceError(
        'failing',
        `${call.shown} redirects to ${location}, which was not allowed.`,
      );
    }

    await response.body?.cancel().catch(() => {});
    if (hop >= settings.maxRedirects) {
      throw new SourceError(
        'failing',
        `Gave up on ${call.shown}: more than ${settings.maxRedirects} redirects.`,
      );
    }
    const from = url.href;
    const target = URL.parse(location, url.href);
    if (target === null) {
      throw new SourceError(
        'failing',
        `${call.shown} redirects to ${location}, which is not a valid address.`,
      );
    }
    const next = checkTarget(target.href, allowList, from);
    if (
      response.status === 303 ||
      (response.status !== 307 && response.status !== 308 && method === 'POST')
    ) {
      method = 'GET';
      body = null;
      headers.delete('content-type');
    }
    // A token for one site must not be handed to whatever site it redirects to.
    if (next.origin !== url.origin) for (const name of credentialHeaders) headers.delete(name);
    url = next;
    call.shown = next.href;
    call.redirectedFrom = from;
  }
}

async function withRetries(
  request: () => Promise<UndiciResponse>,
  call: Call,
  settings: SafeFetchSettings,
  idempotent: boolean,
): Promise<UndiciResponse> {
  for (let attempt = 0; ; attempt++) {
    let response: UndiciResponse;
    try {
      response = await request();
    } catch (error) {
      if (call.signal.aborted) throw error;
      if (findBlocked(error)) throw blockedError(call.shown, call.redirectedFrom);
      if (attempt >= settings.retries || !idempotent) {
        throw new SourceError(
          'failing',
          `Could not reach ${call.shown}: ${describe(error)}.`,
          null,
          {
            cause: error,
          },
        );
      }
      await pause(backoffMs(attempt, settings.retryBaseMs), call.signal);
      continue;
    }
    // A POST may have taken effect before a 5xx; only a 429 says for sure that it did not.
    if (!isRetryableStatus(response.status, idempotent)) return response;

    // A 5xx asks for a wait only through Retry-After; a spent window is a 429's business.
    const asked =
      response.status === 429
        ? resumesAt(response.headers, { status: 429 })
        : (parseRetryAfter(response.headers.get('retry-after')) ?? null);
    const wait = asked
      ? Math.max(0, asked.getTime() - Date.now())
      : backoffMs(attempt, settings.retryBaseMs);
    const mayWait =
      attempt < settings.retries &&
      wait <= settings.maxRetryWaitMs &&
      Date.now() + wait < call.deadline;
    // The last answer's own words ("Down for maintenance") go with the error the owner reads.
    const said = mayWait ? undefined : await errorDetailOf(response);
    await response.body?.cancel().catch(() => {});
    if (!mayWait) {
      if (response.status === 429) {
        // The window's figures go with the error, so the owner sees the limit it hit.
        const quota = quotaOfHeaders(response.headers);
        throw new SourceError(
          'rate_limited',
          `${call.shown} answered 429: too many requests.`,
          asked ?? null,
          quota ? { quota } : undefined,
        );
      }
      throw new SourceError(
        'failing',
        `${call.shown} answered ${response.status}${said ? ` (${said})` : ''}.`,
      );
    }
    await pause(wait, call.signal);
  }
}

/** Bytes of a failed answer read for its message: an error body is a sentence, not a page. */
const errorBodyBytes = 4096;

/** The sentence a failed answer's JSON error body gives, if it gives one. */
async function errorDetailOf(response: UndiciResponse): Promise<string | undefined> {
  try {
    const bytes = await readCapped(
      response.body as ReadableStream<Uint8Array> | null,
      errorBodyBytes,
      '',
    );
    return readApiProblem(new TextDecoder().decode(bytes)).detail?.slice(0, 200);
  } catch {
    return undefined;
  }
}

async function finish(
  response: UndiciResponse,
  url: URL,
  method: string,
  redirected: boolean,
  call: Call,
  settings: SafeFetchSettings,
): Promise<Response> {
  const empty = method === 'HEAD' || nullBodyStatuses.has(response.status);
  const declared = Number(response.headers.get('content-length'));
  if (!empty && !response.headers.has('content-encoding') && declared > settings.maxBodyBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge(call.shown, settings.maxBodyBytes);
  }
  let bytes: Uint8Array | null = null;
  if (empty) await response.body?.cancel().catch(() => {});
  else {
    const stream = response.body as ReadableStream<Uint8Array> | null;
    bytes = await readCapped(stream, settings.maxBodyBytes, call.shown);
  }

  const headers = new Headers();
  for (const [name, value] of response.headers) {
    if (!wireHeaders.has(name)) headers.append(name, value);
  }
  const result = new Response(bytes as Uint8Array<ArrayBuffer> | null, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  Object.defineProperty(result, 'url', { value: url.href });
  Object.defineProperty(result, 'redirected', { value: redirected });
  return result;
}

function describe(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof Error) {
    const code = (current as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code} (${current.message})` : current.message;
  }
  return String(error);
}
