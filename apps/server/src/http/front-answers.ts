/**
 * Kept public answers, given before Fastify's request cycle.
 *
 * A public wall's feed page, and its server-drawn page, are the same bytes for every anonymous
 * visitor, and they are already kept in the feed cache (posts/feed-cache.ts, wall-page-cache.ts).
 * Serving a kept page still ran the whole request
 * cycle: routing, the access layer, the rate limit, the control-character guard, the body
 * deadline, security headers, query validation, reply hooks. Measured with
 * `npx tsx bench/api/feed.ts`, that cycle cost as much as the HTTP answer itself, and a cache hit
 * came at about half the rate of a bare `node:http` server sending the same bytes.
 *
 * So the HTTP server looks here first. An answer is remembered by its exact address once
 * Fastify has given it in full to an anonymous visitor (validated, allowed, with every header
 * the hooks set); a later request for that address is answered from here while the cache still
 * holds the very same body, with the headers Fastify gave it, in the encoding the client prefers
 * (each form compressed once), and 304 to its ETag. Anything else goes to Fastify as before:
 * another method, a request with a cookie, credentials or a body, an address never answered,
 * a body the cache no longer holds (moderation, ingestion, wall settings and suspension drop
 * it; its age is bounded by the cache's), and every request while the server is closing.
 *
 * What a kept answer skips, on purpose: the per-address rate limit (the answer costs less than
 * counting it, and a CDN in front would not count it either; a request that reaches Fastify is
 * still counted) and the rate limit's headers. Request logging follows the configured level:
 * one `request completed` line per answer when `info` is on. What an answer must still do (a
 * wall page counts a view for the wall's analytics) the route hands over with it.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedFeed, FeedCache } from '../posts/feed-cache.ts';
import type { EncodedBodies } from './compression.ts';
import {
  encodedEtag,
  isCompressible,
  matchesEtag,
  preferredEncoding,
  type ResponseEncoding,
} from './compression.ts';

/** Headers that belong to one request's answer, never replayed. */
const perAnswerHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
]);

/** pino's level check (Fastify's logger type leaves it out; a disabled logger lacks it). */
interface LevelCheck {
  isLevelEnabled?(level: string): boolean;
}

/** What Fastify's answer left behind for one address. */
interface Remembered {
  readonly cache: FeedCache;
  readonly wallId: number;
  readonly key: string;
  /**
   * The body, held weakly: once the cache lets it go, an address nobody asks for again must not
   * keep it (and its encoded forms) in memory.
   */
  readonly entry: WeakRef<CachedFeed>;
  readonly encoded: EncodedBodies<CachedFeed>;
  /** Every header but the per-answer ones, as Fastify sent them. */
  readonly headers: Readonly<Record<string, string | string[]>>;
  /** Whether the body is large enough to compress (compression.ts's threshold). */
  readonly compressible: boolean;
  readonly onAnswer: ((request: IncomingMessage) => void) | undefined;
}

/** What a route tells {@link FrontAnswers.remember} of an answer it is giving. */
export interface RememberedAnswer {
  readonly cache: FeedCache;
  readonly wallId: number;
  readonly key: string;
  readonly entry: CachedFeed;
  readonly encoded: EncodedBodies<CachedFeed>;
  /** Headers that differ from the remembered answer's in a kept one (`x-feed-cache: hit`). */
  readonly keptHeaders?: Readonly<Record<string, string>>;
  /** What each kept answer does besides answering (a wall page counts a view). */
  readonly onAnswer?: (request: IncomingMessage) => void;
}

/**
 * Whether a request carries no session and no credentials: what every visitor sees alike may
 * answer it (a page for one with either is drawn for it alone).
 */
export function isAnonymousRequest(request: Pick<IncomingMessage, 'headers'>): boolean {
  return !request.headers.cookie && !request.headers.authorization;
}

/** Whether a request says it carries a body. */
function hasBody(headers: IncomingMessage['headers']): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

/** One encoding of a remembered answer, ready to write. */
interface Form {
  readonly etag: string;
  readonly body: Buffer;
  /** The 200's headers, flat (name, value, name, value...). */
  readonly headers: string[];
  /** The 304's headers: the same but the body's length and encoding. */
  readonly notModified: string[];
}

/** The kept answers of one app, by address. */
export class FrontAnswers {
  readonly #byAddress = new Map<string, Remembered>();
  // Each body's forms ready to write, per remembered address (headers may differ), going with it.
  readonly #forms = new WeakMap<CachedFeed, WeakMap<Remembered, Map<string, Form>>>();
  // What routes noted of answers under way, until they have gone out.
  readonly #pending = new WeakMap<FastifyRequest, RememberedAnswer>();
  readonly #maxAddresses: number;
  #log: FastifyBaseLogger | undefined;
  #closing = false;

  /** Answers given here since creation. */
  readonly stats = { answered: 0 };

  /** `maxAddresses`: addresses remembered at most (the oldest go first). */
  constructor(maxAddresses = 5000) {
    this.#maxAddresses = maxAddresses;
  }

