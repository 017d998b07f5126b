import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * More instance settings: its name and logo address, and the intranet addresses feeds may
 * reach (merged with CHORUS_FETCH_ALLOW). The OAuth app credentials the administrator enters
 * for a connector, sealed with the credentials keyring like every other credential.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('instance_settings')
    .addColumn('name', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('fetch_allow', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createTable('connector_apps')
    .addColumn('network', 'text', (c) => c.primaryKey())
    .addColumn('ciphertext', 'bytea', (c) => c.notNull())
    .addColumn('nonce', 'bytea', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops the connector apps and the added settings. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('connector_apps').ifExists().execute();
  await db.schema
    .alterTable('instance_settings')
    .dropColumn('fetch_allow')
    .dropColumn('logo_url')
    .dropColumn('name')
    .execute();
}
