/**
 * Screening rules never lose a post: a server on PGlite screens a growing feed with a rule set
 * (a blocked word rejects to the trash, a required hashtag holds for review, the rest is
 * approved), is killed with SIGKILL while crawls run, and starts again on the same directory.
 * Once the crawl has caught up, every item the feed ever served is stored exactly once and
 * sits in exactly one of approved, pending (held) or the trash, the one its rule decided.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { rssDocument, type FeedEntry } from '../ingest/test-support.ts';
import { fakeWebDist } from '../testing/app.ts';
import { ApiSession, startServerProcess, type ServerProcess } from './harness.ts';
import type { SeededOwner } from './seed.ts';

/** What the rules decide for each kind of item. */
const kinds = ['trash', 'approved', 'held'] as const;
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
          }[kind];
          entries.unshift({ id: `${kind}-${next}`, title: words, body: `<p>${words}</p>`, at });
          next += 1;
        }
      }
      return { headers: { 'content-type': 'application/rss+xml' }, body: rssDocument(entries) };
    },
  };
  return feed;
}

const feed = screenedFeed();
let network: FakeNetwork;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  network = await startFakeNetwork([{ path: '/screened.xml', respond: () => feed.respond() }]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await network.close();
});

/** Starts a server on the directory, retrying while the killed one's lock is not yet stale. */
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

it(
  'keeps every screened post in exactly one of approved, pending and the trash after a SIGKILL',
  { timeout: 240_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-screening-kill-'));
    const env = {
      CHORUS_DATA_DIR: dataDir,
      CHORUS_WEB_DIST: fakeWebDist(),
      CHORUS_CRAWL_INTERVAL_SECONDS: '10',
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
      },
      rescreen: false,
    });
    expect(rules.status).toBe(200);
    const sourceId = await session.connectRss(wall, `${network.baseUrl}/screened.xml`, false);

    // Crawls are asked for until the kill, so one is likely storing posts when it lands.
    let killed = false;
    const refresher = (async () => {
      while (!killed) {
        await session.call('POST', `/api/rss/${sourceId}/refresh`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    await expect
      .poll(() => network.requests.length, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(4);
    await first.kill('SIGKILL');
    killed = true;
    await refresher;
    // From now on the feed serves the same items: the crawl after the restart must store them all.
    feed.frozen = true;
    const served = feed.served();

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
          return counts.body.pending + counts.body.inTrash;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe((served / 3) * 2);
    await second.stop();

    // The server is gone: read its directory directly.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .selectFrom('posts')
        .select(['external_id', 'state', 'trashed_at', 'screened_rule'])
        .where('source_id', '=', sourceId)
        .execute();
      const placeOf = (row: (typeof rows)[number]): Kind | string => {
        if (row.state === 'removed' && row.trashed_at !== null) return 'trash';
        if (row.state === 'approved' && row.trashed_at === null) return 'approved';
        if (row.state === 'pending' && row.trashed_at === null) return 'held';
        return `nowhere (${row.state}, trashed ${String(row.trashed_at)})`;
      };
      // Every item once, none missing, each in the one place its rule decided.
      expect(rows).toHaveLength(served);
      expect(new Set(rows.map((row) => row.external_id)).size).toBe(served);
      const misplaced = rows.filter((row) => !row.external_id.startsWith(`${placeOf(row)}-`));
      expect(misplaced).toEqual([]);
      const byPlace = Object.fromEntries(
        kinds.map((kind) => [kind, rows.filter((row) => placeOf(row) === kind).length]),
      );
      expect(byPlace).toEqual({ trash: served / 3, approved: served / 3, held: served / 3 });
      console.log('screening under SIGKILL:', { served, ...byPlace });
    } finally {
      await database.close();
    }
  },
);
