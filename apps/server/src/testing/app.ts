/** Test helpers: a built app on a test database with the toy plugins (and hand-made posts). */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PluginHost } from '@chorus/core/host';
import { archiveOf, type ConnectorPlugin } from '@chorus/core';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { installedPlugins } from '../plugins.ts';

/** A folder holding a minimal built web app (index.html and one hashed asset). */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chorus-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("chorus");');
  return dir;
}

/**
 * A configuration for tests: quiet, port 0, a fake web build, overridable. Plans are `hosted`,
 * so the tests of plan gates see the gates; the self-hosted default is tested with
 * `testConfig({ CHORUS_PLANS: 'self-hosted' })`.
 */
export function testConfig(environment: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    CHORUS_WEB_DIST: fakeWebDist(),
    LOG_LEVEL: 'silent',
    CHORUS_PLANS: 'hosted',
    ...environment,
  });
}

/**
 * The installed connectors that compose hand-made posts (the custom connector), found in
 * chorus.config.ts by that capability: with them the test app takes `POST /api/post` as an
 * installation does.
 */
/** One element of a plugin list. */
type ChorusPluginOf<T> = T extends readonly (infer P)[] ? P : never;

const composingPlugins = installedPlugins.filter(
  (plugin) => plugin.kind === 'connector' && 'compose' in plugin && plugin.compose !== undefined,
);

/** Builds the app on an open, migrated database with the two toy plugins and hand-made posts. */
export async function buildTestApp(
  database: ChorusDatabase,
  config: ServerConfig = testConfig(),
  /** Installed plugins the test needs besides (the archive connectors, say). */
  extraPlugins: readonly ChorusPluginOf<typeof installedPlugins>[] = [],
): Promise<FastifyInstance> {
  await migrateToLatest(database.db);
  return buildApp({
    config,
    database,
    plugins: new PluginHost([...toyPlugins, ...composingPlugins, ...extraPlugins]),
    logger: false,
  });
}

/** The installed connectors made from uploaded archives (Google+, Vine). */
export const archivePlugins = installedPlugins.filter(
  (plugin) => plugin.kind === 'connector' && archiveOf(plugin as ConnectorPlugin) !== undefined,
);
