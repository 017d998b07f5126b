/**
 * The wall feed route under load: `GET /api/posts` of a seeded wall (200 posts) served from the
 * feed cache (hit) and from the database (miss: every request a new `ref_timestamp`), next to
 * a bare `node:http` server answering the same bytes (the floor). A miss reads which posts
 * the page holds, and each post's JSON comes from what earlier pages of the wall wrote; the
 * "nothing kept" leg drops the wall's cache before every request, so that each one also reads
 * and serializes every row, as the first page after a change does. On PGlite, and on PostgreSQL
 * too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database, dropped after).
 *
 * Run: `npx tsx bench/api/feed.ts [seconds per leg = 3] [concurrency = 32]`. Loopback only;
 * each leg stops after its time or 200,000 requests. `feedBench` is the same as a benchmark of
 * the table (bench/run.ts). Figures, not tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ChorusDatabase } from '../../apps/server/src/db/open.ts';
import { pinPost } from '../../apps/server/src/db/repositories/post-moderation.ts';
import { upsertPost } from '../../apps/server/src/db/repositories/posts.ts';
import { seedSource, seedWall } from '../../apps/server/src/db/testing-fixtures.ts';
import type { TestDatabase } from '../../apps/server/src/db/testing.ts';
import { feedCacheOf } from '../../apps/server/src/posts/feed-cache-wiring.ts';
import { buildTestApp, testConfig } from '../../apps/server/src/testing/app.ts';
import { benchPostgresUrl, Recorder, type Benchmark } from '../lib/bench.ts';
import { benchDatabases } from '../lib/databases.ts';
import type { Figure } from '../lib/table.ts';
import { runLoad, type LoadOptions, type LoadResult } from './load.ts';

/** The load of each leg: `seconds` (0.5 to 60) at `concurrency` (1 to 256) clients. */
export function feedLoad(seconds: number, concurrency: number): LoadOptions {
  return {
    concurrency: Math.min(256, Math.max(1, concurrency || 32)),
    durationMs: Math.min(60, Math.max(0.5, seconds || 3)) * 1000,
    maxRequests: 200_000,
  };
}
const postCount = 200;
const newest = 1_700_000_000 + postCount * 60;

