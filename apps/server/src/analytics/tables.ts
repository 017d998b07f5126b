/**
 * The analytics tables (migration 2026-11-30T0700_analytics), typed here so the shared schema
 * stays as it is: `analyticsDb(db)` sees them beside the rest.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What is counted per wall and day. */
export const analyticsKinds = ['view', 'visitor', 'open', 'cta', 'share'] as const;

/** One counted kind. */
export type AnalyticsKind = (typeof analyticsKinds)[number];

/** The kinds a visitor's page reports by beacon (views and visitors are counted by the server). */
export const beaconKinds = ['open', 'cta', 'share'] as const;

/** One beacon kind. */
export type BeaconKind = (typeof beaconKinds)[number];

/** One count: a wall, a UTC day (`YYYY-MM-DD`), a kind. */
export interface AnalyticsDailyTable {
  wall_id: number;
  day: string;
  kind: AnalyticsKind;
  count: number;
}

/** The random salt of one UTC day. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A salted visitor hash of the current day. */
export interface AnalyticsVisitorsTable {
  wall_id: number;
  day: string;
  hash: string;
}

/** When an account reached a wall-count milestone. */
export interface AccountMilestonesTable {
  user_id: number;
  walls: number;
  reached_at: Date;
}

/** The analytics tables. */
export type AnalyticsTables = {
  analytics_daily: AnalyticsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_visitors: AnalyticsVisitorsTable;
  account_milestones: AccountMilestonesTable;
};

/** The database with the analytics tables. */
export type AnalyticsDb = Kysely<Database & AnalyticsTables>;

/** `db` with the analytics tables typed. */
export function analyticsDb(db: Kysely<Database>): AnalyticsDb {
  return db.withTables<AnalyticsTables>();
}

/** The UTC day of a time, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
