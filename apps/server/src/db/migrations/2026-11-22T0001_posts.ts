import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

const now = sql`now()`;

/** Creates the posts table with its feed, moderation and search indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('source_id', 'bigint', (c) => c.references('sources.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('author', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text')
    .addColumn('media', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('pinned_at', 'timestamptz')
    .addColumn('highlight', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'approved', 'approved-recurring', 'removed')`),
    )
    .addColumn('recur_frequency', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`recur_frequency between 0 and 20`),
    )
    .addColumn('recur_offset', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`recur_offset between 0 and 20`),
    )
    .addColumn('cta', 'jsonb')
    .addColumn('cta_edited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('raw', 'jsonb')
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`to_tsvector('simple', title || ' ' || description || ' ' || coalesce(author->>'name', ''))`,
        )
        .stored(),
    )
    .addColumn('inserted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('posts_source_external_key', ['source_id', 'external_id'])
    .execute();
  // The public feed: approved posts of one wall, pinned first, newest first.
  await sql`create index posts_wall_feed_idx on posts
    (wall_id, pinned_at desc nulls last, created_at desc, id desc)
    where state in ('approved', 'approved-recurring')`.execute(db);
  // Moderation lists: one state of one wall, newest first.
  await sql`create index posts_wall_state_idx on posts (wall_id, state, created_at desc)`.execute(
    db,
  );
  await sql`create index posts_search_idx on posts using gin (search)`.execute(db);
}

/** Drops the posts table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('posts').execute();
}
