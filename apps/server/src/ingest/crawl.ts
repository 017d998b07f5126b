/**
 * One crawl of one source: fetch once through the connector, run every item through the
 * pipeline, then record the cursor and the health. Safe to repeat: a crawl killed half-way
 * and run again stores each item once (the upsert is keyed on source and external id).
 */
import { SourceError, type ConnectorPlugin, type NormalizedPost } from '@chorus/core';
import type { JsonValue } from '../db/json-shapes.ts';
import {
  findSourceById,
  recordSourceCrawl,
  updateSource,
  updateSourceHealth,
} from '../db/repositories/sources.ts';
import type { SourceRow } from '../db/schema.ts';
import { readSourceCredentials } from './crawl-credentials.ts';
import type { IngestDeps } from './deps.ts';
import { failureVerdict, healthyState } from './health.ts';
import { storePost } from './pipeline.ts';
import { toDomainSource } from './source-model.ts';

/** What one crawl did. */
export interface CrawlOutcome {
  sourceId: number;
  /** ok; skipped (gone, not active, no connector); or the health the source was left in. */
  result: 'ok' | 'skipped' | 'needs_reauth' | 'rate_limited' | 'failing';
  /** Items the connector returned (before the per-crawl cap). */
  fetched: number;
  inserted: number;
  updated: number;
  unchanged: number;
  dropped: number;
}

/** Raised inside a crawl when the engine is stopping; the job is retried later. */
export class CrawlInterruptedError extends Error {
  override name = 'CrawlInterruptedError';
}

/**
 * Crawls a source once. Source errors become the source's health and resolve normally (the
 * scheduler decides when to try again); a database failure or an engine stop rejects, so the
 * queue retries the job.
 */
export async function crawlSource(deps: IngestDeps, sourceId: number): Promise<CrawlOutcome> {
  const outcome: CrawlOutcome = {
    sourceId,
    result: 'skipped',
    fetched: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    dropped: 0,
  };
  const row = await findSourceById(deps.db, sourceId);
  if (!row || row.status !== 'active') return outcome;
  const connector = deps.plugins.connector(row.network);
  const now = deps.now ?? (() => new Date());
  if (!connector) {
    const missing = new SourceError(
      'failing',
      `No connector for the network "${row.network}" is installed.`,
    );
    const verdict = failureVerdict(missing, row.health, now(), deps.settings, false);
    await updateSourceHealth(deps.db, row.id, verdict.health);
    return { ...outcome, result: 'failing' };
  }

  const timeout = AbortSignal.timeout(deps.settings.crawlTimeoutMs);
  const signal = deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
  try {
    const result = await fetchAndStore(deps, row, connector, signal, outcome);
    await recordSourceCrawl(deps.db, row.id, { cursor: jsonCursor(result.cursor) });
    await updateSourceHealth(deps.db, row.id, healthyState);
    return { ...outcome, result: 'ok' };
  } catch (error) {
    if (deps.signal?.aborted) throw new CrawlInterruptedError('The ingestion engine is stopping.');
    const verdict = failureVerdict(error, row.health, now(), deps.settings, timeout.aborted);
    if (verdict.unexpected) {
      deps.logger.error({ err: error, sourceId }, 'crawl failed unexpectedly');
    } else {
      deps.logger.warn({ sourceId, reason: verdict.health.lastError }, 'crawl failed');
    }
    await updateSourceHealth(deps.db, row.id, verdict.health);
    if (verdict.status) await updateSource(deps.db, row.id, { status: verdict.status });
    return { ...outcome, result: verdict.health.state === 'ok' ? 'ok' : verdict.health.state };
  }
}

async function fetchAndStore(
  deps: IngestDeps,
  row: SourceRow,
  connector: ConnectorPlugin,
  signal: AbortSignal,
  outcome: CrawlOutcome,
): Promise<{ cursor: unknown }> {
  const source = toDomainSource(row);
  const credentials = await readSourceCredentials(deps, row, connector);
  const page = await connector.fetch({
    source,
    cursor: row.cursor,
    http: deps.http,
    credentials,
    baseUrls: deps.baseUrls(connector),
    signal,
  });
  outcome.fetched = page.items.length;
  const items = page.items.slice(0, deps.settings.maxItemsPerCrawl);
  if (items.length < page.items.length) {
    deps.logger.warn(
      { sourceId: row.id, fetched: page.items.length, kept: items.length },
      'more items than one crawl stores; the rest were dropped',
    );
  }
  for (const item of items) {
    signal.throwIfAborted();
    let normalized: NormalizedPost;
    try {
      normalized = connector.normalize(item, source);
    } catch (error) {
      deps.logger.warn({ err: error, sourceId: row.id }, 'an item could not be normalized');
      outcome.dropped += 1;
      continue;
    }
    const stored = await storePost(deps, row, source, normalized);
    outcome[stored.change] += 1;
  }
  return { cursor: page.cursor };
}

function jsonCursor(cursor: unknown): JsonValue | null {
  if (cursor === undefined || cursor === null) return null;
  return JSON.parse(JSON.stringify(cursor)) as JsonValue;
}
