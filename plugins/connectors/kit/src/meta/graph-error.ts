/**
 * Meta's Graph API (Facebook, Instagram, Threads) words every refusal the same way:
 * `{ "error": { "message", "type", "code", "error_subcode", "error_user_title",
 * "error_user_msg", "fbtrace_id" } }`. This reads that body and maps its code to the kit's
 * health categories, so the Meta connectors share one reading.
 */
import { SourceError } from '@chorus/core';
import type { ApiFailure } from '../api/json-client.ts';
import { graphRegainAccessAt } from './usage.ts';

/** What a Graph error body says. */
export interface GraphError {
  /** The developer-facing sentence (`message`). */
  readonly message: string;
  /** `OAuthException`, `GraphMethodException`, `IGApiException`, ... */
  readonly type?: string;
  readonly code?: number;
  readonly subcode?: number;
  /** The sentence Meta writes for end users, when it has one (`error_user_msg`). */
  readonly userMessage?: string;
  readonly userTitle?: string;
  readonly fbtraceId?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;

const integer = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

/**
 * Reads a Graph error body (the text of the answer, or its parsed JSON); `undefined` when it is
 * not one (not JSON, no `error` object, or an OAuth-style `{ error: "..." }` string).
 */
export function readGraphError(body: unknown): GraphError | undefined {
  let json = body;
  if (typeof body === 'string') {
    try {
      json = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const error = (json as Record<string, unknown>)['error'];
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return undefined;
  const record = error as Record<string, unknown>;
  const message = text(record['message']);
  const code = integer(record['code']);
  if (message === undefined && code === undefined) return undefined;
  const fields = {
    type: text(record['type']),
    code,
    subcode: integer(record['error_subcode']),
    userMessage: text(record['error_user_msg']),
    userTitle: text(record['error_user_title']),
    fbtraceId: text(record['fbtrace_id']),
  };
  return {
    message: message ?? `Graph API error ${String(code)}`,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

/** How a Graph error code reads, before it becomes a SourceError. */
export type GraphErrorCategory =
  /** 190 (and 102, 463, 467 subcodes): the token expired or was revoked. */
  | 'needs_reauth'
  /** 4, 17, 32, 613 and the 800xx business-use-case throttles: wait. */
  | 'rate_limited'
  /** 10 and 200–299: the token lacks a permission, or the object is not the app's to read. */
  | 'permission'
  /** 100 with subcode 33, 803: the object does not exist (or is hidden from the app). */
  | 'invalid_source'
  /** 1, 2, 368... and anything not listed: retried later. */
  | 'failing';

/** Graph's throttling codes: application (4), user (17), page (32), custom (613). */
export const graphThrottleCodes: ReadonlySet<number> = new Set([4, 17, 32, 613]);

/**
 * The business-use-case throttles (80000 ads insights, 80001 pages, 80002 Instagram, 80003
 * custom audiences, 80004 ads, 80005 lead ads, 80006 Messenger, 80008 WhatsApp, 80009 and
 * 80014 catalogs...): every code of the 80000–80099 block.
 */
export function isBusinessThrottle(code: number | undefined): boolean {
  return code !== undefined && code >= 80000 && code <= 80099;
}

/** The category of a Graph error, from its code and subcode. */
export function graphErrorCategory(error: GraphError): GraphErrorCategory {
  const { code, subcode } = error;
  if (code === 190 || code === 102) return 'needs_reauth';
  if (code !== undefined && (graphThrottleCodes.has(code) || isBusinessThrottle(code))) {
    return 'rate_limited';
  }
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'permission';
  if (code === 100 && subcode === 33) return 'invalid_source';
  // "(#803) Some of the aliases you requested do not exist".
  if (code === 803) return 'invalid_source';
  return 'failing';
}

/** How a Meta connector words its Graph refusals. */
export interface GraphErrorOptions {
  /** The network's name in messages the owner reads: `Facebook`, `Instagram`, `Threads`. */
  readonly network: string;
  /** The crawl's clock, for `retryAt`. */
  readonly now?: () => Date;
  /** When a throttle says nothing about when access returns: wait this long. Default 1 hour. */
  readonly defaultWaitMs?: number;
  /** What the owner reads for a permission error; default names the missing permission. */
  readonly permissionMessage?: (error: GraphError) => string;
}

/**
 * The SourceError for a Graph error body (and the answer's headers, for the usage headers'
 * `estimated_time_to_regain_access`); `undefined` when the body is not a Graph error.
 */
export function graphErrorToSourceError(
  body: unknown,
  headers: Headers,
  options: GraphErrorOptions,
): SourceError | undefined {
  const error = readGraphError(body);
  if (error === undefined) return undefined;
  const { network } = options;
  const now = options.now?.() ?? new Date();
  const words = ` (${error.message}${error.code !== undefined ? `, code ${String(error.code)}` : ''})`;
  switch (graphErrorCategory(error)) {
    case 'needs_reauth':
      return new SourceError(
        'needs_reauth',
        `${network} refused the access token: it expired or was revoked${words}.`,
      );
    case 'rate_limited': {
      const retryAt =
        graphRegainAccessAt(headers, now) ??
        new Date(now.getTime() + (options.defaultWaitMs ?? 60 * 60 * 1000));
      return new SourceError(
        'rate_limited',
        `${network} is limiting requests until ${retryAt.toISOString()}${words}.`,
        retryAt,
      );
    }
    case 'permission':
      return new SourceError(
        'invalid_source',
        options.permissionMessage?.(error) ??
          `${network} did not give Chorus permission to read this${words}. Connect again and allow every permission Chorus asks for.`,
      );
    case 'invalid_source':
      return new SourceError(
        'invalid_source',
        `${network} says this does not exist or cannot be read${words}.`,
      );
    default:
      return new SourceError('failing', `${network} answered with an error${words}.`);
  }
}

/**
 * A `mapError` for the kit's JSON client (`createJsonClient({ mapError })`): reads the Graph
 * error body of every refusal; anything else is left to the kit's reading of the status.
 */
export function graphMapError(
  options: GraphErrorOptions,
): (failure: ApiFailure) => SourceError | undefined {
  return (failure) => graphErrorToSourceError(failure.body, failure.response.headers, options);
}
