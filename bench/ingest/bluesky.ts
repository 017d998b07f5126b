/**
 * Bluesky ingestion throughput: generated `getAuthorFeed` pages (100 posts each, with emoji
 * before facets, two pictures with alt text and aspect ratio, every fifth a repost, every
 * seventh a quote) served by a loopback AppView that pages by `cursor`, crawled by the engine's
 * own `crawlSource` (safe client, 127.0.0.1/32 allowed only, validation, normalize, sanitize,
 * upsert) into PGlite or PostgreSQL, beside the bare `JSON.parse` of the same bytes. Figures,
 * not tests.
 *
 * Run: `npx tsx bench/ingest/bluesky.ts [posts = 1000] [postgres://...]`.
 */
import { fileURLToPath } from 'node:url';
import { blueskyConnector } from '@chorus/connector-bluesky';
import type { ChorusDatabase } from '../../apps/server/src/db/open.ts';
import type { TestDatabase } from '../../apps/server/src/db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../../apps/server/src/db/testing-fixtures.ts';
import { crawlSource } from '../../apps/server/src/ingest/crawl.ts';
import { benchPostgresUrl, type BenchOptions, type Recorder } from '../lib/bench.ts';
import { servePages } from './json-legs.ts';
import { legLines, measureLegs } from './measure.ts';
import type { IngestLeg, LegResult } from './rss-parse.ts';
import { benchCrawlDeps } from './crawl-deps.ts';

const pageSize = 100;
/** A crawl reads at most 10 pages (the connector's largest `maxPages`): 1,000 posts. */
const maxPosts = 1_000;
const feedPath = '/xrpc/app.bsky.feed.getAuthorFeed';
const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

/** One generated feed entry, `n` counting down from the newest. */
function entryOf(n: number): Record<string, unknown> {
  const did = `did:plc:user${n % 50}`;
  const author = { did, handle: `user${n % 50}.bsky.social`, displayName: `User ${n % 50} 🦋` };
  const lead = `🎉 Post ${n} at the event 👋🏽 `;
  const link = `chorus.example/${n}`;
  const text = `${lead}${link} #bench`;
  const linkStart = bytesOf(lead);
  const tagStart = linkStart + bytesOf(`${link} `);
  const createdAt = new Date(1_764_000_000_000 + n * 1000).toISOString();
  const picture = (k: number) => ({
    thumb: `https://cdn.bsky.app/img/feed_thumbnail/plain/${did}/p${n}-${k}@jpeg`,
    fullsize: `https://cdn.bsky.app/img/feed_fullsize/plain/${did}/p${n}-${k}@jpeg`,
    alt: `Picture ${k} of post ${n}`,
    aspectRatio: { width: 1200, height: 800 },
  });
  const quote = {
    $type: 'app.bsky.embed.record#view',
    record: {
      $type: 'app.bsky.embed.record#viewRecord',
      uri: `at://${did}/app.bsky.feed.post/q${n}`,
      author,
      value: { text: `Quoted ${n}`, createdAt },
    },
  };
  const post = {
    uri: `at://${did}/app.bsky.feed.post/p${n}`,
    cid: `bafy${n}`,
    author,
    record: {
      $type: 'app.bsky.feed.post',
      text,
      createdAt,
      facets: [
        {
          index: { byteStart: linkStart, byteEnd: linkStart + bytesOf(link) },
          features: [{ $type: 'app.bsky.richtext.facet#link', uri: `https://${link}` }],
        },
        {
          index: { byteStart: tagStart, byteEnd: tagStart + bytesOf('#bench') },
          features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'bench' }],
        },
      ],
    },
    embed:
      n % 7 === 0
        ? quote
        : { $type: 'app.bsky.embed.images#view', images: [picture(1), picture(2)] },
    likeCount: n % 13,
    replyCount: n % 3,
    indexedAt: createdAt,
  };
  if (n % 5 !== 0) return { post };
  const by = { did: 'did:plc:reposter', handle: 'reposter.bsky.social' };
  return { post, reason: { $type: 'app.bsky.feed.defs#reasonRepost', by, indexedAt: createdAt } };
}

/** The pages of an author feed of `posts` posts, newest first, keyed by the cursor asking. */
export function blueskyPages(posts: number): Map<string, Uint8Array> {
  const pages = new Map<string, Uint8Array>();
  for (let page = 0; page * pageSize < posts; page++) {
    const newest = posts - page * pageSize;
    const count = Math.min(pageSize, newest);
    const feed = Array.from({ length: count }, (_, index) => entryOf(newest - index));
    const more = newest - count > 0;
    const body = { feed, ...(more ? { cursor: `p${page + 1}` } : {}) };
    pages.set(page === 0 ? '' : `p${page}`, encoder.encode(JSON.stringify(body)));
  }
  return pages;
}

