/**
 * The Origin rule against cross-site request forgery: a state-changing request that a browser
 * could send with the session cookie must come from a page of this site, as its Origin header
 * (or, without one, its Referer) shows. SameSite=Lax already keeps the cookie off most
 * cross-site requests; this check also covers sibling subdomains and older browsers.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** Methods that change something. */
export const stateChangingMethods: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

function originFromHeaders(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/** The origins a request may come from: its own, and the configured public address. */
function trustedOrigins(request: FastifyRequest, config: ServerConfig): Set<string> {
  const trusted = new Set<string>();
  try {
    // Through URL, so a Host with the default port (localhost:80) matches an Origin without it.
    trusted.add(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // A Host header that is not a host name trusts nothing but the public address.
  }
  if (config.publicUrl) trusted.add(new URL(config.publicUrl).origin);
  return trusted;
}

/**
 * Whether the request passes the Origin rule. With `required`, a request that names no origin
 * at all fails too (a cookie-authenticated change); without, only a foreign origin fails
 * (sign-up and sign-in from scripts and tools that send no Origin).
 */
export function originAllowed(
  request: FastifyRequest,
  config: ServerConfig,
  required: boolean,
): boolean {
  const origin = originFromHeaders(request);
  if (origin === null) return !required;
  return trustedOrigins(request, config).has(origin);
}
