/**
 * The server's own reads of its API while it draws a wall page (`app.inject`, wall-render.ts).
 * They carry a token made at start-up, so the rate limit can tell them from a visitor's calls:
 * injected requests all come from 127.0.0.1, and counted there, every visitor's page would share
 * one budget and, past it, be served as the shell drawn in the browser.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const headerName = 'x-chorus-internal-read';
const token = randomBytes(32).toString('base64url');
const tokenBytes = Buffer.from(token);

/** The header that marks a read as the server's own. */
export function internalReadHeaders(): Record<string, string> {
  return { [headerName]: token };
}

/** Whether this request is the server's own read (never true for a request from outside). */
export function isInternalRead(request: Pick<FastifyRequest, 'headers'>): boolean {
  const value = request.headers[headerName];
  if (typeof value !== 'string') return false;
  const bytes = Buffer.from(value);
  return bytes.length === tokenBytes.length && timingSafeEqual(bytes, tokenBytes);
}
