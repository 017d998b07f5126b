/**
 * A Chorus server process for the two-process realtime test, run with `node --import tsx`:
 * the full app (access layer, moderation routes, live channel) on DATABASE_URL. It reports its
 * address over IPC and stops when the parent disconnects.
 */
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { fakeWebDist } from '../testing/app.ts';

/** What this process tells its parent. */
export interface ChildMessage {
  readonly kind: 'listening';
  readonly address: string;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !process.send) {
  throw new Error('Run me as a forked child with DATABASE_URL set.');
}

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  CHORUS_DEMO: '0',
  CHORUS_WORKERS: '0',
  CHORUS_WEB_DIST: fakeWebDist(),
});
const database = await openDatabase({ databaseUrl });
const app = await buildApp({
  config,
  database,
  plugins: new PluginHost(toyPlugins),
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('disconnect', () => {
  void app.close().finally(() => database.close().finally(() => process.exit(0)));
});
process.send({ kind: 'listening', address } satisfies ChildMessage);
