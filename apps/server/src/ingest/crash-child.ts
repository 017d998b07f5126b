/**
 * The worker process the SIGKILL tests kill: runs the ingestion engine on the database named
 * by its environment and crawls one source. On PostgreSQL it is a whole `chorus worker`
 * (startWorker), so the posts it stores also reach the live viewers of the web servers
 * (reliability/worker-kill.test.ts). Not part of the server.
 *
 * Environment: CHILD_DATABASE_URL or CHILD_DATA_DIR, CHILD_SOURCE_ID, and CHILD_HANG_AFTER
 * (optional: after storing that many posts the crawl stops making progress, so the parent
 * can kill it with a crawl half done).
 */
import { PluginHost } from '@chorus/core/host';
import { startWorker } from '../cli/worker.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { installedPlugins } from '../plugins.ts';
import { silentLogger } from './deps.ts';
import { startIngestion } from './engine.ts';
import { crashTestQueueTuning } from './crash-tuning.ts';

const databaseUrl = process.env['CHILD_DATABASE_URL'];
const dataDir = process.env['CHILD_DATA_DIR'];
const sourceId = Number(process.env['CHILD_SOURCE_ID']);
const hangAfter = Number(process.env['CHILD_HANG_AFTER'] ?? 'Infinity');

// The installed plugins, as a real worker has them: the server names no connector itself.
const plugins = new PluginHost(installedPlugins);
let screened = 0;
plugins.hooks.screenPost.tapPromise('crash-test-hang', async () => {
  screened += 1;
  if (screened > hangAfter) {
    process.stdout.write('hung\n');
    await new Promise(() => {});
  }
  return undefined;
});
const config = loadConfig({
  CHORUS_FETCH_ALLOW: '127.0.0.1/32',
  CHORUS_WORKERS: '1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const overrides = { queue: crashTestQueueTuning, tickMs: 3_600_000 };
const engine = databaseUrl
  ? (await startWorker(config, { plugins, logger: silentLogger, overrides })).ingestion
  : await startIngestion({
      database: await openDatabase({ dataDir }),
      plugins,
      config,
      logger: silentLogger,
      overrides,
    });
await engine.requestCrawl(sourceId);
process.stdout.write('ready\n');
