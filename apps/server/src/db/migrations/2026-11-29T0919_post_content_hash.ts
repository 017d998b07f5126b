import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * A hash of what a crawl last received for a post (ingest/content-hash.ts), so a re-crawl
 * recognises an unchanged item without sanitizing or rewriting it. Null on posts stored before
 * this column and on hand-made ones: the next crawl of such a post compares it in full and
 * records the hash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('content_hash', 'text').execute();
}

/** Drops the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('content_hash').execute();
}
