import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The instance's operator: an administrator flag on accounts, and what the administrator
 * reads and changes about each account (suspension, the last sign-in).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
  await sql`create index users_is_admin_idx on users (id) where is_admin`.execute(db);
}

/** Drops the administrator flag and the account columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_is_admin_idx`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('is_admin')
    .dropColumn('suspended_at')
    .dropColumn('last_sign_in_at')
    .execute();
}
