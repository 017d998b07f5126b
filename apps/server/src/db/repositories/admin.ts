/**
 * What the instance's administrator reads and changes: who administers, every owner account
 * with its walls and last sign-in, plans and suspension.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../schema.ts';

/** An owner account as the administrator lists it. */
export interface AdminAccountRow {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly plan: string;
  readonly is_admin: boolean;
  readonly suspended_at: Date | null;
  readonly last_sign_in_at: Date | null;
  readonly created_at: Date;
  readonly walls: number;
  /** Enterprise sub-account licenses the operator granted (hosted mode applies them). */
  readonly licenses: number;
}

/** Makes an account the administrator of the instance. */
export async function makeAdministrator(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: true })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Makes an owner account the administrator when the instance has none yet: the first account
 * of an instance runs it. Returns whether it did.
 */
export async function claimFirstAdministrator(
  db: Kysely<Database>,
  userId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: true })
    .where('id', '=', userId)
    .where('creator_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users as admins').select('admins.id').where('admins.is_admin', '=', true),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Owner accounts (not sub-accounts), newest first, matching a search of name or e-mail, or the
 * one with an id.
 */
export async function listOwnerAccounts(
  db: Kysely<Database>,
  filter: { readonly search?: string; readonly id?: number },
  limit = 100,
): Promise<AdminAccountRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('walls', 'walls.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.plan',
      'users.is_admin',
      'users.suspended_at',
      'users.last_sign_in_at',
      'users.created_at',
      'users.licenses',
      sql<number>`count(walls.id)::int`.as('walls'),
    ])
    .where('users.creator_id', 'is', null)
    .groupBy('users.id')
    .orderBy('users.id', 'desc')
    .limit(limit);
  if (filter.id !== undefined) query = query.where('users.id', '=', filter.id);
  const term = (filter.search ?? '').trim().toLowerCase();
  if (term !== '') {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(users.username)`, 'like', pattern),
        eb(sql`lower(users.email)`, 'like', pattern),
      ]),
    );
  }
  return query.execute();
}

/** Changes an owner account's plan, suspension or licenses; the row after, or undefined. */
export async function updateOwnerAccount(
  db: Kysely<Database>,
  userId: number,
  changes: { plan?: string; suspended?: boolean; licenses?: number },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({
      ...(changes.plan !== undefined ? { plan: changes.plan } : {}),
      ...(changes.suspended !== undefined
        ? { suspended_at: changes.suspended ? new Date() : null }
        : {}),
      ...(changes.licenses !== undefined ? { licenses: changes.licenses } : {}),
    })
    .where('id', '=', userId)
    .where('creator_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Records a successful sign-in. */
export async function recordSignIn(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_sign_in_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
