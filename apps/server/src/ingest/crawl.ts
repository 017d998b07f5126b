/**
 * One crawl of one source: fetch once through the connector, run every item through the
 * pipeline, then record the cursor and the health. Safe to repeat: a crawl killed half-way
 * and run again stores each item once (the upsert is keyed on source and external id).
 */
import {
  isSourceError,
  SourceError,
  stripControlCharacters,
  type InstalledConnector,
  type NormalizedPost,
  type SourceQuota,
} from '@chorus/core';
import { createQuotaMeter, meteredHttp, type QuotaMeter } from '@chorus/connector-kit';
import type { JsonValue } from '../db/json-shapes.ts';
import {
  findSourceById,
  recordSourceCrawl,
  updateSource,
  updateSourceHealth,
} from '../db/repositories/sources.ts';
import type { SourceRow } from '../db/schema.ts';
import { connectorClock, connectorLogger } from './connector-context.ts';
import { readSourceCredentials } from './crawl-credentials.ts';
import type { IngestDeps } from './deps.ts';
import { failureVerdict, healthyState, skippedItemsHealth } from './health.ts';
import { storedQuota, withQuota } from './quota.ts';
import { postBatchSize, storePosts } from './pipeline.ts';
import { toDomainSource, unixSeconds } from './source-model.ts';

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
  /** Why items were skipped, one reason per skipped item (shown in the source's health). */
  skipped: string[];
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
    skipped: [],
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
  // Reads the rate-limit headers of every answer, for a connector that reports no quota.
  const meter = createQuotaMeter({ now });
  try {
    const result = await fetchAndStore(deps, row, connector, signal, outcome, meter);
    await recordSourceCrawl(deps.db, row.id, { cursor: jsonCursor(result.cursor) });
    const health =
      outcome.skipped.length === 0
        ? healthyState
        : skippedItemsHealth(outcome.skipped, unixSeconds(now()));
    const quota = storedQuota(result.quota ?? meter.quota) ?? row.health.quota;
    await updateSourceHealth(deps.db, row.id, withQuota(health, quota));
    return { ...outcome, result: 'ok' };
  } catch (error) {
    if (deps.signal?.aborted) throw new CrawlInterruptedError('The ingestion engine is stopping.');
    const verdict = failureVerdict(error, row.health, now(), deps.settings, timeout.aborted);
    if (verdict.unexpected) {
      deps.logger.error({ err: error, sourceId }, 'crawl failed unexpectedly');
    } else {
      deps.logger.warn({ sourceId, reason: verdict.health.lastError }, 'crawl failed');
    }
    // A failed crawl keeps the quota the last one saw, unless this one learnt a newer one.
    const reported = isSourceError(error) ? error.quota : null;
    const quota = storedQuota(reported ?? meter.quota) ?? row.health.quota;
    await updateSourceHealth(deps.db, row.id, withQuota(verdict.health, quota));
    if (verdict.status) {
      // A refused sign-in takes the status the connector declares (LinkedIn's spec -1).
      const status =
        verdict.status === 'needs_reauth'
          ? (connector.signedOutStatus ?? 'needs_reauth')
          : verdict.status;
      await updateSource(deps.db, row.id, { status });
    }
    return { ...outcome, result: verdict.health.state === 'ok' ? 'ok' : verdict.health.state };
  }
}

async function fetchAndStore(
  deps: IngestDeps,
  row: SourceRow,
  connector: InstalledConnector,
  signal: AbortSignal,
  outcome: CrawlOutcome,
  meter: QuotaMeter,
): Promise<{ cursor: unknown; quota: SourceQuota | undefined }> {
  const source = toDomainSource(row);
  const credentials = await readSourceCredentials(deps, row, connector);
  const page = await connector.fetch({
    source,
    cursor: row.cursor,
    http: meteredHttp(deps.http, meter),
    credentials,
    baseUrls: deps.baseUrls(connector),
    signal,
    logger: connectorLogger(deps.logger, { sourceId: row.id }),
    clock: connectorClock(deps.now),
    options: connector.options,
  });
  outcome.fetched = page.items.length;
  const items = page.items.slice(0, deps.settings.maxItemsPerCrawl);
  if (items.length < page.items.length) {
    deps.logger.warn(
      { sourceId: row.id, fetched: page.items.length, kept: items.length },
      'more items than one crawl stores; the rest were dropped',
    );
  }
  for (let start = 0; start < items.length; start += postBatchSize) {
    signal.throwIfAborted();
    await storePage(
      deps,
      row,
      connector,
      source,
      items.slice(start, start + postBatchSize),
      outcome,
    );
  }
  return { cursor: page.cursor, quota: page.quota };
}

/**
 * Normalizes a slice of a page and stores it as one batch; an item the connector cannot read
 * or the database refuses as data is skipped with its reason (in the order of the items), so
 * one bad item never stops the others. Any other failure (the database is gone) still fails
 * the crawl, which is retried.
 */
async function storePage(
  deps: IngestDeps,
  row: SourceRow,
  connector: InstalledConnector,
  source: ReturnType<typeof toDomainSource>,
  items: readonly unknown[],
  outcome: CrawlOutcome,
): Promise<void> {
  const unreadable = new Map<number, string>();
  const normalized: NormalizedPost[] = [];
  items.forEach((item, index) => {
    try {
      normalized.push(connector.normalize(item, source));
    } catch (error) {
      deps.logger.warn({ err: error, sourceId: row.id }, 'an item could not be normalized');
      unreadable.set(index, `an item could not be read (${errorText(error)})`);
    }
  });
  const stored = await storePosts(deps, row, source, normalized, { skipRefused: true });
  let next = 0;
  for (let index = 0; index < items.length; index++) {
    const reason = unreadable.get(index);
    if (reason !== undefined) {
      outcome.dropped += 1;
      outcome.skipped.push(reason);
      continue;
    }
    const post = normalized[next];
    const result = stored[next];
    next += 1;
    if (!post || !result) continue;
    outcome[result.change] += 1;
    // A screening verdict is the owner's rule working, not a bad item.
    if (result.change === 'dropped' && result.invalid) {
      const id = stripControlCharacters(post.externalId) || '(no id)';
      outcome.skipped.push(`item ${id}: ${result.reason}`);
    }
  }
}

function errorText(error: unknown): string {
  return stripControlCharacters(error instanceof Error ? error.message : String(error));
}

function jsonCursor(cursor: unknown): JsonValue | null {
  if (cursor === undefined || cursor === null) return null;
  return JSON.parse(JSON.stringify(cursor)) as JsonValue;
}
