import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Keeping a slow wall alive. On posts: a schedule (`publish_at`, `expire_at`: a custom post goes
 * live and leaves at set times), how far its announcement went (`schedule_announced`: 0 not
 * yet, 1 went live, 2 left), and when post shuffle last showed it again (`reshown_at`). Per
 * wall: the post shuffle setting (`shuffle_settings`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('publish_at', 'timestamptz')
    .addColumn('expire_at', 'timestamptz')
    .addColumn('schedule_announced', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reshown_at', 'timestamptz')
    .execute();
  await sql`ALTER TABLE posts ADD CONSTRAINT posts_schedule_order
    CHECK (publish_at IS NULL OR expire_at IS NULL OR expire_at > publish_at)`.execute(db);
  // Only scheduled posts are indexed: the job looks for those due to go live or to leave.
  await sql`CREATE INDEX posts_schedule_idx ON posts (publish_at, expire_at)
    WHERE publish_at IS NOT NULL OR expire_at IS NOT NULL`.execute(db);
  await db.schema
    .createTable('shuffle_settings')
    .addColumn('wall_id', 'bigint', (c) =>
      c.primaryKey().references('walls.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('idle_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`idle_minutes between 1 and 1440`),
    )
    .addColumn('last_shuffled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops the shuffle setting and the schedule columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shuffle_settings').execute();
  await sql`DROP INDEX posts_schedule_idx`.execute(db);
  await db.schema.alterTable('posts').dropConstraint('posts_schedule_order').execute();
  await db.schema
    .alterTable('posts')
    .dropColumn('publish_at')
    .dropColumn('expire_at')
    .dropColumn('schedule_announced')
    .dropColumn('reshown_at')
    .execute();
}
