/**
 * The session `/wix/settings` starts for a builder account. The settings panel is shown in a
 * frame of the builder's editor (another site), where a SameSite=Lax cookie is not sent: over
 * https the cookie is SameSite=None and Secure. Browsers refuse SameSite=None without Secure,
 * so over plain http (local trials, tests) it stays Lax, as the owner's sign-in cookie is.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { createSession, deleteSession } from '../db/repositories/sessions.ts';
import { sessionCookieName, sessionLifetimeSeconds } from '../auth/session.ts';

/** Whether the request reached Chorus over https (directly, or as a trusted proxy says). */
export function overHttps(request: FastifyRequest, config: ServerConfig): boolean {
  return request.protocol === 'https' || (config.publicUrl?.startsWith('https:') ?? false);
}

/** The cookie flags of a builder session. */
export function builderCookieOptions(secure: boolean): CookieSerializeOptions {
  return secure
    ? { httpOnly: true, sameSite: 'none', secure: true, path: '/' }
    : { httpOnly: true, sameSite: 'lax', secure: false, path: '/' };
}

/**
 * Signs the browser in as the builder account: a new session (the one the browser held, if
 * any, ends first: the frame is the builder account's and nobody else's).
 */
export async function startBuilderSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  userId: number,
): Promise<void> {
  const previous = request.cookies[sessionCookieName];
  if (previous) await deleteSession(db, previous);
  const expiresAt = new Date(Date.now() + sessionLifetimeSeconds * 1000);
  const { token } = await createSession(db, userId, expiresAt);
  reply.setCookie(sessionCookieName, token, {
    ...builderCookieOptions(overHttps(request, config)),
    maxAge: sessionLifetimeSeconds,
    expires: expiresAt,
  });
}
