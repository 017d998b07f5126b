import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * A white-label enterprise account may have no e-mail address (owner spec, section 5): the
 * one-account-per-address index leaves empty addresses out, so several such accounts can exist.
 * Every address that is given stays unique without regard to case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_email_key`.execute(db);
  await sql`create unique index users_email_key on users (lower(email)) where email <> ''`.execute(
    db,
  );
}

/** Every address unique again, empty ones included (refused while two accounts have none). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_email_key`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
}
