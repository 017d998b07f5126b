/**
 * Compression and shared caching of what a visitor downloads.
 *
 * Every compressible answer (HTML, JSON, the OpenAPI document...) of 1 kB or more goes out as
 * Brotli or gzip, whichever the client prefers, through @fastify/compress (Fastify's own plugin:
 * negotiation, `Vary`, streams; request bodies are never inflated, so an upload cannot be a zip
 * bomb). The wall feed is the exception: its JSON is cached per wall, so it is compressed once
 * per cached body here and sent as bytes (@fastify/compress leaves an answer that already has a
 * `Content-Encoding` alone). Scripts and stylesheets are compressed at build time.
 */
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultPublicCacheSeconds, type ServerConfig } from '../config.ts';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/** Whether a body reaches {@link compressionThresholdBytes}, counted in bytes. */
export function isCompressible(body: string): boolean {
  // A body of that many characters has at least that many bytes: no need to count them.
  return (
    body.length >= compressionThresholdBytes || Buffer.byteLength(body) >= compressionThresholdBytes
  );
}

/** The encodings Chorus sends, best first. */
export const responseEncodings = ['br', 'gzip'] as const;

/** One of {@link responseEncodings}. */
export type ResponseEncoding = (typeof responseEncodings)[number];

/** Registers compression of every route's answers; call before the routes are registered. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: compressionThresholdBytes,
    encodings: [...responseEncodings],
  });
}

/** The encoding to answer an `Accept-Encoding` header with; null for the body as it is. */
export function preferredEncoding(acceptEncoding: string | undefined): ResponseEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding, [...responseEncodings, 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** The body in `encoding`: Brotli at quality 5 (near 11's size, many times faster) or gzip 6. */
export function encodeBody(body: string, encoding: ResponseEncoding): Buffer {
  const bytes = Buffer.from(body);
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipSync(bytes, { level: 6 });
}

/**
 * Remembers each body's encoded forms, computed on first request: a cached feed page is
 * compressed once, not per request, and its forms go when the page leaves the cache.
 */
export class EncodedBodies<T extends { readonly body: string }> {
  readonly #forms = new WeakMap<T, Partial<Record<ResponseEncoding, Buffer>>>();

  /** `entry.body` in `encoding`. */
  get(entry: T, encoding: ResponseEncoding): Buffer {
    let forms = this.#forms.get(entry);
    if (!forms) this.#forms.set(entry, (forms = {}));
    return (forms[encoding] ??= encodeBody(entry.body, encoding));
  }
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a cached body (a wall's feed page, a server-drawn wall page) in the encoding the client
 * prefers, each form compressed once ({@link EncodedBodies}), with that form's ETag and `Vary`;
 * a request whose If-None-Match names the ETag gets 304 and no body. Other headers (caching)
 * are the caller's, set before.
 */
export function sendCachedBody<T extends { readonly body: string; readonly etag: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: T,
  encoded: EncodedBodies<T>,
  contentType: string,
): FastifyReply {
  const encoding = isCompressible(cached.body)
    ? preferredEncoding(request.headers['accept-encoding'])
    : null;
  const etag = encodedEtag(cached.etag, encoding);
  reply.header('etag', etag);
  reply.header('vary', 'accept-encoding');
  // No body at all on a 304, not even an empty string.
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(contentType);
  if (encoding === null) return reply.send(cached.body);
  // @fastify/compress leaves an answer that already has a Content-Encoding alone.
  reply.header('content-encoding', encoding);
  return reply.send(encoded.get(cached, encoding));
}

/** The `ETag` of an encoded form: a strong tag names one representation, so each has its own. */
export function encodedEtag(etag: string, encoding: ResponseEncoding | null): string {
  return encoding === null ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/**
 * The caching headers of what every visitor sees alike (a public wall's feed and page).
 * `Cache-Control` lets a CDN or reverse proxy hold the answer for `seconds` (`s-maxage`) and has
 * browsers revalidate every time (a 304 while nothing changed). Serving stale while
 * revalidating is said to CDNs alone, in `CDN-Cache-Control` (RFC 9213): browsers honour
 * `stale-while-revalidate` too, and Chromium then answers from its copy and leaves a background
 * revalidation open that never reaches the server, so a wall page never went network-idle.
 * A moderation decision reaches visitors behind a CDN within twice `seconds`; 0 turns shared
 * caching off.
 */
export function publicCacheHeaders(seconds: number): Readonly<Record<string, string>> {
  return seconds > 0
    ? {
        'cache-control': `public, max-age=0, s-maxage=${seconds}`,
        'cdn-cache-control': `public, max-age=${seconds}, stale-while-revalidate=${seconds}`,
      }
    : { 'cache-control': 'no-cache' };
}

/** {@link publicCacheHeaders} for the instance's `publicCacheSeconds` (default 5). */
export function publicCacheHeadersOf(
  config: Pick<ServerConfig, 'publicCacheSeconds'>,
): Readonly<Record<string, string>> {
  return publicCacheHeaders(config.publicCacheSeconds ?? defaultPublicCacheSeconds);
}
