/**
 * The installed page integrations joined with what the administrator stored: which are on,
 * with their settings validated by their schema (again at each use: a stored value that no
 * longer passes, after the plugin changed, leaves the integration out rather than failing).
 */
import {
  integrationBootPath,
  type Integration,
  type IntegrationOutput,
  type IntegrationPage,
} from '@chorus/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cachedEnabledIntegrations } from './store.ts';

/** An enabled integration with its validated settings. */
export interface ActiveIntegration {
  readonly integration: Integration;
  readonly settings: unknown;
}

/**
 * The enabled integrations among `installed` that run on `page`, their settings validated. The
 * stored rows come from this process's short-lived copy (store.ts), not a read per page.
 */
export async function activeIntegrations(
  db: Kysely<Database>,
  installed: readonly Integration[],
  page: IntegrationPage,
  log: FastifyBaseLogger,
): Promise<ActiveIntegration[]> {
  const candidates = installed.filter((integration) => integration.pages.includes(page));
  if (candidates.length === 0) return [];
  const enabled = new Map((await cachedEnabledIntegrations(db)).map((row) => [row.id, row]));
  const active: ActiveIntegration[] = [];
  for (const integration of candidates) {
    const stored = enabled.get(integration.id);
    if (!stored) continue;
    const parsed = integration.settingsSchema.safeParse(stored.settings);
    if (!parsed.success) {
      log.warn({ integration: integration.id }, 'Stored integration settings no longer valid');
      continue;
    }
    active.push({ integration, settings: parsed.data });
  }
  return active;
}

/** What an active integration adds to a page. */
export function outputOf({ integration, settings }: ActiveIntegration): IntegrationOutput {
  return integration.render(settings, { bootPath: integrationBootPath(integration.id) });
}
