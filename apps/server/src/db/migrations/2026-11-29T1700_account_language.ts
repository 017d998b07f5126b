import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The owner app's language of an account (issue 15): `en`, `de`, `fr` or `es`; null (every
 * existing account) follows the browser's language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'de', 'fr', 'es')`))
    .execute();
}

/** Drops the setting. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
