import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, SessionRow } from '../schema.ts';
import { hashToken } from './tokens.ts';

/** A new session: the cookie value, shown once, and what is stored. */
export interface CreatedSession {
  /** The value for the session cookie; only its SHA-256 is stored. */
  token: string;
  session: SessionRow;
}

/** Starts a session for a user that lasts until `expiresAt`. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  expiresAt: Date,
): Promise<CreatedSession> {
  const token = randomBytes(32).toString('base64url');
  const session = await db
    .insertInto('sessions')
    .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/** The unexpired session behind a cookie value, if any. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Ends a session (sign-out). */
export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Ends every session of a user (password change, account removal). */
export async function deleteUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Removes expired sessions; returns how many. Run it now and then. */
export async function deleteExpiredSessions(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user but the one behind `keepToken` (a password reset's own). */
export async function deleteOtherUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepToken: string | undefined,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('id', '!=', hashToken(keepToken));
  await query.execute();
}
