/**
 * Starting and stopping a Chorus server: open the database, migrate, build the app, listen,
 * and on SIGINT/SIGTERM stop taking requests, finish those in flight, release the database.
 */
import { PluginHost } from '@chorus/core/host';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type ChorusDatabase } from './db/open.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoWall } from './demo/seed.ts';
import { startIngestion, type Ingestion, type IngestionOptions } from './ingest/engine.ts';
import { mediaStoreFor } from './media/index.ts';
import { installedPlugins } from './plugins.ts';

/** A running server. */
export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: ChorusDatabase;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  readonly address: string;
  /** The crawl engine running in this process; undefined with CHORUS_WORKERS=0. */
  readonly ingestion: Ingestion | undefined;
  /** Stops crawling, stops listening (requests in flight finish), closes the database. Idempotent. */
  stop(): Promise<void>;
}

/** Opens the configured database (PGlite in the data directory, or PostgreSQL). */
export function openConfiguredDatabase(config: ServerConfig): Promise<ChorusDatabase> {
  return config.databaseUrl
    ? openDatabase({
        databaseUrl: config.databaseUrl,
        preparedStatements: config.preparedStatements,
      })
    : openDatabase({ dataDir: config.dataDir });
}

/** Starts a server with the configuration and the plugins of chorus.config.ts. */
export async function startServer(
  config: ServerConfig,
  plugins: PluginHost = new PluginHost(installedPlugins),
  /** For tests: the ingestion engine's overrides (shorter queue timings). */
  ingestionOverrides?: IngestionOptions['overrides'],
): Promise<RunningServer> {
  const database = await openConfiguredDatabase(config);
  let app: FastifyInstance | undefined;
  let ingestion: Ingestion | undefined;
  try {
    await migrateToLatest(database.db);
    if (config.seedDemo) {
      await seedDemoWall(database.db, {
        connectors: plugins.connectors,
        store: mediaStoreFor(config),
      });
    }
    app = await buildApp({ config, database, plugins });
    if (config.ingestion.workers > 0) {
      ingestion = await startIngestion({
        database,
        plugins,
        config,
        logger: app.log,
        ...(ingestionOverrides ? { overrides: ingestionOverrides } : {}),
      });
      app.crawls.attach(ingestion);
    }
    const address = await app.listen({ port: config.port, host: config.host });
    let stopping: Promise<void> | undefined;
    const running: FastifyInstance = app;
    const crawling = ingestion;
    return {
      app: running,
      database,
      address,
      ingestion: crawling,
      // Crawling stops first: a crawl in flight still stores through the database and
      // announces through the app's realtime hub, which close after it.
      stop: () =>
        (stopping ??= (crawling?.stop() ?? Promise.resolve())
          .finally(() => running.close())
          .finally(() => database.close())),
    };
  } catch (error) {
    await ingestion?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

/** Stops the server on SIGINT or SIGTERM; a second signal, or 10 s, forces the exit. */
export function stopOnSignals(server: RunningServer): void {
  let received = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) process.exit(1);
    received = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
