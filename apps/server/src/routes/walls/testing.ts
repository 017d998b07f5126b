/** Test helper for the wall routes: the app with the installed connectors plus the toy plugins. */
import { PluginHost } from '@chorus/core/host';
import { toyConnector, toyTheme } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { ChorusDatabase } from '../../db/open.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { installedPlugins } from '../../plugins.ts';
import { testConfig } from '../../testing/app.ts';

/** Builds the app on a migrated database with rss, custom, twitter, the toy connector and theme. */
export async function buildWallTestApp(database: ChorusDatabase): Promise<FastifyInstance> {
  await migrateToLatest(database.db);
  return buildApp({
    config: testConfig(),
    database,
    plugins: new PluginHost([...installedPlugins, toyConnector, toyTheme]),
    logger: false,
  });
}
