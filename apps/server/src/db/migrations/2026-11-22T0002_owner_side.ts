import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

const now = sql`now()`;

/** Creates tokens, CSV exports, referrals, realtime schedules and analytics events. */
export async function up(db: Kysely<any>): Promise<void> {
  await createTokenTable(db, 'api_tokens');
  await createTokenTable(db, 'wl_tokens');
  await db.schema
    .createTable('csv_exports')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'processing', 'done', 'failed')`),
    )
    .addColumn('url', 'text')
    .addColumn('progress', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('csv_exports_wall_id_idx')
    .on('csv_exports')
    .column('wall_id')
    .execute();
  await db.schema
    .createIndex('csv_exports_user_id_idx')
    .on('csv_exports')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('referrals_user_id_idx').on('referrals').column('user_id').execute();

  await db.schema
    .createTable('realtime_schedules')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'active')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stops_at', 'timestamptz', (c) => c.notNull())
    .addColumn('testable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('realtime_schedules_window_check', sql`stops_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('realtime_schedules_wall_id_idx')
    .on('realtime_schedules')
    .column('wall_id')
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('post_id', 'bigint', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('events_wall_at_idx')
    .on('events')
    .columns(['wall_id', 'at'])
    .execute();
  await db.schema.createIndex('events_post_id_idx').on('events').column('post_id').execute();
}

async function createTokenTable(db: Kysely<any>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('wall_id', 'bigint', (c) => c.references('walls.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint(`${table}_scope_check`, sql`wall_id is not null or user_id is not null`)
    .execute();
  await db.schema.createIndex(`${table}_wall_id_idx`).on(table).column('wall_id').execute();
  await db.schema.createIndex(`${table}_user_id_idx`).on(table).column('user_id').execute();
}

/** Drops the owner-side tables, children before parents. */
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'events',
    'realtime_schedules',
    'referrals',
    'csv_exports',
    'wl_tokens',
    'api_tokens',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
