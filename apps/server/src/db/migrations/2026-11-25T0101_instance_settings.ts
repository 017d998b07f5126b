import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Instance settings the administrator changes (one row): who may sign up. Invite links for an
 * invite-only instance, stored as the SHA-256 of their token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instance_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('signup', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`signup in ('open', 'invite-only')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('invites')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .execute();
}

/** Drops the settings and the invites. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invites').ifExists().execute();
  await db.schema.dropTable('instance_settings').ifExists().execute();
}
