import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Batches of a shared moderation queue: which moderator holds which pending post until when
 * (one row per post, so two moderators never hold the same one), and each wall's batch size
 * and idle time as its owner chose them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('moderation_claims')
    .addColumn('post_id', 'bigint', (c) =>
      c.primaryKey().references('posts.id').onDelete('cascade'),
    )
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('claimant', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('moderation_claims_wall_idx')
    .on('moderation_claims')
    .columns(['wall_id', 'claimant'])
    .execute();
  await db.schema
    .createTable('moderation_batch_settings')
    .addColumn('wall_id', 'bigint', (c) =>
      c.primaryKey().references('walls.id').onDelete('cascade'),
    )
    .addColumn('batch_size', 'integer', (c) => c.notNull().defaultTo(20))
    .addColumn('idle_minutes', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops both tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('moderation_batch_settings').ifExists().execute();
  await db.schema.dropTable('moderation_claims').ifExists().execute();
}
