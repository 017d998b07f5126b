/**
 * Screening rules never lose a post: a server screens a growing feed of a moderated source with
 * a rule set (a blocked word rejects to the trash, an allowed author is approved, a missing
 * hashtag holds for review, the rest waits for a moderator), and is killed with SIGKILL while
 * crawls run; on PostgreSQL the database is stopped at the same moment and started again. The
 * server then starts again on the same data. Once the crawl has caught up, every item the feed
 * ever served is stored exactly once and sits in exactly one of pending, approved, held or the
 * trash, the one its rule decided. On PGlite and on a private PostgreSQL cluster.
 *
 * The servers use the crash tests' queue timings (RELIABILITY_QUEUE_TUNING=crash): on
 * PostgreSQL a crawl running at the kill stays `active` in pg-boss until it expires, which in
 * production is the crawl timeout plus a minute; here 3 s. Without that, a kill that landed
 * mid-crawl left that crawl's items unstored past the wait below.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabaseOptions } from '../db/open.ts';
import { rssDocument, type FeedEntry } from '../ingest/testing.ts';
import { fakeWebDist } from '../testing/app.ts';
import { ApiSession, startServerProcess, type ServerProcess } from './harness.ts';
import {
  privateClusterUnavailable,
  startPrivateCluster,
  type PrivateCluster,
} from './private-postgres.ts';
import type { SeededOwner } from './seed.ts';

/** What the rules decide for each kind of item. */
const kinds = ['trash', 'approved', 'held', 'pending'] as const;
type Kind = (typeof kinds)[number];

/** A feed adding one item of each kind per request, keeping them all, until frozen. */
function screenedFeed() {
  const entries: FeedEntry[] = [];
  let next = 1;
  const feed = {
    frozen: false,
    served: () => entries.length,
    respond: () => {
      if (!feed.frozen) {
        for (const kind of kinds) {
          const at = Math.floor(Date.now() / 1000);
          const words = {
            trash: `A spoiler about the final, number ${next} #live`,
            approved: `Cheering at the final, number ${next} #live`,
            held: `Waiting at the gate, number ${next}`,
            pending: `Queueing for drinks, number ${next} #live`,
          }[kind];
          const author = kind === 'approved' ? 'Friendly Fan' : 'Someone';
          entries.unshift({
            id: `${kind}-${next}`,
            title: words,
            body: `<p>${words}</p>`,
            at,
            author,
          });
          next += 1;
        }
      }
      return { headers: { 'content-type': 'application/rss+xml' }, body: rssDocument(entries) };
    },
  };
  return feed;
}

let network: FakeNetwork;
const feeds = new Map<string, ReturnType<typeof screenedFeed>>();
const servers: ServerProcess[] = [];
const unavailable = privateClusterUnavailable();
let cluster: PrivateCluster | undefined;
/** Attempts of the test so far, retries included: each serves its feed at a path of its own. */
let attempt = 0;
beforeAll(async () => {
  network = await startFakeNetwork([
    {
      path: /^\/screened-/,
      respond: (request) => {
        const feed = feeds.get(request.path);
        if (!feed) throw new Error(`No feed at ${request.path}`);
        return feed.respond();
      },
    },
  ]);
  if (!unavailable) cluster = await startPrivateCluster();
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await network.close();
  await cluster?.dispose();
});

