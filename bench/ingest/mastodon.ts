/**
 * Mastodon ingestion throughput: generated hashtag timeline pages (40 statuses each, with a
 * picture, a custom emoji, content warnings and boosts) served by a loopback server that pages
 * by `min_id` and a `Link` header, crawled by the engine's own `crawlSource` (safe client,
 * 127.0.0.1/32 allowed only, validation, normalize, sanitize, upsert) into PGlite or PostgreSQL,
 * beside the bare `JSON.parse` of the same bytes. Figures, not tests.
 *
 * Run: `npx tsx bench/ingest/mastodon.ts [posts = 2000] [postgres://...]`.
 */
import { fileURLToPath } from 'node:url';
import { keyCursor, readStoredFeed } from '@chorus/connector-kit';
import {
  hashtagOptionsSchema,
  mastodonConnector,
  mastodonPageSchema,
  normalizeMastodonItem,
} from '@chorus/connector-mastodon';
import type { ChorusDatabase } from '../../apps/server/src/db/open.ts';
import { recordSourceCrawl } from '../../apps/server/src/db/repositories/sources.ts';
import type { TestDatabase } from '../../apps/server/src/db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../../apps/server/src/db/testing-fixtures.ts';
import { crawlSource } from '../../apps/server/src/ingest/crawl.ts';
import { benchPostgresUrl, type BenchOptions, type Recorder } from '../lib/bench.ts';
import { recordBesideFloor, servePages } from './json-legs.ts';
import { legLines, measureLegs } from './measure.ts';
import type { IngestLeg, LegResult } from './rss-parse.ts';
import { benchCrawlDeps } from './crawl-deps.ts';

const pageSize = 40;
const tagPath = '/api/v1/timelines/tag/bench';

/** One generated status; every fifth a boost, every seventh behind a content warning. */
function statusOf(id: number): Record<string, unknown> {
  const account = {
    id: String(id % 50),
    username: `user${id % 50}`,
    acct: `user${id % 50}`,
    display_name: `User ${id % 50}`,
    url: `https://social.example/@user${id % 50}`,
    avatar_static: `https://social.example/avatars/${id % 50}.png`,
  };
  const status = {
    id: String(id),
    uri: `https://social.example/users/${account.username}/statuses/${id}`,
    url: `https://social.example/@${account.username}/${id}`,
    created_at: new Date(1_748_000_000_000 + id * 1000).toISOString(),
    content: `<p>Post ${id} at the event <a href="https://social.example/tags/bench" class="mention hashtag" rel="tag">#<span>bench</span></a> :wave: <a href="https://chorus.example/${id}" rel="nofollow noopener" target="_blank">chorus.example/${id}</a></p>`,
    spoiler_text: id % 7 === 0 ? 'Spoilers' : '',
    sensitive: id % 7 === 0,
    account,
    media_attachments: [
      {
        id: `m${id}`,
        type: 'image',
        url: `https://social.example/media/${id}.jpg`,
        preview_url: `https://social.example/media/${id}-small.jpg`,
        description: `Picture ${id}`,
        meta: { original: { width: 1200, height: 800 } },
      },
    ],
    emojis: [
      {
        shortcode: 'wave',
        url: 'https://social.example/emoji/wave.png',
        static_url: 'https://social.example/emoji/wave.png',
      },
    ],
    favourites_count: id % 13,
    replies_count: id % 3,
  };
  if (id % 5 !== 0) return status;
  return {
    ...status,
    id: `${id}`,
    uri: `${status.uri}/activity`,
    content: '',
    reblog: { ...status, id: `b${id}` },
  };
}

/** The pages of a timeline of `posts` statuses, keyed by the `min_id` that asks for each. */
export function mastodonPages(posts: number): Map<string, Uint8Array> {
  const pages = new Map<string, Uint8Array>();
  for (let first = 1; first <= posts; first += pageSize) {
    const ids = Array.from(
      { length: Math.min(pageSize, posts - first + 1) },
      (_, index) => first + index,
    ).reverse();
    pages.set(String(first - 1), new TextEncoder().encode(JSON.stringify(ids.map(statusOf))));
  }
  return pages;
}

/** The floor: the bare `JSON.parse` of every page. */
export const bareJsonLeg = {
  name: 'bare JSON.parse',
  run: (pages: Map<string, Uint8Array>) => {
    let count = 0;
    for (const bytes of pages.values())
      count += (JSON.parse(new TextDecoder().decode(bytes)) as unknown[]).length;
    return count;
  },
};

