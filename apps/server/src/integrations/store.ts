/**
 * The page integrations' stored settings (migration 2026-11-30T0800_integration_settings): one
 * row per integration id, written by the administrator in the admin screen. Every owner page
 * asks which are on, so this process keeps that answer for a few seconds
 * ({@link cachedEnabledIntegrations}); a save here forgets it at once, and other processes
 * sharing the database catch up within {@link integrationCacheSeconds}.
 */
import type { Generated, Kysely } from 'kysely';
import { jsonb } from '../db/json.ts';
import type { JsonObject } from '../db/json-shapes.ts';
import type { Database } from '../db/schema.ts';

/** One integration's row. */
export interface IntegrationSettingsTable {
  id: string;
  enabled: Generated<boolean>;
  settings: Generated<JsonObject>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

type IntegrationTables = { integration_settings: IntegrationSettingsTable };

function integrationDb(db: Kysely<Database>): Kysely<Database & IntegrationTables> {
  return db.withTables<IntegrationTables>();
}

/** What is stored for an integration. */
export interface StoredIntegration {
  readonly id: string;
  readonly enabled: boolean;
  readonly settings: JsonObject;
  readonly updatedAt: Date;
}

/** Every stored row, by integration id. */
export async function listStoredIntegrations(
  db: Kysely<Database>,
): Promise<Map<string, StoredIntegration>> {
  const rows = await integrationDb(db)
    .selectFrom('integration_settings')
    .select(['id', 'enabled', 'settings', 'updated_at'])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, enabled: row.enabled, settings: row.settings, updatedAt: row.updated_at },
    ]),
  );
}

/** The ids of the enabled integrations, with their settings. */
export async function listEnabledIntegrations(db: Kysely<Database>): Promise<StoredIntegration[]> {
  return [...(await listStoredIntegrations(db)).values()].filter((row) => row.enabled);
}

/** How long a process trusts its copy of the enabled integrations, in seconds. */
export const integrationCacheSeconds = 5;

/** The enabled integrations this process read last, per database, and when (ms). */
const enabledCache = new WeakMap<
  Kysely<Database>,
  { readonly at: number; readonly rows: Promise<StoredIntegration[]> }
>();

/**
 * {@link listEnabledIntegrations}, read at most once per {@link integrationCacheSeconds} in this
 * process (a save through {@link saveStoredIntegration} forgets the copy at once). `now` is the
 * clock in milliseconds; a clock that went back reads again.
 */
export function cachedEnabledIntegrations(
  db: Kysely<Database>,
  now: () => number = Date.now,
): Promise<StoredIntegration[]> {
  const at = now();
  const kept = enabledCache.get(db);
  if (kept && at >= kept.at && at - kept.at < integrationCacheSeconds * 1000) return kept.rows;
  const rows = listEnabledIntegrations(db);
  enabledCache.set(db, { at, rows });
  // A failed read is not kept: the next page asks again.
  rows.catch(() => {
    if (enabledCache.get(db)?.rows === rows) enabledCache.delete(db);
  });
  return rows;
}

/** Saves an integration's switch and settings; this process's cached copy is forgotten. */
export async function saveStoredIntegration(
  db: Kysely<Database>,
  id: string,
  change: { enabled: boolean; settings: JsonObject },
  userId: number,
): Promise<void> {
  const values = {
    enabled: change.enabled,
    settings: jsonb(change.settings),
    updated_by: userId,
    updated_at: new Date(),
  };
  await integrationDb(db)
    .insertInto('integration_settings')
    .values({ id, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  // After the write: a read that started before it cannot keep the old rows.
  enabledCache.delete(db);
}
