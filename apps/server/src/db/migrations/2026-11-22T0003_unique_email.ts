import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * One account per e-mail address, without regard to case (sign-in by e-mail must find one
 * account). A database holding two accounts with the same address refuses this migration,
 * naming the address: merge or change one of them, then start again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
}

/** Allows the same e-mail address on several accounts again. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_email_key`.execute(db);
}
