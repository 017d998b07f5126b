import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { Database, UserRow } from '../schema.ts';

/** What it takes to create an owner or an enterprise sub-account. */
export interface NewUser {
  username: string;
  email: string;
  /** Already hashed by the auth layer; the database never sees a password. */
  passwordHash: string;
  plan?: string;
  /** Permission keys (sub-accounts) or unlocked rewards. */
  meta?: string[];
  /** The owner who creates a sub-account; omitted for an owner. */
  creatorId?: number | null;
  firstname?: string | null;
  lastname?: string | null;
  organization?: string | null;
  industry?: string | null;
  licenses?: number;
}

/** Creates a user. Fails on a username already taken, whatever its case. */
export async function createUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      plan: user.plan,
      meta: user.meta ? jsonb(user.meta) : undefined,
      creator_id: user.creatorId ?? null,
      firstname: user.firstname ?? null,
      lastname: user.lastname ?? null,
      organization: user.organization ?? null,
      industry: user.industry ?? null,
      licenses: user.licenses,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user with this id, if any. */
export async function findUserById(
  db: Kysely<Database>,
  userId: number,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** The user with this username, compared without regard to case (as sign-in does). */
export async function findUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** The enterprise sub-accounts an owner created, oldest first. */
export async function listSubAccounts(db: Kysely<Database>, creatorId: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('id')
    .execute();
}
