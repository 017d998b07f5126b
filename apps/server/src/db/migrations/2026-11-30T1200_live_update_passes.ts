import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Live-update passes (issue 22, the spec's insTINT Updates): `realtime_schedules` becomes the
 * table of passes. A pass's status (scheduled, active, ended) and a wall's testable flag are
 * derived from the clock and the other passes, so the stored `status` and `testable` columns
 * go; a pass has a kind (bought or test) and a length, and a bought pass has no start until
 * its owner schedules it. A bought pass remembers the Checkout session that paid for it, once
 * (the webhook may deliver it twice); a wall has at most one test pass, ever.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('realtime_schedules')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('bought')
        .check(sql`kind in ('bought', 'test')`),
    )
    .execute();
  await db.schema.alterTable('realtime_schedules').addColumn('length_seconds', 'integer').execute();
  await sql`update realtime_schedules
    set length_seconds = greatest(1, extract(epoch from stops_at - starts_at)::integer)`.execute(
    db,
  );
  await db.schema
    .alterTable('realtime_schedules')
    .alterColumn('length_seconds', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('realtime_schedules')
    .addColumn('checkout_session_id', 'text', (c) => c.unique())
    .execute();
  await db.schema
    .alterTable('realtime_schedules')
    .alterColumn('starts_at', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('realtime_schedules')
    .alterColumn('stops_at', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('realtime_schedules').dropColumn('status').execute();
  await db.schema.alterTable('realtime_schedules').dropColumn('testable').execute();
  await db.schema
    .createIndex('realtime_schedules_one_test_idx')
    .on('realtime_schedules')
    .column('wall_id')
    .unique()
    .where(sql.ref('kind'), '=', 'test')
    .execute();
}

/** Back to windows with a stored status; passes never scheduled are dropped. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('realtime_schedules_one_test_idx').ifExists().execute();
  await sql`delete from realtime_schedules where starts_at is null or stops_at is null`.execute(db);
  await db.schema
    .alterTable('realtime_schedules')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sql`status in ('scheduled', 'active')`),
    )
    .execute();
  await db.schema
    .alterTable('realtime_schedules')
    .addColumn('testable', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('realtime_schedules')
    .alterColumn('starts_at', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('realtime_schedules')
    .alterColumn('stops_at', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('realtime_schedules').dropColumn('checkout_session_id').execute();
  await db.schema.alterTable('realtime_schedules').dropColumn('length_seconds').execute();
  await db.schema.alterTable('realtime_schedules').dropColumn('kind').execute();
}
