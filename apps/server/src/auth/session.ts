/**
 * The session cookie. Sessions live in the `sessions` table (only the SHA-256 of the cookie
 * value is stored) and last a fixed 30 days from sign-in: signing in again starts a new one,
 * signing out or deleting the account ends it at once.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
} from '../db/repositories/sessions.ts';

/** The name of the session cookie. */
export const sessionCookieName = 'chorus_session';

/** How long a session lasts from sign-in. */
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;

/**
 * Cookie flags: never readable by script, not sent on cross-site subrequests, Secure on https:
 * always when the public address is https, else whenever the request came over https (behind a
 * TLS-terminating proxy, with TRUST_PROXY, as its X-Forwarded-Proto says).
 */
export function sessionCookieOptions(config: ServerConfig): CookieSerializeOptions {
  const secure = config.publicUrl?.startsWith('https:') ? true : 'auto';
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

/**
 * Starts a session for a user and sets its cookie on the reply. A session the browser already
 * held is ended first, so a cookie planted before sign-in never becomes a signed-in one.
 */
export async function startSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  config: ServerConfig,
  userId: number,
  previousCookie?: string,
): Promise<void> {
  if (previousCookie) await deleteSession(db, previousCookie);
  // Sign-ins are rare next to requests: a good moment to sweep sessions that ran out.
  await deleteExpiredSessions(db);
  const expiresAt = new Date(Date.now() + sessionLifetimeSeconds * 1000);
  const { token } = await createSession(db, userId, expiresAt);
  reply.setCookie(sessionCookieName, token, {
    ...sessionCookieOptions(config),
    maxAge: sessionLifetimeSeconds,
    expires: expiresAt,
  });
}

/** Ends the session behind the cookie, if any, and clears the cookie. */
export async function endSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  config: ServerConfig,
  cookieValue: string | undefined,
): Promise<void> {
  if (cookieValue) await deleteSession(db, cookieValue);
  reply.clearCookie(sessionCookieName, sessionCookieOptions(config));
}
