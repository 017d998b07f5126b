/**
 * Single-use links mailed for a password reset or an e-mail verification. Only the SHA-256 of a
 * token is stored; a used or expired row stays a week so its page can say what happened.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, MailTokenRow } from '../schema.ts';
import { hashToken } from './tokens.ts';

/** What a link is for. */
export type MailTokenPurpose = MailTokenRow['purpose'];

/** How long each kind of link works. */
export const mailTokenLifetimeMs: Readonly<Record<MailTokenPurpose, number>> = {
  reset: 60 * 60 * 1000,
  verify: 48 * 60 * 60 * 1000,
};

/** How long a spent or expired link's row is kept, so it can still say so. */
const keptAfterExpiryMs = 7 * 24 * 60 * 60 * 1000;

/** Makes a link for a user and an address; returns the token (for the mail, never stored). */
export async function createMailToken(
  db: Kysely<Database>,
  purpose: MailTokenPurpose,
  userId: number,
  email: string,
  now = new Date(),
): Promise<string> {
  // A good moment to sweep rows nobody can use or be told about any more.
  await db
    .deleteFrom('mail_tokens')
    .where('expires_at', '<', new Date(now.getTime() - keptAfterExpiryMs))
    .execute();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('mail_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      email,
      expires_at: new Date(now.getTime() + mailTokenLifetimeMs[purpose]),
    })
    .execute();
  return token;
}

/** What a presented token is. */
export type MailTokenState =
  | { readonly state: 'valid'; readonly row: MailTokenRow }
  | { readonly state: 'used' | 'expired'; readonly row: MailTokenRow }
  | { readonly state: 'invalid' };

/** Reads a token without spending it. */
export async function readMailToken(
  db: Kysely<Database>,
  purpose: MailTokenPurpose,
  token: string,
): Promise<MailTokenState> {
  const row = await db
    .selectFrom('mail_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { state: 'invalid' };
  if (row.used_at) return { state: 'used', row };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { state: 'expired', row };
  return { state: 'valid', row };
}

/**
 * Spends a token in one statement, so two uses at once cannot both win. Returns its row when
 * this call spent it, else what the token is now (used, expired or invalid).
 */
export async function spendMailToken(
  db: Kysely<Database>,
  purpose: MailTokenPurpose,
  token: string,
): Promise<MailTokenState> {
  const row = await db
    .updateTable('mail_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  if (row) return { state: 'valid', row };
  const now = await readMailToken(db, purpose, token);
  // Expired in the instant between the two statements: it was not spent, so say expired.
  return now.state === 'valid' ? { state: 'expired', row: now.row } : now;
}

/** Spends every unused link of a user for a purpose (after a reset, the others are void). */
export async function spendUserMailTokens(
  db: Kysely<Database>,
  purpose: MailTokenPurpose,
  userId: number,
): Promise<void> {
  await db
    .updateTable('mail_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks a user's address verified, if it still is `email` (compared without regard to case). */
export async function markEmailVerified(
  db: Kysely<Database>,
  userId: number,
  email: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', userId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
