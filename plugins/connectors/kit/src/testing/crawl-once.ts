import {
  isSourceError,
  sourceSchema,
  type ConnectorClock,
  type ConnectorHttp,
  type ConnectorLogger,
  type ConnectorPlugin,
  type NormalizedPost,
  type Source,
  type SourceQuota,
} from '@chorus/core';
import { createFixtureFetch } from './fixture-fetch.ts';

/** One line a connector logged during a crawl. */
export interface CrawlLog {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly data?: Record<string, unknown>;
}

/** What {@link crawlOnce} runs. */
export interface CrawlOnceInput<TItem, TCursor, TOptions> {
  /** The connector, as its factory returns it (`mastodonConnector({ defaultInstance })`). */
  readonly connector: ConnectorPlugin<TItem, TCursor, TOptions>;
  /** The feed type id, e.g. `hashtag`. */
  readonly feedType: string;
  /** What the owner typed for that feed type (stored as is, as the server does). */
  readonly options?: Readonly<Record<string, unknown>>;
  /**
   * The fake network (anything with a `baseUrl`): every base URL of the connector points at it.
   * Without one (a connector that reads nothing, or takes its addresses from the source), the
   * connector's own base URLs are kept.
   */
  readonly network?: { readonly baseUrl: string };
  /** Base URLs to use instead, by name. */
  readonly baseUrls?: Readonly<Record<string, string>>;
  /** The cursor a previous crawl stored; `null` for a first crawl. */
  readonly cursor?: TCursor | null;
  /** The source's decrypted credentials; `null` when none are stored. */
  readonly credentials?: Readonly<Record<string, string>> | null;
  /** The crawl's clock; default the wall clock. */
  readonly clock?: ConnectorClock;
  /** The HTTP client; default the kit's safe client allowed to reach 127.0.0.1, no retries. */
  readonly http?: ConnectorHttp;
  /**
   * Crawls run one after another, each from the cursor the last returned (the scheduler's
   * successive crawls); stops early when a crawl fails or returns no cursor. Default 1.
   */
  readonly crawls?: number;
}

/** What {@link crawlOnce} saw. */
export interface CrawlOnceResult<TItem, TCursor> {
  /** Every item of every crawl, normalized as the engine does. */
  readonly posts: NormalizedPost[];
  /** The wire items, as `fetch` returned them. */
  readonly items: TItem[];
  /** The cursor the last successful crawl returned (the one given, when none succeeded). */
  readonly cursor: TCursor | null;
  /** The crawl's failure (usually a SourceError) and any item `normalize` threw on. */
  readonly errors: unknown[];
  /** The quota the last successful crawl reported (`FetchResult.quota`), if any. */
  readonly quota: SourceQuota | undefined;
  /** What the connector logged. */
  readonly logs: CrawlLog[];
  /** The source the crawl ran for. */
  readonly source: Source;
}

/** A logger that keeps every line for the test to read. */
export function recordingLogger(): ConnectorLogger & { readonly lines: CrawlLog[] } {
  const lines: CrawlLog[] = [];
  const at = (level: CrawlLog['level']) => (message: string, data?: Record<string, unknown>) =>
    void lines.push({ level, message, ...(data !== undefined ? { data } : {}) });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * Runs a connector the way the crawl engine does, against a fake network: the plugin options
 * validated by the connector's schema, `fetch` with a source of the feed type, the safe client,
 * a recording logger and a clock, then `normalize` on every item. Failures are returned, not
 * thrown, so a test asserts on what the owner would see.
 *
 * ```ts
 * const network = await startFakeNetwork([{ path: '/api/v1/timelines/tag/chorus', respond: { body: [] } }]);
 * const { posts, cursor, errors } = await crawlOnce({
 *   connector: mastodonConnector(),
 *   feedType: 'hashtag',
 *   options: { hashtag: 'chorus' },
 *   network,
 * });
 * ```
 */
export async function crawlOnce<TItem, TCursor, TOptions>(
  input: CrawlOnceInput<TItem, TCursor, TOptions>,
): Promise<CrawlOnceResult<TItem, TCursor>> {
  const { connector } = input;
  const options = validatedOptions(connector);
  const source = sourceSchema.parse({
    id: 'source-1',
    wallId: 'wall-1',
    network: connector.id,
    feedType: input.feedType,
    options: input.options ?? {},
  });
  const { network } = input;
  const baseUrls =
    input.baseUrls ??
    (network
      ? Object.fromEntries(Object.keys(connector.baseUrls).map((name) => [name, network.baseUrl]))
      : connector.baseUrls);
  const ownHttp = input.http ? null : createFixtureFetch({ retries: 0 });
  const http = input.http ?? ownHttp!;
  const logger = recordingLogger();
  const result = {
    posts: [] as NormalizedPost[],
    items: [] as TItem[],
    cursor: (input.cursor ?? null) as TCursor | null,
    errors: [] as unknown[],
    quota: undefined as SourceQuota | undefined,
    logs: logger.lines,
    source,
  };
  try {
    for (let crawl = 0; crawl < (input.crawls ?? 1); crawl++) {
      let page;
      try {
        page = await connector.fetch({
          source,
          cursor: result.cursor,
          http,
          credentials: input.credentials ?? null,
          baseUrls,
          signal: new AbortController().signal,
          logger,
          clock: input.clock ?? { now: () => new Date() },
          options,
        });
      } catch (error) {
        result.errors.push(error);
        break;
      }
      result.items.push(...page.items);
      for (const item of page.items) {
        try {
          result.posts.push(connector.normalize(item, source));
        } catch (error) {
          result.errors.push(error);
        }
      }
      result.cursor = page.cursor;
      result.quota = page.quota;
      if (page.cursor === null) break;
    }
  } finally {
    await ownHttp?.close();
  }
  return result;
}

/** The plugin options as the host validates them at registration. */
function validatedOptions<TOptions>(
  connector: ConnectorPlugin<unknown, unknown, TOptions>,
): TOptions {
  const raw = connector.pluginOptions ?? {};
  return connector.pluginOptionsSchema
    ? connector.pluginOptionsSchema.parse(raw)
    : (raw as TOptions);
}

/** The first failure of a crawl, thrown when it is a SourceError; for `expect(...).rejects`. */
export function firstSourceError(result: { readonly errors: readonly unknown[] }) {
  const error = result.errors.find(isSourceError);
  if (!error) throw new Error('expected the crawl to fail with a SourceError');
  return error;
}
