/**
 * The ingestion engine of one process: the crawl queue, its workers, and the scheduler tick.
 * `startServer` runs it beside the HTTP app; `chorus worker` runs it alone.
 */
import type { ConnectorPlugin } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import { readFetchAllow } from '../db/repositories/instance.ts';
import { createAllowListFetch } from './allow-list-fetch.ts';
import type { ServerConfig } from '../config.ts';
import { loadKeyring, type Keyring } from '../credentials/keyring.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { crawlSource } from './crawl.ts';
import { tapScreeningRules } from '../screening/plugin.ts';
import type { IngestDeps, IngestLogger } from './deps.ts';
import { defaultQueueTuning, startCrawlQueue, type QueueTuning } from './queue.ts';
import { enqueueDueSources } from './scheduler.ts';
import { resolveBaseUrls } from './base-urls.ts';
import { createTokenRefresher } from '../oauth/refresh.ts';
import { mediaStoreFor, startMediaJobs, type MediaJobs } from '../media/index.ts';
import type { MediaQueueTuning } from '../media/queue.ts';

/** What `startIngestion` needs. */
export interface IngestionOptions {
  database: ChorusDatabase;
  plugins: PluginHost;
  config: ServerConfig;
  logger: IngestLogger;
  /** For tests: shorter queue timings, a keyring, base URLs per network and name. */
  overrides?: {
    queue?: Partial<QueueTuning>;
    keyring?: Keyring;
    baseUrls?: Readonly<Record<string, Readonly<Record<string, string>>>>;
    /** Milliseconds between scheduler ticks (default: a tenth of the interval, 5..60 s). */
    tickMs?: number;
    /** Media queue timings (retries); media jobs off: `false`. */
    media?: Partial<MediaQueueTuning> | false;
  };
}

/** A running engine. */
export interface Ingestion {
  /** Queues a crawl of this source now; null when one is already queued or running. */
  requestCrawl(sourceId: number): Promise<string | null>;
  /** Runs one scheduler tick now; returns the sources it queued. */
  tick(): Promise<number[]>;
  /** Stops ticking, lets running crawls finish briefly, then aborts them (they are retried). */
  stop(): Promise<void>;
}

/** Starts the queue, `config.ingestion.workers` workers, and the scheduler. */
export async function startIngestion(options: IngestionOptions): Promise<Ingestion> {
  const { database, plugins, config, logger } = options;
  tapScreeningRules(plugins, database.db);
  const settings = config.ingestion;
  // CHORUS_FETCH_ALLOW and the administrator's allow list, read again at every scheduler tick
  // and crawl request (not during a crawl: PGlite has one connection).
  const http = createAllowListFetch({
    allowAddresses: settings.fetchAllow,
    moreAllowAddresses: () => readFetchAllow(database.db),
  });
  await http.refresh();
  const stopping = new AbortController();
  let keyring: Promise<Keyring> | undefined;
  const keyringOf = () =>
    (keyring ??= options.overrides?.keyring
      ? Promise.resolve(options.overrides.keyring)
      : loadKeyring({
          secretKey: config.secretKey,
          previousKeys: config.previousSecretKeys,
          dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
        }));
  // Started below, after the crawl queue; filled in before any crawl can store a post.
  const media: { jobs?: MediaJobs } = {};
  const deps: IngestDeps = {
    db: database.db,
    plugins,
    http,
    keyring: keyringOf,
    baseUrls: (connector: ConnectorPlugin) =>
      resolveBaseUrls(connector, settings.baseUrlOverrides, options.overrides?.baseUrls),
    settings: {
      crawlIntervalSeconds: settings.crawlIntervalSeconds,
      crawlTimeoutMs: settings.crawlTimeoutSeconds * 1000,
      maxItemsPerCrawl: settings.maxItemsPerCrawl,
      maxBackoffSeconds: 3600,
    },
    logger,
    signal: stopping.signal,
    refreshTokens: createTokenRefresher({
      config,
      db: database.db,
      http,
      keyring: keyringOf,
      baseUrls: (connector) =>
        resolveBaseUrls(connector, settings.baseUrlOverrides, options.overrides?.baseUrls),
    }),
    ...(options.overrides?.media === false
      ? {}
      : {
          media: { enqueue: (postId: number) => media.jobs?.enqueue(postId) ?? Promise.resolve() },
        }),
  };

  const tuning = {
    ...defaultQueueTuning(settings.crawlTimeoutSeconds),
    ...options.overrides?.queue,
  };
  const queue = await startCrawlQueue(database.db, tuning, logger, database.kind === 'pglite');
  // After the crawl queue, which creates pg-boss's schema; before any crawl can store a post.
  media.jobs =
    options.overrides?.media === false
      ? undefined
      : await startMediaJobs({
          db: database.db,
          plugins,
          store: mediaStoreFor(config),
          http,
          logger,
          workers: settings.workers,
          ...(options.overrides?.media ? { tuning: options.overrides.media } : {}),
        });
  await queue.work(settings.workers, async ({ sourceId }) => {
    const outcome = await crawlSource(deps, sourceId);
    logger.info(outcome, 'crawled');
  });

  const networks = plugins.connectors.map((connector) => connector.id);
  const tick = async () => {
    await http.refresh();
    return enqueueDueSources({
      db: database.db,
      queue,
      now: new Date(),
      intervalSeconds: settings.crawlIntervalSeconds,
      networks,
    });
  };
  let ticking: Promise<unknown> = Promise.resolve();
  const onTick = () => {
    ticking = ticking
      .then(tick)
      .catch((error: unknown) => logger.error({ err: error }, 'scheduler tick failed'));
  };
  const tickMs =
    options.overrides?.tickMs ??
    Math.min(60_000, Math.max(5_000, settings.crawlIntervalSeconds * 100));
  const timer = setInterval(onTick, tickMs);
  timer.unref();
  onTick();

  let stopped: Promise<void> | undefined;
  return {
    async requestCrawl(sourceId) {
      if ((await queue.busySourceIds()).has(sourceId)) return null;
      await http.refresh();
      return queue.enqueue(sourceId);
    },
    tick: async () => {
      await ticking;
      return tick();
    },
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(timer);
        await ticking;
        // Give running crawls a moment to finish, then abort them; an aborted crawl's job
        // fails and is retried by whichever worker runs next.
        const abort = setTimeout(() => stopping.abort(), 5_000);
        try {
          await queue.stop(10_000);
          await media.jobs?.stop(10_000);
        } finally {
          clearTimeout(abort);
          stopping.abort();
          await http.close();
        }
      })()),
  };
}
