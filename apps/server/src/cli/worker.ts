/**
 * `chorus worker`: the crawl workers alone, for a second machine or more crawling capacity.
 * They share a PostgreSQL server with the web servers; embedded PGlite belongs to one process.
 * A worker also publishes the posts it stores to live viewers: its realtime hub sends them
 * through PostgreSQL NOTIFY to the web servers, which push them to their WebSockets.
 */
import { PluginHost } from '@chorus/core/host';
import { loadConfig, type ServerConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { consoleLogger } from '../ingest/console-logger.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import { startIngestion, type Ingestion, type IngestionOptions } from '../ingest/engine.ts';
import { installedPlugins } from '../plugins.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { startRealtimePublisher } from '../realtime/plugin.ts';
import { openConfiguredDatabase } from '../server.ts';

/** The message `chorus worker` prints without DATABASE_URL. */
export const workerNeedsPostgresMessage =
  'chorus worker needs DATABASE_URL: separate worker processes share a PostgreSQL server with ' +
  'the web servers. With embedded PGlite (no DATABASE_URL) one process holds the data ' +
  'directory, so `chorus start` runs the workers itself (CHORUS_WORKERS, default 2).';

/** The message `chorus worker` prints with CHORUS_WORKERS=0. */
export const workerHasNothingToRunMessage =
  'chorus worker: CHORUS_WORKERS is 0, so there is nothing to run.';

/** A running worker process's parts. */
export interface RunningWorker {
  readonly database: ChorusDatabase;
  readonly ingestion: Ingestion;
  /** Announces the posts this worker stores to the viewers of every web server. */
  readonly realtime: RealtimeHub;
  /**
   * Stops crawling first (crawls in flight finish or are aborted, and their announcements go
   * out), then the realtime hub, then the database. Idempotent.
   */
  stop(): Promise<void>;
}

/** What {@link startWorker} may be given besides the configuration (tests). */
export interface WorkerOptions {
  readonly plugins?: PluginHost;
  readonly logger?: IngestLogger;
  readonly overrides?: IngestionOptions['overrides'];
}

/**
 * Opens the configured PostgreSQL database, migrates it, and starts the realtime publisher and
 * the crawl engine. The caller checks first that the configuration asks for a worker
 * ({@link workerRefusal}).
 */
export async function startWorker(
  config: ServerConfig,
  options: WorkerOptions = {},
): Promise<RunningWorker> {
  const plugins = options.plugins ?? new PluginHost(installedPlugins);
  const logger = options.logger ?? consoleLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  let realtime: RealtimeHub | undefined;
  try {
    await migrateToLatest(database.db);
    // Before the engine: the first crawl's posts are announced too.
    realtime = await startRealtimePublisher({
      database,
      databaseUrl: config.databaseUrl,
      logger,
      plugins,
    });
    const ingestion = await startIngestion({
      database,
      plugins,
      config,
      logger,
      ...(options.overrides ? { overrides: options.overrides } : {}),
    });
    const hub = realtime;
    let stopping: Promise<void> | undefined;
    return {
      database,
      ingestion,
      realtime: hub,
      stop: () =>
        (stopping ??= ingestion
          .stop()
          .finally(() => hub.close())
          .finally(() => database.close())),
    };
  } catch (error) {
    await realtime?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

/** Why this configuration cannot run `chorus worker`, or undefined when it can. */
export function workerRefusal(config: ServerConfig): string | undefined {
  if (!config.databaseUrl) return workerNeedsPostgresMessage;
  if (config.ingestion.workers < 1) return workerHasNothingToRunMessage;
  return undefined;
}

/** Runs the workers until SIGINT or SIGTERM; resolves to an exit code, -1 while running. */
export async function runWorker(): Promise<number> {
  const config = loadConfig();
  const refusal = workerRefusal(config);
  if (refusal) {
    console.error(refusal);
    return 2;
  }
  const logger = consoleLogger(config.logLevel);
  const worker = await startWorker(config, { logger });
  let received = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) process.exit(1);
    received = true;
    logger.info({ signal }, 'stopping the workers');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    worker.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  logger.info({ workers: config.ingestion.workers }, 'crawl workers running');
  return -1;
}
