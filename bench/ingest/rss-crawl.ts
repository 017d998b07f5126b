/**
 * The crawl engine's legs of bench/ingest: the feed bytes served by a loopback HTTP server,
 * fetched through the connector kit's safe client (allow-list 127.0.0.1/32 only, as the tests
 * do), then parsed, normalized, sanitized and upserted by the engine's own `crawlSource` into
 * PGlite or PostgreSQL, with the screening rules tapped as the engine taps them (the bench wall
 * has no rules, so each crawl reads that it has none). Figures, not tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rssConnector } from '@chorus/connector-rss';
import type { ChorusDatabase } from '../../apps/server/src/db/open.ts';
import { findSourceById } from '../../apps/server/src/db/repositories/sources.ts';
import type { TestDatabase } from '../../apps/server/src/db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../../apps/server/src/db/testing-fixtures.ts';
import { crawlSource, type CrawlOutcome } from '../../apps/server/src/ingest/crawl.ts';
import type { IngestLeg } from './rss-parse.ts';
import { benchCrawlDeps } from './crawl-deps.ts';

/** The crawl legs on one database, and how to let their servers and database go. */
export interface CrawlBench {
  readonly legs: IngestLeg[];
  close(): Promise<void>;
}

/** A loopback server answering `GET /feed.xml` with whatever bytes were set last. */
async function feedServer(): Promise<{
  url: string;
  serve(bytes: Uint8Array): void;
  close(): Promise<void>;
}> {
  let body: Uint8Array = new Uint8Array();
  const server = http.createServer((request, response) => {
    if (request.url !== '/feed.xml') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/rss+xml; charset=utf-8',
      'content-length': String(body.byteLength),
      // A fresh connection per crawl, as crawls minutes apart get: a kept-alive socket would
      // be closed by this server's idle timeout during a long round and reset on reuse.
      connection: 'close',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    serve: (bytes) => (body = bytes),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Two legs on `target`: a first crawl of the feed into a fresh source (every item inserted),
 * and the same crawl again (every item compared and left unchanged).
 */
export async function crawlLegs(target: TestDatabase, items: number): Promise<CrawlBench> {
  const database: ChorusDatabase = await openMigrated(target);
  const server = await feedServer();
  const deps = benchCrawlDeps(database.db, rssConnector(), items);
  let lastSource: number | undefined;

  /** The posts the crawl counted as `field`, all of the feed's, or an error naming the cause. */
  async function checked(outcome: CrawlOutcome, field: 'inserted' | 'unchanged') {
    if (outcome.result === 'ok' && outcome[field] === items) return items;
    const health = (await findSourceById(database.db, outcome.sourceId))?.health;
    throw new Error(`The crawl went wrong: ${JSON.stringify({ outcome, health })}`);
  }

  const firstCrawl: IngestLeg = {
    name: `fetch+parse+sanitize+upsert (${target.name})`,
    async run(bytes) {
      server.serve(bytes);
      const { wall } = await seedWall(database.db);
      const source = await seedSource(database.db, wall.id, {
        network: 'rss',
        feedType: 'url',
        options: { url: server.url },
      });
      lastSource = source.id;
      return checked(await crawlSource(deps, source.id), 'inserted');
    },
  };
  const recrawl: IngestLeg = {
    name: `same crawl again, unchanged (${target.name})`,
    async run(bytes) {
      if (lastSource === undefined) throw new Error('The first crawl leg runs before this one.');
      server.serve(bytes);
      return checked(await crawlSource(deps, lastSource), 'unchanged');
    },
  };
  return {
    legs: [firstCrawl, recrawl],
    async close() {
      await deps.close();
      await server.close();
      await database.close();
    },
  };
}