  /** The logger request lines go to (the app's, once it exists). */
  set log(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** From now on every request goes to Fastify (which answers 503 while closing). */
  close(): void {
    this.#closing = true;
    this.#byAddress.clear();
  }

  /** Addresses remembered now. */
  get size(): number {
    return this.#byAddress.size;
  }

  /**
   * Remembers the answer a route is giving `request`, once it has gone out whole: call it from
   * the route's handler. Only a GET of an anonymous visitor is remembered, and only an answer
   * of 200 that sets no cookie.
   */
  remember(request: FastifyRequest, answer: RememberedAnswer): void {
    if (this.#closing || request.method !== 'GET' || !isAnonymousRequest(request)) return;
    this.#pending.set(request, answer);
  }

  /** Takes what {@link remember} noted of `request`, now that its answer has gone. */
  answered(request: FastifyRequest, reply: FastifyReply): void {
    const answer = this.#pending.get(request);
    if (!answer) return;
    this.#pending.delete(request);
    // A 304 leaves out what only a full answer carries (its type), so only a 200 is kept.
    if (this.#closing || reply.statusCode !== 200) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || perAnswerHeaders.has(name)) continue;
      if (name === 'set-cookie') return;
      headers[name] = Array.isArray(value) ? value.map(String) : String(value);
    }
    Object.assign(headers, answer.keptHeaders);
    const address = request.raw.url ?? request.url;
    this.#byAddress.delete(address);
    this.#byAddress.set(address, {
      cache: answer.cache,
      wallId: answer.wallId,
      key: answer.key,
      entry: new WeakRef(answer.entry),
      encoded: answer.encoded,
      onAnswer: answer.onAnswer,
      headers,
      compressible: isCompressible(answer.entry.body),
    });
    while (this.#byAddress.size > this.#maxAddresses) {
      const oldest = this.#byAddress.keys().next().value;
      if (oldest === undefined) break;
      this.#byAddress.delete(oldest);
    }
  }

  /**
   * Answers `request` from what is kept, or returns false having written nothing (the caller
   * hands it to Fastify).
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const address = request.url;
    if (
      this.#closing ||
      request.method !== 'GET' ||
      address === undefined ||
      !isAnonymousRequest(request) ||
      hasBody(request.headers)
    ) {
      return false;
    }
    const kept = this.#byAddress.get(address);
    if (!kept) return false;
    const entry = kept.entry.deref();
    if (!entry || !kept.cache.holds(kept.wallId, kept.key, entry)) {
      this.#byAddress.delete(address);
      return false;
    }
    // Timed only when answers are logged.
    const log = this.#log as (FastifyBaseLogger & LevelCheck) | undefined;
    const started = log?.isLevelEnabled?.('info') ? performance.now() : null;
    const encoding = kept.compressible
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
    const form = this.#form(kept, entry, encoding);
    const status = matchesEtag(request.headers['if-none-match'], form.etag) ? 304 : 200;
    if (status === 304) {
      response.writeHead(304, form.notModified);
      response.end();
    } else {
      response.writeHead(200, form.headers);
      response.end(form.body);
    }
    this.stats.answered += 1;
    if (kept.onAnswer) {
      try {
        kept.onAnswer(request);
      } catch (error) {
        this.#log?.warn({ err: error }, 'a kept answer could not count itself');
      }
    }
    if (log && started !== null) {
      log.info(
        {
          req: { method: 'GET', url: address, remoteAddress: request.socket.remoteAddress },
          res: { statusCode: status },
          responseTime: performance.now() - started,
        },
        'request completed (kept answer)',
      );
    }
    return true;
  }

  /** A remembered answer's form in `encoding`, made on first use. */
  #form(kept: Remembered, entry: CachedFeed, encoding: ResponseEncoding | null): Form {
    const name = encoding ?? 'identity';
    let byAddress = this.#forms.get(entry);
    if (!byAddress) this.#forms.set(entry, (byAddress = new WeakMap()));
    let forms = byAddress.get(kept);
    if (!forms) byAddress.set(kept, (forms = new Map()));
    let form = forms.get(name);
    if (form) return form;
    const body = encoding === null ? Buffer.from(entry.body) : kept.encoded.get(entry, encoding);
    const etag = encodedEtag(entry.etag, encoding);
    const notModified = [
      ...Object.entries(kept.headers).flatMap(([header, value]) =>
        (Array.isArray(value) ? value : [value]).flatMap((one) => [header, one]),
      ),
      'etag',
      etag,
      'vary',
      'accept-encoding',
    ];
    const headers = [
      ...notModified,
      'content-length',
      String(body.byteLength),
      ...(encoding === null ? [] : ['content-encoding', encoding]),
    ];
    form = { etag, body, headers, notModified };
    forms.set(name, form);
    return form;
  }
}

/**
 * The client's address as Fastify's `request.ip` gives it for a `trustProxy` of true or false:
 * the socket's peer, or behind trusted proxies the first address of `X-Forwarded-For`
 * (@fastify/proxy-addr, the library Fastify uses).
 */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  if (!trustProxy) return request.socket.remoteAddress ?? '';
  const addresses = proxyAddr.all(request, () => true);
  return addresses[addresses.length - 1] ?? '';
}

/** Fastify's options that shape its HTTP server (the ones it sets on a server it makes). */
interface ServerShape {
  readonly keepAliveTimeout?: number;
  readonly requestTimeout?: number;
  readonly connectionTimeout?: number;
  readonly maxRequestsPerSocket?: number;
  readonly http?: http.ServerOptions | null;
}

/**
 * Fastify's `serverFactory`: the HTTP/1.1 server Fastify would make, with the same timeouts,
 * that tries `front` before Fastify's handler.
 */
export function frontServerFactory(front: FrontAnswers) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: ServerShape,
  ): http.Server => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!front.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket ?? 0;
    }
    return server;
  };
}
