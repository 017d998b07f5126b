import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Re-hosted media: one row per stored picture (keyed by the SHA-256 of its bytes, so the same
 * picture in two posts is one file), and on each post the map from the network's URL to the
 * stored picture (`hosted_media`; null on posts stored before re-hosting, which keep their
 * network URLs).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_files')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('animated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('posts').addColumn('hosted_media', 'jsonb').execute();
}

/** Drops the re-hosting bookkeeping (the files stay on disk). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('hosted_media').execute();
  await db.schema.dropTable('media_files').ifExists().execute();
}
