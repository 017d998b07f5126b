import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import {
  openMigrated,
  seedSource,
  seedWall,
  seedWallWithPost,
  storedPostIds,
} from '../testing-fixtures.ts';
import {
  createSource,
  deleteSource,
  findSourceById,
  listWallSources,
  recordSourceCrawl,
  updateSource,
  updateSourceHealth,
} from './sources.ts';

describe.each(testDatabases())('sources repository on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('connects a public source that has not been crawled yet', async () => {
    const { wall } = await seedWall(database.db);
    const source = await createSource(database.db, {
      wallId: wall.id,
      network: 'rss',
      feedType: 'url',
      options: { url: 'https://example.com/feed.xml' },
      label: 'Blog',
    });
    expect(source).toMatchObject({
      wall_id: wall.id,
      network: 'rss',
      feed_type: 'url',
      options: { url: 'https://example.com/feed.xml' },
      label: 'Blog',
      privacy: 0,
      status: 'active',
      last_crawled_at: null,
      cursor: null,
      health: { state: 'ok', lastError: null, lastErrorAt: null, retryAt: null },
    });
    expect(await findSourceById(database.db, source.id)).toEqual(source);
  });

  it("lists only this wall's sources, in the order they were connected", async () => {
    const { wall } = await seedWall(database.db);
    const { wall: otherWall } = await seedWall(database.db);
    const first = await seedSource(database.db, wall.id);
    await seedSource(database.db, otherWall.id);
    const second = await seedSource(database.db, wall.id, { network: 'instagram', privacy: 1 });
    const sources = await listWallSources(database.db, wall.id);
    expect(sources.map((s) => [s.id, s.network, s.privacy])).toEqual([
      [first.id, 'twitter', 0],
      [second.id, 'instagram', 1],
    ]);
  });

  it('changes options, label, privacy and status', async () => {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    const updated = await updateSource(database.db, source.id, {
      options: { hashtag: 'summit' },
      privacy: 1,
      status: 'needs_reauth',
    });
    expect(updated).toMatchObject({
      options: { hashtag: 'summit' },
      privacy: 1,
      status: 'needs_reauth',
      label: '',
    });
    await expect(updateSource(database.db, source.id, { privacy: 2 as 1 })).rejects.toThrow(
      /check constraint/,
    );
    await expect(
      updateSource(database.db, source.id, { status: 'broken' as 'paused' }),
    ).rejects.toThrow(/check constraint/);
  });

  it('records health after a failure and after recovery', async () => {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    const failing = {
      state: 'rate_limited' as const,
      lastError: 'HTTP 429 Too Many Requests',
      lastErrorAt: 1_763_776_800,
      retryAt: 1_763_777_700,
    };
    expect((await updateSourceHealth(database.db, source.id, failing))?.health).toEqual(failing);
    const recovered = { state: 'ok' as const, lastError: null, lastErrorAt: null, retryAt: null };
    expect((await updateSourceHealth(database.db, source.id, recovered))?.health).toEqual(
      recovered,
    );
  });

  it('records a crawl: cursor and time, and a null cursor starts over', async () => {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    const crawledAt = new Date('2026-11-22T01:00:00.000Z');
    const crawled = await recordSourceCrawl(database.db, source.id, {
      cursor: { since_id: '1860000000000000000', pages: [1, 2] },
      crawledAt,
    });
    expect(crawled?.cursor).toEqual({ since_id: '1860000000000000000', pages: [1, 2] });
    expect(crawled?.last_crawled_at).toEqual(crawledAt);

    const reset = await recordSourceCrawl(database.db, source.id, { cursor: null });
    expect(reset?.cursor).toBeNull();
    expect(reset?.last_crawled_at?.getTime()).toBeGreaterThan(crawledAt.getTime());
  });

  it('disconnects a source with its posts', async () => {
    const { source } = await seedWallWithPost(database.db);
    expect(await storedPostIds(database.db, 'source_id', source.id)).toHaveLength(1);
    expect(await deleteSource(database.db, source.id)).toBe(true);
    expect(await findSourceById(database.db, source.id)).toBeUndefined();
    expect(await storedPostIds(database.db, 'source_id', source.id)).toEqual([]);
    expect(await deleteSource(database.db, source.id)).toBe(false);
  });
});