/** A loopback AppView answering `getAuthorFeed` by `cursor`. */
function appViewServer(pages: Map<string, Uint8Array>) {
  return servePages((url) => {
    const body =
      url.pathname === feedPath ? pages.get(url.searchParams.get('cursor') ?? '') : undefined;
    return body ? { body } : { status: 404, body: '{"error":"NotFound","message":"No such page"}' };
  });
}

/** The floor: the bare `JSON.parse` of every page. */
function bareJsonLeg(pages: Map<string, Uint8Array>): IngestLeg {
  const decoder = new TextDecoder();
  return {
    name: 'bare JSON.parse (Bluesky pages)',
    run: () => {
      let count = 0;
      for (const bytes of pages.values()) {
        count += (JSON.parse(decoder.decode(bytes)) as { feed: unknown[] }).feed.length;
      }
      return count;
    },
  };
}

/** The whole crawl path on `target`: one crawl of a fresh source stores every post. */
export async function blueskyCrawlLeg(target: TestDatabase, posts: number) {
  const database: ChorusDatabase = await openMigrated(target);
  const server = await appViewServer(blueskyPages(posts));
  const connector = blueskyConnector({ pageSize, maxPages: Math.ceil(posts / pageSize) });
  const deps = benchCrawlDeps(database.db, connector, posts, {
    appview: server.baseUrl,
    pds: server.baseUrl,
  });
  const leg: IngestLeg = {
    name: `Bluesky crawl: fetch+page+normalize+sanitize+upsert (${target.name})`,
    async run() {
      const { wall } = await seedWall(database.db);
      const source = await seedSource(database.db, wall.id, {
        network: 'bluesky',
        feedType: 'account',
        options: { actor: 'bench.bsky.social' },
      });
      const outcome = await crawlSource(deps, source.id);
      if (outcome.result !== 'ok' || outcome.inserted !== posts) {
        throw new Error(`The crawl went wrong: ${JSON.stringify(outcome)}`);
      }
      return outcome.inserted;
    },
  };
  return {
    leg,
    close: async () => {
      await deps.close();
      await server.close();
      await database.close();
    },
  };
}

/**
 * The floor and the crawl on each of `targets` for `posts` posts, in posts per second: each
 * leg's best of `rounds`, bounded by `maxLegSeconds`.
 */
export async function measureBlueskyIngest(
  targets: readonly TestDatabase[],
  posts: number,
  rounds = 3,
  maxLegSeconds = 30,
): Promise<LegResult[]> {
  const crawls = [];
  try {
    for (const target of targets) crawls.push(await blueskyCrawlLeg(target, posts));
    const legs = [bareJsonLeg(blueskyPages(posts)), ...crawls.map((crawl) => crawl.leg)];
    return await measureLegs(legs, rounds, maxLegSeconds);
  } finally {
    for (const crawl of crawls) await crawl.close();
  }
}

/**
 * The Bluesky figures of the ingest table: the crawl on each of `targets`, in posts per second,
 * beside the bare `JSON.parse` of the same pages.
 */
export async function recordBlueskyIngest(
  options: BenchOptions,
  recorder: Recorder,
  targets: readonly TestDatabase[],
): Promise<void> {
  const posts = options.quick ? 300 : maxPosts;
  const [floor, ...legs] = await measureBlueskyIngest(
    targets,
    posts,
    options.quick ? 1 : 3,
    options.quick ? 10 : 30,
  );
  for (const result of legs) {
    recorder.figure({
      name: result.name,
      value: result.itemsPerSecond,
      unit: 'posts/s',
      peer: floor?.name ?? 'bare JSON.parse',
      peerValue: floor?.itemsPerSecond ?? null,
      better: 'higher',
      note: `${posts} posts, pages of ${pageSize}`,
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = Number(process.argv[2] ?? maxPosts) || maxPosts;
  const posts = Math.min(maxPosts, Math.max(pageSize, asked));
  const serverUrl = process.argv[3] ?? benchPostgresUrl();
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  const { testDatabases } = await import('../../apps/server/src/db/testing.ts');
  const results = await measureBlueskyIngest(testDatabases(), posts);
  console.log(
    `Bluesky author feed of ${posts} posts in pages of ${pageSize}, best of up to 3 rounds`,
  );
  for (const line of legLines(results, 'posts/s')) console.log(line);
}
