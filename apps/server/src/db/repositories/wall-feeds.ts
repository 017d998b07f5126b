/** Counting what feeds a wall: its sources, per wall, for the dashboard's feed counts. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** How many sources each of these walls has; walls without any are absent from the map. */
export async function countSourcesByWall(
  db: Kysely<Database>,
  wallIds: readonly number[],
): Promise<Map<number, number>> {
  if (wallIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sources')
    .select(['wall_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('wall_id', 'in', [...wallIds])
    .groupBy('wall_id')
    .execute();
  return new Map(rows.map((row) => [row.wall_id, Number(row.count)]));
}

/** The wall a source feeds and its network, if the source exists. */
export async function findSourcePlace(
  db: Kysely<Database>,
  sourceId: number,
): Promise<{ wallId: number; network: string } | undefined> {
  const row = await db
    .selectFrom('sources')
    .select(['wall_id', 'network'])
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return row ? { wallId: row.wall_id, network: row.network } : undefined;
}
