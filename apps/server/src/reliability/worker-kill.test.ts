/**
 * A `chorus worker` killed with SIGKILL while it downloads a feed, beside a web server that
 * runs no crawls, on a private PostgreSQL cluster: a second worker
 * retries the expired job, and the live viewer on the web server receives every item of the
 * feed once, through PostgreSQL NOTIFY, and the feed shows each once. The worker is
 * ingest/crash-child.ts (a whole worker on PostgreSQL, with crash.test.ts's short queue timings).
 */
import { fileURLToPath } from 'node:url';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { numberedEntries, rssDocument } from '../ingest/testing.ts';
import { LiveClient } from '../realtime/testing.ts';
import { fakeWebDist } from '../testing/app.ts';
import { ApiSession, startScript, startServerProcess, type ServerProcess } from './harness.ts';
import {
  privateClusterUnavailable,
  startPrivateCluster,
  type PrivateCluster,
} from './private-postgres.ts';
import type { SeededOwner } from './seed.ts';

const workerScript = fileURLToPath(new URL('../ingest/crash-child.ts', import.meta.url));
const unavailable = privateClusterUnavailable();
const entries = numberedEntries('killed', 40);

let cluster: PrivateCluster | undefined;
let network: FakeNetwork;
let web: ServerProcess | undefined;
const workers: { kill(): Promise<void> }[] = [];
beforeAll(async () => {
  // About 10 kB sent 64 bytes every 15 ms: seconds of download to be killed in.
  network = await startFakeNetwork([
    {
      path: '/slow.xml',
      respond: {
        headers: { 'content-type': 'application/rss+xml' },
        body: rssDocument(entries),
        chunkDelayMs: 15,
      },
    },
  ]);
  if (!unavailable) cluster = await startPrivateCluster();
}, 300_000);
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill()));
  await web?.stop();
  await network.close();
  await cluster?.dispose();
});

it.skipIf(unavailable)(
  'a worker killed mid-crawl: the retried crawl reaches the live viewers once',
  async () => {
    const databaseUrl = (cluster as PrivateCluster).url;
    web = await startServerProcess({
      DATABASE_URL: databaseUrl,
      CHORUS_WORKERS: '0',
      CHORUS_WEB_DIST: fakeWebDist(),
      RELIABILITY_SEED_WALLS: '1',
    });
    const owner = web.owner as SeededOwner;
    const wall = owner.walls[0] as string;
    const session = new ApiSession(web.address);
    await session.login(owner.username, owner.password);
    const sourceId = await session.connectRss(wall, `${network.baseUrl}/slow.xml`, false);
    const viewer = await LiveClient.ready(
      `${web.address.replace('http', 'ws')}/api/walls/${wall}/live`,
    );

    const env = { CHILD_DATABASE_URL: databaseUrl, CHILD_SOURCE_ID: String(sourceId) };
    const first = await startScript(workerScript, env, 'ready');
    workers.push(first);
    // Fetches of this attempt: a retried attempt must not count the first one's.
    const fetchesBefore = network.requests.length;
    await expect
      .poll(() => network.requests.length, { timeout: 120_000 })
      .toBeGreaterThan(fetchesBefore);
    await first.kill();
    const downloadsAtKill = network.requests.length;
    expect(viewer.framesOf('post')).toEqual([]);

    workers.push(await startScript(workerScript, env, 'ready'));
    await expect
      .poll(() => viewer.framesOf('post').length, { timeout: 300_000, interval: 500 })
      .toBeGreaterThanOrEqual(entries.length);
    const titles = viewer
      .framesOf('post')
      .map((frame) => (frame.type === 'post' ? frame.post.title : ''));
    expect(titles.sort()).toEqual(entries.map((entry) => entry.title).sort());
    const feed = await session.call<{ posts: { title: string }[] }>(
      'GET',
      `/api/posts?wall=${wall}&count=100&nocache=1`,
    );
    expect(feed.body.posts.map((post) => post.title).sort()).toEqual(titles.sort());
    console.log('worker killed mid-crawl:', {
      downloadsAtKill,
      downloads: network.requests.length,
      postsToViewer: titles.length,
    });
    await viewer.close();
  },
);

it.skipIf(!unavailable)(`worker killed mid-crawl: skipped, ${unavailable ?? ''}`, () => {});
