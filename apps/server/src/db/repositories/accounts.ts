import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { Database, UserRow } from '../schema.ts';

/**
 * The user with this e-mail address, compared without regard to case (users_email_key). A blank
 * address finds nobody: white-label accounts may have none, and none of them is "that" account.
 */
export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  if (email.trim() === '') return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Stores a new password hash (after a password change, or a cost upgrade at sign-in). */
export async function updatePasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

/** Replaces a sub-account's permission keys; returns it, or undefined when it is not the owner's. */
export async function updateSubAccountMeta(
  db: Kysely<Database>,
  ownerId: number,
  accountId: number,
  meta: readonly string[],
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ meta: jsonb([...meta]) })
    .where('id', '=', accountId)
    .where('creator_id', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes an owner's sub-account (sessions, tokens and access go with it); false if none. */
export async function deleteSubAccount(
  db: Kysely<Database>,
  ownerId: number,
  accountId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', accountId)
    .where('creator_id', '=', ownerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many sub-accounts an owner has, to hold against their licenses. */
export async function countSubAccounts(db: Kysely<Database>, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('creator_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many of an owner's walls are active (status 0) and inactive (status 2). */
export async function countWallsByStatus(
  db: Kysely<Database>,
  ownerId: number,
): Promise<{ active: number; inactive: number }> {
  const rows = await db
    .selectFrom('walls')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('user_id', '=', ownerId)
    .groupBy('status')
    .execute();
  const count = (status: number) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { active: count(0), inactive: count(2) };
}
