/** What the crawl pipeline needs from the server, passed explicitly so tests can build it. */
import type { ConnectorHttp, InstalledConnector } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import type { Keyring } from '../credentials/keyring.ts';
import type { Database } from '../db/schema.ts';
import type { TokenRefresher } from '../oauth/refresh.ts';

/** The logging the engine does: pino's (object, message) signature. */
export interface IngestLogger {
  /** Detail for tracing; loggers without it drop such lines. */
  debug?(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Limits and timings of crawling. */
export interface CrawlSettings {
  /** A healthy source is due again this long after its last crawl. */
  readonly crawlIntervalSeconds: number;
  /** One crawl is aborted after this long. */
  readonly crawlTimeoutMs: number;
  /** Items stored from one crawl at most; the rest are dropped with a warning. */
  readonly maxItemsPerCrawl: number;
  /** Longest wait between two tries of a failing source. */
  readonly maxBackoffSeconds: number;
}

/** Everything `crawlSource` and `addCustomPost` use. */
export interface IngestDeps {
  readonly db: Kysely<Database>;
  readonly plugins: PluginHost;
  /** The safe client handed to connectors. */
  readonly http: ConnectorHttp;
  /** The keys that open stored credentials; loaded on first need. */
  readonly keyring: () => Promise<Keyring>;
  /** A connector's base URLs after configuration overrides. */
  readonly baseUrls: (connector: InstalledConnector) => Readonly<Record<string, string>>;
  readonly settings: CrawlSettings;
  readonly logger: IngestLogger;
  /** Aborted when the engine stops: crawls in flight give up and their job is retried. */
  readonly signal?: AbortSignal;
  /** The clock (tests move it). */
  readonly now?: () => Date;
  /**
   * Queues the re-hosting of a stored post's pictures (media/jobs.ts). None: posts keep the
   * network's picture URLs.
   */
  readonly media?: { enqueue(postId: number): Promise<void> };
  /** Renews a source's expired OAuth tokens before its crawl (oauth/refresh.ts); none: never. */
  readonly refreshTokens?: TokenRefresher;
}

/** Default limits, matching the configuration defaults. */
export const defaultCrawlSettings: CrawlSettings = {
  crawlIntervalSeconds: 300,
  crawlTimeoutMs: 120_000,
  maxItemsPerCrawl: 500,
  maxBackoffSeconds: 3600,
};

/** A logger that drops everything (tests). */
export const silentLogger: IngestLogger = { info() {}, warn() {}, error() {} };
