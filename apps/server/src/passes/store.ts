/**
 * The `realtime_schedules` rows: a wall's live-update passes. Bought passes are made once per
 * Checkout session (the webhook may repeat), a test pass once per wall (a unique index).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, RealtimeSchedulesTable } from '../db/schema.ts';

/** One pass, as read. */
export type PassRow = Selectable<RealtimeSchedulesTable>;

/** Every pass of a wall, oldest first. */
export async function listWallPasses(db: Kysely<Database>, wallId: number): Promise<PassRow[]> {
  return db
    .selectFrom('realtime_schedules')
    .selectAll()
    .where('wall_id', '=', wallId)
    .orderBy('id')
    .execute();
}

/** The passes of several walls, by wall id (one query). */
export async function passesByWall(
  db: Kysely<Database>,
  wallIds: readonly number[],
): Promise<Map<number, PassRow[]>> {
  const byWall = new Map<number, PassRow[]>();
  if (wallIds.length === 0) return byWall;
  const rows = await db
    .selectFrom('realtime_schedules')
    .selectAll()
    .where('wall_id', 'in', [...wallIds])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const id = Number(row.wall_id);
    byWall.set(id, [...(byWall.get(id) ?? []), row]);
  }
  return byWall;
}

/** One pass of a wall, if it is that wall's. */
export async function findWallPass(
  db: Kysely<Database>,
  wallId: number,
  passId: number,
): Promise<PassRow | undefined> {
  return db
    .selectFrom('realtime_schedules')
    .selectAll()
    .where('wall_id', '=', wallId)
    .where('id', '=', passId)
    .executeTakeFirst();
}

/**
 * Records a bought pass, unscheduled, for a paid Checkout session; nothing when that session
 * already made one. Whether it was new.
 */
export async function recordBoughtPass(
  db: Kysely<Database>,
  values: { wallId: number; checkoutSessionId: string; lengthSeconds: number },
): Promise<boolean> {
  const made = await db
    .insertInto('realtime_schedules')
    .values({
      wall_id: values.wallId,
      kind: 'bought',
      length_seconds: values.lengthSeconds,
      checkout_session_id: values.checkoutSessionId,
    })
    .onConflict((conflict) => conflict.column('checkout_session_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return made !== undefined;
}

/** Starts the wall's test pass now; undefined when the wall had one already. */
export async function insertTestPass(
  db: Kysely<Database>,
  wallId: number,
  start: Date,
  lengthSeconds: number,
): Promise<PassRow | undefined> {
  return db
    .insertInto('realtime_schedules')
    .values({
      wall_id: wallId,
      kind: 'test',
      length_seconds: lengthSeconds,
      starts_at: start,
      stops_at: new Date(start.getTime() + lengthSeconds * 1000),
    })
    .onConflict((conflict) => conflict.column('wall_id').where('kind', '=', 'test').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Sets a pass's window, unless it started by `now` meanwhile; undefined then. */
export async function setPassWindow(
  db: Kysely<Database>,
  passId: number,
  window: { start: Date; stop: Date },
  now: Date,
): Promise<PassRow | undefined> {
  return db
    .updateTable('realtime_schedules')
    .set({ starts_at: window.start, stops_at: window.stop })
    .where('id', '=', passId)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '>', now)]))
    .returningAll()
    .executeTakeFirst();
}
