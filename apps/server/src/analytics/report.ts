/**
 * What the analytics page shows of one wall over a range of UTC days: the daily counts (every
 * day of the range, zeros included), their totals, posts per network and the top contributors
 * (both from the posts table: posts published on the wall in the range).
 */
import { wallCountMilestones } from '@chorus/core/rules';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { analyticsDb, analyticsKinds, type AnalyticsKind } from './tables.ts';

/** The longest range a report covers: a year and a day. */
export const maxReportDays = 366;

/** One day's figures. */
export type DayFigures = { readonly day: string } & Record<AnalyticsKind, number>;

/** A wall's report. */
export interface AnalyticsReport {
  readonly from: string;
  readonly to: string;
  readonly days: DayFigures[];
  readonly totals: Record<AnalyticsKind, number>;
  readonly networks: { network: string; posts: number }[];
  readonly contributors: { name: string; network: string; posts: number }[];
}

const dayMs = 86_400_000;

/** The days from `from` to `to`, both included (`YYYY-MM-DD`, UTC). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const zeros = (): Record<AnalyticsKind, number> =>
  Object.fromEntries(analyticsKinds.map((kind) => [kind, 0])) as Record<AnalyticsKind, number>;

/** Reads a wall's report from `from` to `to` (UTC days, both included). */
export async function readReport(
  db: Kysely<Database>,
  wallId: number,
  from: string,
  to: string,
): Promise<AnalyticsReport> {
  const rows = await analyticsDb(db)
    .selectFrom('analytics_daily')
    .select([sql<string>`day::text`.as('day'), 'kind', 'count'])
    .where('wall_id', '=', wallId)
    .where(sql<boolean>`day between ${from}::date and ${to}::date`)
    .execute();
  const byDay = new Map(daysBetween(from, to).map((day) => [day, { day, ...zeros() }]));
  const totals = zeros();
  for (const row of rows) {
    const figures = byDay.get(row.day);
    if (!figures) continue;
    figures[row.kind] += Number(row.count);
    totals[row.kind] += Number(row.count);
  }
  const start = Date.parse(`${from}T00:00:00Z`) / 1000;
  const end = Date.parse(`${to}T00:00:00Z`) / 1000 + 86_400;
  const published = db
    .selectFrom('posts')
    .where('wall_id', '=', wallId)
    .where('state', 'in', ['approved', 'approved-recurring'])
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const [networks, contributors] = await Promise.all([
    published
      .select(['network', sql<string>`count(*)`.as('posts')])
      .groupBy('network')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('network')
      .execute(),
    published
      .select([
        'network',
        sql<string>`coalesce(nullif(author->>'name', ''), nullif(author->>'username', ''), '?')`.as(
          'name',
        ),
        sql<string>`count(*)`.as('posts'),
      ])
      .groupBy(['network', sql`2`])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`2`)
      .limit(10)
      .execute(),
  ]);
  return {
    from,
    to,
    days: [...byDay.values()],
    totals,
    networks: networks.map((row) => ({ network: row.network, posts: Number(row.posts) })),
    contributors: contributors.map((row) => ({
      name: row.name,
      network: row.network,
      posts: Number(row.posts),
    })),
  };
}

/**
 * Records the wall-count milestones (2nd, 5th, 10th wall) an account has reached, each once,
 * at the time its walls reached that count (the nth wall's creation); a milestone stays
 * recorded when walls are deleted later.
 */
export async function recordMilestones(db: Kysely<Database>, userId: number): Promise<void> {
  const walls = await db
    .selectFrom('walls')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(Math.max(...wallCountMilestones))
    .execute();
  const reached = wallCountMilestones
    .filter((count) => walls.length >= count)
    .map((count) => ({ user_id: userId, walls: count, reached_at: walls[count - 1]!.created_at }));
  if (reached.length === 0) return;
  await analyticsDb(db)
    .insertInto('account_milestones')
    .values(reached)
    .onConflict((conflict) => conflict.columns(['user_id', 'walls']).doNothing())
    .execute();
}

/** The milestones an account reached, oldest first. */
export async function listMilestones(
  db: Kysely<Database>,
  userId: number,
): Promise<{ walls: number; reached_at: Date }[]> {
  const rows = await analyticsDb(db)
    .selectFrom('account_milestones')
    .select(['walls', 'reached_at'])
    .where('user_id', '=', userId)
    .orderBy('walls')
    .execute();
  return rows.map((row) => ({ walls: Number(row.walls), reached_at: new Date(row.reached_at) }));
}