/** Starts a server on the data, retrying while the killed one's lock is not yet stale. */
async function startOn(env: Record<string, string>): Promise<ServerProcess> {
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    } catch (error) {
      const inUse = /is in use by another Chorus process/.test(String(error));
      if (!inUse || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** Where the server keeps its data, and what else goes down with it. */
interface Target {
  readonly name: string;
  readonly skip: string | undefined;
  /** The server's environment for its database, and how the test reads it afterwards. */
  readonly database: () => { env: Record<string, string>; open: OpenDatabaseOptions };
  /** Kills the server (and, on PostgreSQL, stops the database at the same moment). */
  readonly crash: (server: ServerProcess) => Promise<void>;
  /** Brings back what {@link crash} stopped besides the server. */
  readonly recover: () => Promise<void>;
}

const targets: Target[] = [
  {
    name: 'PGlite',
    skip: undefined,
    database: () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-screening-kill-'));
      return { env: { CHORUS_DATA_DIR: dataDir }, open: { dataDir } };
    },
    crash: (server) => server.kill('SIGKILL'),
    recover: () => Promise.resolve(),
  },
  {
    name: 'PostgreSQL',
    skip: unavailable,
    database: () => {
      const url = (cluster as PrivateCluster).url;
      return { env: { DATABASE_URL: url }, open: { databaseUrl: url } };
    },
    crash: async (server) => {
      await Promise.all([server.kill('SIGKILL'), (cluster as PrivateCluster).stop()]);
    },
    recover: () => (cluster as PrivateCluster).start(),
  },
];

describe.each(targets)('screening under SIGKILL on $name', (target) => {
  it.skipIf(target.skip !== undefined)(
    'keeps every screened post in exactly one of pending, approved, held and the trash',
    { timeout: 240_000 },
    async () => {
      // A path of this attempt's own: a retried attempt must not count the first one's fetches.
      attempt += 1;
      const feedPath = `/screened-${target.name.toLowerCase()}-${attempt}.xml`;
      const feed = screenedFeed();
      feeds.set(feedPath, feed);
      const requestsOf = () => network.requests.filter((request) => request.path === feedPath);
      const database = target.database();
      const env = {
        ...database.env,
        CHORUS_WEB_DIST: fakeWebDist(),
        CHORUS_CRAWL_INTERVAL_SECONDS: '10',
        RELIABILITY_QUEUE_TUNING: 'crash',
      };
      const first = await startOn({ ...env, RELIABILITY_SEED_WALLS: '1' });
      const owner = first.owner as SeededOwner;
      const wall = owner.walls[0] as string;
      let session = new ApiSession(first.address);
      await session.login(owner.username, owner.password);
      const rules = await session.call('PUT', `/api/screening-rules/${wall}`, {
        rules: {
          blockedWords: { words: ['spoiler'], action: 'reject' },
          hashtags: { required: ['live'], action: 'hold' },
          authors: { allowed: ['Friendly Fan'] },
        },
        rescreen: false,
      });
      expect(rules.status).toBe(200);
      // Moderated: a post no rule decides waits for a moderator.
      const sourceId = await session.connectRss(wall, `${network.baseUrl}${feedPath}`, true);

      // Crawls are asked for until the kill, so one is likely storing posts when it lands.
      let killed = false;
      const refresher = (async () => {
        while (!killed) {
          await session.call('POST', `/api/rss/${sourceId}/refresh`).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      await expect
        .poll(() => requestsOf().length, { timeout: 60_000, interval: 100 })
        .toBeGreaterThanOrEqual(4);
      await target.crash(first);
      killed = true;
      await refresher;
      // From now on the feed serves the same items: the crawl after the restart must store them all.
      feed.frozen = true;
      const served = feed.served();
      // At least the four fetches waited for above, each adding one item of each kind.
      expect(served).toBeGreaterThanOrEqual(4 * kinds.length);
      const each = served / kinds.length;
      await target.recover();

      const second = await startOn(env);
      session = new ApiSession(second.address);
      await session.login(owner.username, owner.password);
      await expect
        .poll(
          async () => {
            await session.call('POST', `/api/rss/${sourceId}/refresh`).catch(() => undefined);
            const counts = await session.call<{ pending: number; inTrash: number }>(
              'GET',
              `/api/moderation-counts/${wall}`,
            );
            const shown = await session.call<{ posts: unknown[] }>(
              'GET',
              `/api/posts?wall=${wall}&count=100&nocache=1`,
            );
            return [counts.body.pending, counts.body.inTrash, shown.body.posts?.length];
          },
          { timeout: 120_000, interval: 1_000 },
        )
        .toEqual([each * 2, each, each]);
      await second.stop();

      // The server is gone: read its data directly.
      const stored = await openDatabase(database.open);
      try {
        const rows = await stored.db
          .selectFrom('posts')
          .select(['external_id', 'state', 'trashed_at', 'screened_rule'])
          .where('source_id', '=', sourceId)
          .execute();
        const placeOf = (row: (typeof rows)[number]): Kind | string => {
          const rule = row.screened_rule;
          if (row.state === 'removed' && row.trashed_at !== null && rule === 'blockedWords') {
            return 'trash';
          }
          if (row.trashed_at === null) {
            if (row.state === 'approved' && rule === 'allowedAuthors') return 'approved';
            if (row.state === 'pending' && rule === 'hashtags') return 'held';
            if (row.state === 'pending' && rule === null) return 'pending';
          }
          return `nowhere (${row.state}, ${String(rule)}, trashed ${String(row.trashed_at)})`;
        };
        // Every item once, none missing, each in the one place its rule decided.
        expect(rows).toHaveLength(served);
        expect(new Set(rows.map((row) => row.external_id)).size).toBe(served);
        const misplaced = rows.filter((row) => !row.external_id.startsWith(`${placeOf(row)}-`));
        expect(misplaced).toEqual([]);
        const byPlace = Object.fromEntries(
          kinds.map((kind) => [kind, rows.filter((row) => placeOf(row) === kind).length]),
        );
        expect(byPlace).toEqual({ trash: each, approved: each, held: each, pending: each });
        console.log(`screening under SIGKILL on ${target.name}:`, { served, ...byPlace });
      } finally {
        await stored.close();
      }
    },
  );
});