/** The connector in memory: parse, validate, normalize and sanitize every page. */
export const mastodonNormalizeLeg = {
  name: 'parse + validate + normalize + sanitize',
  run: (pages: Map<string, Uint8Array>) => {
    let count = 0;
    for (const bytes of pages.values()) {
      const statuses = mastodonPageSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
      count += statuses.map((status) => normalizeMastodonItem(status)).length;
    }
    return count;
  },
};

/** A loopback Mastodon answering the hashtag timeline by `min_id`, with `Link: …; rel="prev"`. */
function timelineServer(pages: Map<string, Uint8Array>) {
  return servePages((url) => {
    const minId = url.searchParams.get('min_id') ?? '';
    const body = url.pathname === tagPath ? pages.get(minId) : undefined;
    if (!body) return { body: '[]' };
    const newest = String(Number(minId) + pageSize);
    return { body, headers: { link: `<http://127.0.0.1${tagPath}?min_id=${newest}>; rel="prev"` } };
  });
}

/** The whole crawl path on `target`: crawls of a fresh source until every post is stored. */
export async function mastodonCrawlLeg(
  target: TestDatabase,
  pages: Map<string, Uint8Array>,
  posts: number,
) {
  const database: ChorusDatabase = await openMigrated(target);
  const server = await timelineServer(pages);
  const connector = mastodonConnector({ defaultInstance: server.baseUrl, pageSize });
  const deps = benchCrawlDeps(database.db, connector, posts);
  const options = { hashtag: 'bench' };
  const feed = readStoredFeed(
    { feedType: 'hashtag', options },
    { hashtag: hashtagOptionsSchema },
    'Mastodon',
  );
  const leg: IngestLeg = {
    name: `crawl: fetch+page+normalize+sanitize+upsert (${target.name})`,
    async run() {
      const { wall } = await seedWall(database.db);
      const source = await seedSource(database.db, wall.id, {
        network: 'mastodon',
        feedType: 'hashtag',
        options,
      });
      // From the oldest post on: every crawl catches up by `min_id` and the `Link` header.
      await recordSourceCrawl(database.db, source.id, { cursor: keyCursor(feed, { minId: '0' }) });
      let stored = 0;
      for (let crawl = 0; stored < posts && crawl < posts; crawl++) {
        const outcome = await crawlSource(deps, source.id);
        if (outcome.result !== 'ok' || outcome.inserted === 0)
          throw new Error(`The crawl went wrong: ${JSON.stringify(outcome)}`);
        stored += outcome.inserted;
      }
      return stored;
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

/** The legs in memory and through the crawl, measured on one timeline of `posts` statuses. */
export function measureMastodonIngest(
  pages: Map<string, Uint8Array>,
  crawlLegs: readonly IngestLeg[],
  rounds = 3,
  maxLegSeconds = 30,
): Promise<LegResult[]> {
  const memoryLegs = [bareJsonLeg, mastodonNormalizeLeg].map((leg) => ({
    name: leg.name,
    run: () => leg.run(pages),
  }));
  return measureLegs([...memoryLegs, ...crawlLegs], rounds, maxLegSeconds);
}

/** The Mastodon figures of the ingest benchmark, each beside the bare `JSON.parse`. */
export async function recordMastodonIngest(
  options: BenchOptions,
  recorder: Recorder,
  targets: readonly TestDatabase[],
): Promise<void> {
  const posts = options.quick ? 200 : 1_000;
  const pages = mastodonPages(posts);
  const crawls = [];
  try {
    for (const target of targets) crawls.push(await mastodonCrawlLeg(target, pages, posts));
    const results = await measureMastodonIngest(
      pages,
      crawls.map((crawl) => crawl.leg),
      options.quick ? 1 : 3,
      options.quick ? 10 : 30,
    );
    recordBesideFloor(recorder, results, {
      prefix: 'Mastodon ',
      note: `${posts} posts, pages of ${pageSize}`,
    });
  } finally {
    for (const crawl of crawls) await crawl.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const posts = Math.min(10_000, Math.max(pageSize, Number(process.argv[2] ?? 2_000) || 2_000));
  const serverUrl = process.argv[3] ?? benchPostgresUrl();
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  const { testDatabases } = await import('../../apps/server/src/db/testing.ts');
  const pages = mastodonPages(posts);
  const crawls = [];
  try {
    for (const target of testDatabases()) crawls.push(await mastodonCrawlLeg(target, pages, posts));
    const results = await measureMastodonIngest(
      pages,
      crawls.map((crawl) => crawl.leg),
    );
    console.log(
      `Mastodon hashtag timeline of ${posts} posts in pages of ${pageSize}, best of up to 3 rounds`,
    );
    for (const line of legLines(results, 'posts/s')) console.log(line);
  } finally {
    for (const crawl of crawls) await crawl.close();
  }
}
