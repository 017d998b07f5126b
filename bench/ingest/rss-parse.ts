/**
 * RSS ingestion throughput on a large generated feed, each figure beside its floor, the bare
 * saxes parse of the same bytes: the connector's parse; its parse + normalize + sanitize; and
 * the crawl engine's whole path (loopback HTTP fetch through the safe client, parse, sanitize,
 * upsert) on PGlite, and on PostgreSQL when a URL is given. Bounded rounds, loopback only.
 *
 * Run: `npx tsx bench/ingest/rss-parse.ts [items = 5000] [postgres://...]` (else
 * BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import { normalizeFeedItem, parseFeed } from '@chorus/connector-rss';
import { sanitizePost } from '../../apps/server/src/ingest/sanitize-post.ts';
import { benchPostgresUrl } from '../lib/bench.ts';
import { largeRssFeed } from './rss-feed.ts';

/** One way of ingesting the feed bytes; returns how many items it handled. */
export interface IngestLeg {
  readonly name: string;
  readonly run: (bytes: Uint8Array) => number | Promise<number>;
}

/** The figures of one leg. */
export interface LegResult {
  readonly name: string;
  readonly items: number;
  /** Best round, in milliseconds. */
  readonly bestMs: number;
  readonly itemsPerSecond: number;
}

/** The floor: decoding and a bare SAX parse, counting `item` elements. */
export const bareSaxesLeg: IngestLeg = {
  name: 'bare XML parse (saxes)',
  run(bytes) {
    let items = 0;
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (tag.name === 'item') items += 1;
    });
    parser.write(new TextDecoder().decode(bytes)).close();
    return items;
  },
};

/** The connector's parser alone: decoding, bounded XML tree, feed reading, no sanitizing. */
export const parseOnlyLeg: IngestLeg = {
  name: 'connector parse only',
  run: (bytes) => parseFeed(bytes, { url: 'https://bench.example.com/feed.xml' }).items.length,
};

/**
 * What a first crawl does to every item before the database, in memory: the connector's parse
 * and normalize, then the engine's cleaning (`sanitizePost`, which the engine runs only on new
 * or changed items).
 */
export const connectorLeg: IngestLeg = {
  name: 'parse + normalize + sanitize',
  run(bytes) {
    const feed = parseFeed(bytes, { url: 'https://bench.example.com/feed.xml' });
    return feed.items.map((item) => sanitizePost(normalizeFeedItem(item))).length;
  },
};

/** The legs that need no database. */
export const parseLegs: readonly IngestLeg[] = [bareSaxesLeg, parseOnlyLeg, connectorLeg];

/**
 * Runs each leg up to `rounds` times on a feed of `items` items and keeps the best round; a
 * leg whose rounds have taken `maxLegSeconds` in all stops early (after one round at least).
 */
export async function measureRssIngest(
  options: {
    items?: number;
    rounds?: number;
    maxLegSeconds?: number;
    legs?: readonly IngestLeg[];
  } = {},
): Promise<{ bytes: number; results: LegResult[] }> {
  const bytes = largeRssFeed(options.items ?? 5_000);
  const rounds = options.rounds ?? 3;
  const budgetMs = (options.maxLegSeconds ?? 30) * 1000;
  const results: LegResult[] = [];
  for (const leg of options.legs ?? parseLegs) {
    let bestMs = Number.POSITIVE_INFINITY;
    let items = 0;
    let spentMs = 0;
    for (let round = 0; round < rounds && spentMs < budgetMs; round++) {
      const started = performance.now();
      items = await leg.run(bytes);
      const tookMs = performance.now() - started;
      bestMs = Math.min(bestMs, tookMs);
      spentMs += tookMs;
    }
    results.push({ name: leg.name, items, bestMs, itemsPerSecond: (items / bestMs) * 1000 });
  }
  return { bytes: bytes.byteLength, results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const items = Math.min(10_000, Math.max(100, Number(process.argv[2] ?? 5_000) || 5_000));
  const serverUrl = process.argv[3] ?? benchPostgresUrl();
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  // Imported here: the database legs load the server's code, the parse legs do not need it.
  const { testDatabases } = await import('../../apps/server/src/db/testing.ts');
  const { crawlLegs } = await import('./rss-crawl.ts');
  const benches = [];
  try {
    for (const target of testDatabases()) benches.push(await crawlLegs(target, items));
    const legs = [...parseLegs, ...benches.flatMap((bench) => bench.legs)];
    const { bytes, results } = await measureRssIngest({ items, legs });
    console.log(
      `RSS feed of ${items} items, ${(bytes / 1024 / 1024).toFixed(1)} MB, best of up to 3 rounds`,
    );
    const floor = results[0]?.itemsPerSecond ?? 0;
    for (const result of results) {
      const rate = Math.round(result.itemsPerSecond).toLocaleString('en');
      const share = floor > 0 ? `${((result.itemsPerSecond / floor) * 100).toFixed(1)}%` : '';
      console.log(
        `${result.name.padEnd(44)} ${result.bestMs.toFixed(0).padStart(6)} ms  ${rate.padStart(9)} posts/s  ${share.padStart(6)} of the floor`,
      );
    }
  } finally {
    for (const bench of benches) await bench.close();
  }
}
