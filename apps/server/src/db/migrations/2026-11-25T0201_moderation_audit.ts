import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The moderation audit log of each wall: who (owner, enterprise account, API or white-label
 * token, by name or label) did what to which post, and when. Kept when a post is purged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('moderation_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('post_id', 'bigint')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('moderation_audit_wall_idx')
    .on('moderation_audit')
    .columns(['wall_id', 'id'])
    .execute();
  await db.schema
    .createIndex('posts_trash_idx')
    .on('posts')
    .columns(['wall_id', 'trashed_at'])
    .where(sql.ref('trashed_at'), 'is not', null)
    .execute();
}

/** Drops the audit log. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('posts_trash_idx').ifExists().execute();
  await db.schema.dropTable('moderation_audit').ifExists().execute();
}
