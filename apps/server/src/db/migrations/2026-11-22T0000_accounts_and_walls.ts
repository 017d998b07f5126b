import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

const now = sql`now()`;

/** Creates accounts, sessions, walls, their access list, sources and credentials. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('basic'))
    .addColumn('meta', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('creator_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('organization', 'text')
    .addColumn('industry', 'text')
    .addColumn('licenses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await db.schema.createIndex('users_creator_id_idx').on('users').column('creator_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('walls')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('display_profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('custom_css', 'text', (c) => c.notNull().defaultTo('body {}'))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 2)`),
    )
    .addColumn('enable_realtime', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index walls_user_name_key on walls (lower(user_name))`.execute(db);
  await db.schema.createIndex('walls_user_id_idx').on('walls').column('user_id').execute();

  await db.schema
    .createTable('wall_access')
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('wall_access_pkey', ['wall_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('wall_access_user_id_idx')
    .on('wall_access')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sources')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('feed_type', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('privacy', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`privacy in (0, 1)`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'needs_reauth', 'token_expired', 'paused')`),
    )
    .addColumn('last_crawled_at', 'timestamptz')
    .addColumn('cursor', 'jsonb')
    .addColumn('health', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{"state":"ok","lastError":null,"lastErrorAt":null,"retryAt":null}'::jsonb`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sources_wall_id_idx').on('sources').column('wall_id').execute();

  await db.schema
    .createTable('credentials')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('source_id', 'bigint', (c) => c.references('sources.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('ciphertext', 'bytea', (c) => c.notNull())
    .addColumn('nonce', 'bytea', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'credentials_owner_check',
      sql`source_id is not null or user_id is not null`,
    )
    .execute();
  await db.schema
    .createIndex('credentials_source_id_idx')
    .on('credentials')
    .column('source_id')
    .execute();
  await db.schema
    .createIndex('credentials_user_id_idx')
    .on('credentials')
    .column('user_id')
    .execute();
}

/** Drops the account and wall tables, children before parents. */
export async function down(db: Kysely<any>): Promise<void> {
  const tables = ['credentials', 'sources', 'wall_access', 'walls', 'sessions', 'users'];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
