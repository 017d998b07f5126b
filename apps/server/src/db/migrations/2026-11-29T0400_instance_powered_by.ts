import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The operator's switch for the "Powered by Chorus" attribution on public walls of a
 * self-hosted instance (off until the administrator turns it on; hosted mode follows the plans).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('instance_settings')
    .addColumn('powered_by', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

/** Drops the switch. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('instance_settings').dropColumn('powered_by').execute();
}
