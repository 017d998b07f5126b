import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { testConfig } from '../testing/app.ts';
import { silentLogger } from './deps.ts';
import { startIngestion, type Ingestion } from './engine.ts';
import { eventually, numberedEntries, rssDocument } from './testing.ts';

describe.each(testDatabases())('the ingestion engine (pg-boss) on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  let engine: Ingestion;

  beforeAll(async () => {
    database = await openMigrated(target);
    const feed = { headers: { 'content-type': 'application/rss+xml' } };
    network = await startFakeNetwork([
      { path: '/fast', respond: { ...feed, body: rssDocument(numberedEntries('fast', 5)) } },
      {
        path: '/slow',
        respond: { ...feed, body: rssDocument(numberedEntries('slow', 3)), delayMs: 1500 },
      },
    ]);
    engine = await startIngestion({
      database,
      plugins: new PluginHost([rssConnector()]),
      config: testConfig({ CHORUS_FETCH_ALLOW: '127.0.0.1/32', CHORUS_WORKERS: '2' }),
      logger: silentLogger,
      overrides: { queue: { pollingIntervalSeconds: 0.5 }, tickMs: 3_600_000 },
    });
    // Let the start-up tick pass, so each test decides what is queued.
    await engine.tick();
  });
  afterAll(async () => {
    await engine.stop();
    await network.close();
    await database.close();
  });

  async function rssSource(path: string) {
    const { wall } = await seedWall(database.db);
    return seedSource(database.db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: `${network.baseUrl}${path}` },
    });
  }

  const crawled = (sourceId: number) =>
    eventually(`source ${sourceId} to be crawled`, async () => {
      const source = await findSourceById(database.db, sourceId);
      return source?.last_crawled_at ?? undefined;
    });

  const postCount = async (sourceId: number) =>
    (await database.db.selectFrom('posts').select('id').where('source_id', '=', sourceId).execute())
      .length;

  it('queues a due source on a tick and a worker crawls it', async () => {
    const source = await rssSource('/fast');
    expect(await engine.tick()).toEqual([source.id]);
    await crawled(source.id);
    expect(await postCount(source.id)).toBe(5);
    // Crawled just now: not due on the next tick.
    expect(await engine.tick()).toEqual([]);
  });

  it('runs one crawl for two requests of the same source, and crawls again when asked later', async () => {
    const source = await rssSource('/slow');
    const slowRequests = () => network.requests.filter((request) => request.path === '/slow');
    const first = await engine.requestCrawl(source.id);
    const second = await engine.requestCrawl(source.id);
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const firstCrawl = await crawled(source.id);
    expect(slowRequests()).toHaveLength(1);
    expect(await postCount(source.id)).toBe(3);

    await eventually(
      'the first job to finish',
      async () => (await engine.requestCrawl(source.id)) ?? undefined,
    );
    await eventually('a second crawl', async () => {
      const again = await findSourceById(database.db, source.id);
      return again?.last_crawled_at && again.last_crawled_at > firstCrawl ? true : undefined;
    });
    expect(slowRequests()).toHaveLength(2);
    expect(await postCount(source.id)).toBe(3);
  });
});
