/**
 * The page integrations' stored settings (migration 2026-11-30T0800_integration_settings): one
 * row per integration id, written by the administrator in the admin screen.
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

/** Saves an integration's switch and settings. */
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
}
