/**
 * What a bench crawl runs with: the crawl engine's dependencies as the tests build them, with
 * one connector, and the screening rules tapped as the engine taps them (ingest/engine.ts), so
 * every new post passes the same hook it passes in the server.
 */
import type { ChorusPlugin } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { testIngestDeps } from '../../apps/server/src/ingest/testing.ts';
import { tapScreeningRules } from '../../apps/server/src/screening/plugin.ts';

/** The deps of a bench crawl of up to `items` posts, against `baseUrls` when given. */
export function benchCrawlDeps(
  db: Kysely<Database>,
  connector: ChorusPlugin,
  items: number,
  baseUrls?: Record<string, string>,
): ReturnType<typeof testIngestDeps> {
  const plugins = new PluginHost([connector]);
  tapScreeningRules(plugins, db);
  return testIngestDeps(db, plugins, {
    ...(baseUrls ? { baseUrls } : {}),
    settings: { maxItemsPerCrawl: items, crawlTimeoutMs: 600_000 },
  });
}
