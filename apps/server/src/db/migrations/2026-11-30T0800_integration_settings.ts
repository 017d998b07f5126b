import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The page integrations' settings as the administrator saves them (issue 23, part 6): one row
 * per integration id (`tracking`, `chat`...), whether it is on and its settings, which the
 * server validates with the integration's schema on save and again before each use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('integration_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops the settings. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('integration_settings').ifExists().execute();
}
