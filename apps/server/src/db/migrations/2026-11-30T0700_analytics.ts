import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Wall analytics without cookies (issue 23, part 2; apps/server/src/analytics/).
 * - `analytics_daily`: counts only, one row per wall, UTC day and kind (view, visitor, open,
 *   cta, share).
 * - `analytics_salts`: the random salt of each day, shared by every server process; a day's
 *   row is deleted once the day is over.
 * - `analytics_visitors`: the salted visitor hashes of the current day, so a visitor counts
 *   once a day across processes; deleted with the day's salt. No address or user agent is kept.
 * - `account_milestones`: when an account reached its 2nd, 5th and 10th wall (the spec's
 *   "tint count analytics milestones").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('view', 'visitor', 'open', 'cta', 'share')`),
    )
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_daily_pkey', ['wall_id', 'day', 'kind'])
    .execute();
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_visitors')
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visitors_pkey', ['wall_id', 'day', 'hash'])
    .execute();
  await db.schema
    .createTable('account_milestones')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('walls', 'smallint', (c) => c.notNull())
    .addColumn('reached_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('account_milestones_pkey', ['user_id', 'walls'])
    .execute();
}

/** Drops the analytics tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'account_milestones',
    'analytics_visitors',
    'analytics_salts',
    'analytics_daily',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
