import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownToEmpty, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { ChorusDatabase } from './open.ts';
import type { Database } from './schema.ts';
import { testDatabases } from './testing.ts';

const allTables = [
  'account_milestones',
  'analytics_daily',
  'analytics_salts',
  'analytics_visitors',
  'api_tokens',
  'archive_imports',
  'billing_customers',
  'billing_events',
  'cast_code_failures',
  'cast_codes',
  'connector_apps',
  'credentials',
  'csv_exports',
  'events',
  'instance_settings',
  'integration_settings',
  'invites',
  'mail_tokens',
  'media_files',
  'moderation_audit',
  'moderation_batch_settings',
  'moderation_claims',
  'oauth_clients',
  'oauth_states',
  'posts',
  'realtime_schedules',
  'referral_accounts',
  'referrals',
  'screening_rules',
  'sessions',
  'shuffle_settings',
  'sources',
  'sso_identities',
  'sso_states',
  'users',
  'wall_access',
  'walls',
  'wl_tokens',
];

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return result.rows.map((row) => row.table_name);
}

async function indexNames(db: Kysely<Database>, table: string): Promise<string[]> {
  const result = await sql<{ indexname: string }>`
    select indexname from pg_indexes where tablename = ${table} order by indexname`.execute(db);
  return result.rows.map((row) => row.indexname);
}

describe.each(testDatabases())('migrations on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await target.openEmpty();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates every table on an empty database and reports what it applied', async () => {
    expect(await tableNames(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await tableNames(database.db)).toEqual(allTables);
  });

  it('applies nothing when the schema is already current', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('creates the feed, moderation, uniqueness, search, duplicate and trash indexes on posts', async () => {
    expect(await indexNames(database.db, 'posts')).toEqual([
      'posts_media_fingerprint_idx',
      'posts_pkey',
      'posts_schedule_idx',
      'posts_search_idx',
      'posts_source_external_key',
      'posts_text_fingerprint_idx',
      'posts_trash_idx',
      'posts_wall_feed_idx',
      'posts_wall_id_id_idx',
      'posts_wall_state_idx',
    ]);
  });

  it('keeps usernames and e-mail addresses unique without regard to case', async () => {
    expect(await indexNames(database.db, 'users')).toEqual([
      'users_creator_id_idx',
      'users_email_key',
      'users_is_admin_idx',
      'users_pkey',
      'users_username_key',
    ]);
  });

  it('goes down to an empty schema and up again', async () => {
    expect(await migrateDownToEmpty(database.db)).toEqual(Object.keys(migrations).reverse());
    expect(await tableNames(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await tableNames(database.db)).toEqual(allTables);
  });
});

describe.each(testDatabases())('a failing migration on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await target.openEmpty();
  });
  afterAll(async () => {
    await database.close();
  });

  it('names the migration and the cause, and leaves nothing half made', async () => {
    await sql`create table walls (id integer)`.execute(database.db);
    await expect(migrateToLatest(database.db)).rejects.toThrow(
      'Database migration failed in migration 2026-11-22T0000_accounts_and_walls: relation "walls" already exists',
    );
    expect(await tableNames(database.db)).toEqual(['walls']);
  });
});