async function seed(database: ChorusDatabase): Promise<{ userName: string; wallId: number }> {
  const { wall } = await seedWall(database.db);
  const source = await seedSource(database.db, wall.id);
  for (let index = 0; index < postCount; index++) {
    const { post } = await upsertPost(database.db, {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: `bench-${index}`,
      author: { name: `Writer ${index % 17}`, username: `writer${index % 17}` },
      title: `Post ${index}`,
      description: `<p>Post number ${index} with <a href="https://example.org/${index}">a link</a> and some words to search for.</p>`,
      url: `https://example.org/posts/${index}`,
      media: [
        {
          kind: 'image',
          url: `https://cdn.example.org/${index}.jpg`,
          width: 1200,
          height: 800,
          alt: `Picture ${index}`,
          originalUrl: null,
          embedUrl: null,
        },
      ],
      createdAt: 1_700_000_000 + index * 60,
      initialState: 'approved',
    });
    if (index % 50 === 0) await pinPost(database.db, wall.id, post.id);
  }
  return { userName: wall.user_name, wallId: wall.id };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function row(name: string, result: LoadResult): string {
  return [
    name.padEnd(34),
    result.requestsPerSecond.toFixed(0).padStart(9),
    result.p50Ms.toFixed(2).padStart(9),
    result.p99Ms.toFixed(2).padStart(9),
    String(result.requests).padStart(9),
    String(result.failures).padStart(6),
    String(result.bodyBytes).padStart(8),
  ].join(' ');
}

/** The three legs on one database, and the feed page's size. */
export interface FeedResults {
  readonly database: TestDatabase['name'];
  readonly bodyBytes: number;
  readonly floor: LoadResult;
  readonly hit: LoadResult;
  readonly miss: LoadResult;
  /** Misses with the wall's cache dropped before each: every row read and serialized. */
  readonly cold: LoadResult;
  /** The feed cache's own counts after the legs, when it is on. */
  readonly cache: { hits: number; misses: number; postHits: number; postMisses: number } | null;
}

/** Seeds a wall on a fresh `target` database and runs the floor, hit and miss legs. */
export async function measureFeedApi(
  target: TestDatabase,
  load: LoadOptions,
): Promise<FeedResults> {
  const database = await target.open();
  let app: FastifyInstance | undefined;
  let floor: http.Server | undefined;
  try {
    app = await buildTestApp(database, testConfig({ RATE_LIMIT_MAX: '1000000000' }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const { userName: wall, wallId } = await seed(database);
    const feedUrl = new URL(`/api/posts?wall=${wall}`, origin);
    const body = await (await fetch(feedUrl)).arrayBuffer();
    floor = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(Buffer.from(body));
    });
    const floorUrl = new URL('/', await listen(floor));

    let miss = 0;
    const missUrl = () =>
      new URL(`/api/posts?wall=${wall}&ref_timestamp=${newest + 1 + (miss++ % 1_000_000)}`, origin);
    const floorResult = await runLoad(() => floorUrl, load);
    const hit = await runLoad(() => feedUrl, load);
    const missResult = await runLoad(missUrl, load);
    const cache = feedCacheOf(app);
    const cold = await runLoad(() => {
      cache?.invalidateWall(wallId);
      return missUrl();
    }, load);
    const stats = cache?.stats;
    return {
      database: target.name,
      bodyBytes: body.byteLength,
      floor: floorResult,
      hit,
      miss: missResult,
      cold,
      cache: stats ? { ...stats } : null,
    };
  } finally {
    floor?.close();
    await app?.close();
    await database.close();
  }
}

/** The table's figures of one database's legs: req/s and p99 of hit and miss, beside the floor. */
export function feedFigures(results: FeedResults): Figure[] {
  const peer = 'bare node:http, same bytes';
  const legs: [string, LoadResult][] = [
    ['cache hit', results.hit],
    ['cache miss', results.miss],
    ['cache miss, nothing kept', results.cold],
  ];
  const failed = (result: LoadResult) => (result.failures > 0 ? `, ${result.failures} failed` : '');
  return legs.flatMap(([leg, result]): Figure[] => [
    {
      name: `GET /api/posts, ${leg} (${results.database})`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      peer,
      peerValue: results.floor.requestsPerSecond,
      better: 'higher',
      note: `${result.requests} requests${failed(result)}`,
    },
    {
      name: `GET /api/posts, ${leg}, p99 latency (${results.database})`,
      value: result.p99Ms,
      unit: 'ms',
      peer,
      peerValue: results.floor.p99Ms,
      better: 'lower',
    },
  ]);
}

/** `bench/api` as a benchmark of the table: 32 clients, 5 s per leg (1 s with --quick). */
export const feedBench: Benchmark = {
  id: 'api',
  title: 'Wall feed API',
  budgetSeconds: (quick) => (quick ? 120 : 300),
  async run(options, recorder) {
    const load = feedLoad(options.quick ? 1 : 5, 32);
    for (const target of benchDatabases(options.postgresUrl, recorder)) {
      options.log(`api: feed legs on ${target.name}`);
      const results = await measureFeedApi(target, load);
      for (const figure of feedFigures(results)) recorder.figure(figure);
    }
  },
};

function printResults(results: FeedResults): void {
  console.log(`\n${results.database}: ${postCount} posts, page of 20 (${results.bodyBytes} bytes)`);
  console.log(
    `${'leg'.padEnd(34)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'requests'.padStart(9)} ${'fail'.padStart(6)} ${'bytes'.padStart(8)}`,
  );
  console.log(row('node:http, same bytes (floor)', results.floor));
  console.log(row('GET /api/posts, cache hit', results.hit));
  console.log(row('GET /api/posts, cache miss', results.miss));
  console.log(row('GET /api/posts, miss, nothing kept', results.cold));
  if (results.cache) {
    const { hits, misses, postHits, postMisses } = results.cache;
    console.log(
      `feed cache: ${hits} hits, ${misses} misses; post JSON: ${postHits} hits, ${postMisses} misses`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const load = feedLoad(Number(process.argv[2] ?? 3), Number(process.argv[3] ?? 32));
  console.log(
    `bench/api: ${load.concurrency} concurrent clients, ${load.durationMs / 1000} s per leg, loopback`,
  );
  const recorder = new Recorder();
  const targets = benchDatabases(benchPostgresUrl(), recorder);
  for (const reason of recorder.skipped) console.log(`skipped ${reason}`);
  for (const target of targets) printResults(await measureFeedApi(target, load));
}
