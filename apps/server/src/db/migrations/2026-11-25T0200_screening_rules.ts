import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Screening rules per wall and per source, and on each post what screened it: the rule that
 * decided and why, the fingerprints the duplicate rule compares, and when it went to the trash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('screening_rules')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('source_id', 'bigint', (c) => c.references('sources.id').onDelete('cascade'))
    .addColumn('rules', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One set for the wall (source 0) and one per source.
  await sql`CREATE UNIQUE INDEX screening_rules_scope_idx ON screening_rules (wall_id, coalesce(source_id, 0))`.execute(
    db,
  );
  await db.schema
    .alterTable('posts')
    .addColumn('screened_rule', 'text')
    .addColumn('screened_reason', 'text')
    .addColumn('text_fingerprint', 'text')
    .addColumn('media_fingerprint', 'text')
    .addColumn('trashed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('posts_text_fingerprint_idx')
    .on('posts')
    .columns(['wall_id', 'text_fingerprint'])
    .execute();
  await db.schema
    .createIndex('posts_media_fingerprint_idx')
    .on('posts')
    .columns(['wall_id', 'media_fingerprint'])
    .execute();
}

/** Drops the rules and the screening columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .dropColumn('screened_rule')
    .dropColumn('screened_reason')
    .dropColumn('text_fingerprint')
    .dropColumn('media_fingerprint')
    .dropColumn('trashed_at')
    .execute();
  await db.schema.dropTable('screening_rules').ifExists().execute();
}
