/**
 * Wires realtime into an app: the process's hub (LISTEN/NOTIFY on PostgreSQL, in memory on
 * PGlite), the `postChanged` tap, and the live endpoint.
 */
import type { PluginHost } from '@chorus/core/host';
import type { FastifyInstance } from 'fastify';
import type { ChorusDatabase } from '../db/open.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import type { ControlAuthorizer } from './access.ts';
import { moderatorsMayControl } from './control-access.ts';
import { RealtimeHub } from './hub.ts';
import { defaultLiveLimits, liveRoutes, type LiveLimits } from './live-route.ts';
import { tapPostChanges } from './post-changes.ts';
import { createMemoryTransport } from './transport.ts';
import { createPostgresTransport } from './transport-postgres.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's realtime hub: publish live events to a wall's viewers everywhere. */
    readonly realtime: RealtimeHub;
  }
}

/** Realtime settings an app may be built with. */
export interface RealtimeOptions {
  /** Who may publish control events; default the access layer's `wall.moderate`. */
  readonly authorizeControl?: ControlAuthorizer;
  /** A hub made by the caller, who then closes it; by default the app makes and closes one. */
  readonly hub?: RealtimeHub;
  /** Overrides of the endpoint's limits (tests use small ones). */
  readonly limits?: Partial<LiveLimits>;
}

/** What a hub is made from. */
export interface CreateHubOptions {
  readonly database: ChorusDatabase;
  /** Needed on PostgreSQL for the listening connection; without it, delivery stays in-process. */
  readonly databaseUrl: string | undefined;
  readonly logger: Pick<IngestLogger, 'warn' | 'error'>;
}

/**
 * A started hub for this database: PostgreSQL LISTEN/NOTIFY when there is a server address,
 * otherwise in this process (PGlite is held by one process, so that is all of them).
 */
export async function createRealtimeHub(options: CreateHubOptions): Promise<RealtimeHub> {
  const { database, databaseUrl, logger } = options;
  if (database.kind === 'postgres' && !databaseUrl) {
    logger.warn({}, 'realtime: no DATABASE_URL to listen on; live events stay in this process');
  }
  const transport =
    database.kind === 'postgres' && databaseUrl
      ? createPostgresTransport({ databaseUrl, db: database.db, logger })
      : createMemoryTransport();
  const hub = new RealtimeHub({ transport, db: database.db, logger });
  await hub.start();
  return hub;
}

/** What a process without the HTTP app (`chorus worker`) needs to announce post changes. */
export interface PublisherOptions extends CreateHubOptions {
  readonly plugins: PluginHost;
}

/**
 * For a crawl-only process: a hub whose only job is to publish the host's post changes to the
 * viewers connected to the web servers. Close it after the crawl engine has stopped.
 */
export async function startRealtimePublisher(options: PublisherOptions): Promise<RealtimeHub> {
  const hub = await createRealtimeHub(options);
  tapPostChanges(options.plugins, hub, options.database.db);
  return hub;
}

/** What `registerRealtime` needs from the app being built. */
export interface RealtimeWiring {
  readonly database: ChorusDatabase;
  readonly plugins: PluginHost;
  readonly databaseUrl: string | undefined;
  readonly options?: RealtimeOptions;
}

/** Decorates `app.realtime`, taps `postChanged` and registers the live endpoint. */
export async function registerRealtime(
  app: FastifyInstance,
  wiring: RealtimeWiring,
): Promise<RealtimeHub> {
  const options = wiring.options ?? {};
  const hub =
    options.hub ??
    (await createRealtimeHub({
      database: wiring.database,
      databaseUrl: wiring.databaseUrl,
      logger: app.log,
    }));
  if (!options.hub) app.addHook('onClose', async () => hub.close());
  app.decorate('realtime', hub);
  tapPostChanges(wiring.plugins, hub, wiring.database.db);
  await app.register(liveRoutes, {
    hub,
    authorizeControl: options.authorizeControl ?? moderatorsMayControl(wiring.database.db),
    limits: { ...defaultLiveLimits, ...options.limits },
  });
  return hub;
}
