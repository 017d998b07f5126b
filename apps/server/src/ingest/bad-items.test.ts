/**
 * Hostile items in a feed: a NUL (or another control character) in an item's title, text,
 * author or id is cleaned at ingest, an item that cannot be stored is skipped with its reason
 * in the source's health, and every other item of the crawl is stored.
 */
import { defineConnector, defineFeedType, type NormalizedPost } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChorusDatabase } from '../db/open.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { crawlSource } from './crawl.ts';
import { rssDocument, testIngestDeps, type FeedEntry } from './testing.ts';

/** The items the counting connector answers with: an id and a like count. */
let wireItems: { id: string; likes: number }[] = [];

/** A connector whose items carry a like count, so one can be out of the database's range. */
const countingConnector = defineConnector<{ id: string; likes: number }, null>({
  id: 'twitter',
  shortCode: 'tw',
  sourceNumber: 2,
  displayName: 'Counting',
  icon: 'M4 4h16v16H4z',
  auth: { kind: 'none' },
  baseUrls: { api: 'https://counting.invalid' },
  feedTypes: {
    hashtag: defineFeedType({
      title: 'Hashtag',
      schema: z.object({ hashtag: z.string() }),
      label: (options) => options.hashtag,
    }),
  },
  fetch: () => Promise.resolve({ items: wireItems, cursor: null }),
  normalize: (item, source): NormalizedPost => ({
    externalId: item.id,
    network: source.network,
    author: { name: 'Counter' },
    title: item.id,
    description: '',
    url: null,
    media: [],
    createdAt: 1_763_000_000,
    likes: item.likes,
    comments: 0,
    raw: item,
  }),
});

describe.each(testDatabases())('bad feed items on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  const feeds = new Map<string, string>();
  let deps: ReturnType<typeof testIngestDeps>;
  let countingDeps: ReturnType<typeof testIngestDeps>;

  beforeAll(async () => {
    database = await openMigrated(target);
    network = await startFakeNetwork([
      {
        path: /^\/feeds\//,
        respond: (request) => ({
          headers: { 'content-type': 'application/rss+xml' },
          body: feeds.get(request.path) ?? '',
        }),
      },
    ]);
    deps = testIngestDeps(database.db, new PluginHost([rssConnector()]));
    countingDeps = testIngestDeps(database.db, new PluginHost([countingConnector()]));
  });
  afterAll(async () => {
    await deps.close();
    await countingDeps.close();
    await network.close();
    await database.close();
  });

  async function crawlFeed(name: string, entries: FeedEntry[]) {
    const { wall } = await seedWall(database.db);
    feeds.set(`/feeds/${name}`, rssDocument(entries));
    const source = await seedSource(database.db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: `${network.baseUrl}/feeds/${name}` },
    });
    const outcome = await crawlSource(deps, source.id);
    const posts = await database.db
      .selectFrom('posts')
      .select(['external_id', 'title', 'description', 'author'])
      .where('source_id', '=', source.id)
      .orderBy('external_id')
      .execute();
    return { outcome, posts, source: await findSourceById(database.db, source.id) };
  }

  it.each([
    ['title', { id: 'b', title: 'Br\u0000avo' }],
    ['content', { id: 'b', title: 'Bravo', body: '<p>Te\u0000xt</p>' }],
    ['author', { id: 'b', title: 'Bravo', author: 'Ann\u0000e' }],
    ['id', { id: 'b\u0000', title: 'Bravo' }],
  ] satisfies [string, FeedEntry][])(
    'a NUL in the second item’s %s: all three items are stored, the NUL removed',
    async (field, second) => {
      const { outcome, posts, source } = await crawlFeed(`nul-${field}`, [
        { id: 'a', title: 'Alpha' },
        second,
        { id: 'c', title: 'Charlie' },
      ]);
      expect(outcome.result).toBe('ok');
      expect(posts.map((post) => post.external_id)).toEqual(['a', 'b', 'c']);
      expect(JSON.stringify(posts)).not.toContain('\\u0000');
      expect(source?.health).toMatchObject({ state: 'ok', lastError: null });
    },
  );

  /** Crawls the counting connector's `items` into a fresh source: what was stored, the health. */
  async function crawlCounted(items: typeof wireItems) {
    wireItems = items;
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id, {
      network: 'twitter',
      feedType: 'hashtag',
      options: { hashtag: 'count' },
    });
    const outcome = await crawlSource(countingDeps, source.id);
    const stored = await database.db
      .selectFrom('posts')
      .select('external_id')
      .where('source_id', '=', source.id)
      .orderBy('external_id')
      .execute();
    const health = (await findSourceById(database.db, source.id))?.health;
    return { outcome, ids: stored.map((post) => post.external_id), health };
  }

  it('a NUL in the second item’s id, title and raw payload: all three items are stored', async () => {
    const { outcome, ids, health } = await crawlCounted([
      { id: 'one', likes: 1 },
      { id: 'tw\u0000o', likes: 2 },
      { id: 'three', likes: 3 },
    ]);
    expect(outcome).toMatchObject({ result: 'ok', inserted: 3, dropped: 0 });
    expect(ids).toEqual(['one', 'three', 'two']);
    expect(health).toMatchObject({ state: 'ok', lastError: null });
  });

  it('an item whose id is nothing but control characters is skipped with its reason', async () => {
    const { outcome, ids, health } = await crawlCounted([
      { id: 'one', likes: 1 },
      { id: '\u0000\u0001', likes: 2 },
      { id: 'three', likes: 3 },
    ]);
    expect(outcome).toMatchObject({ result: 'ok', inserted: 2, dropped: 1 });
    expect(ids).toEqual(['one', 'three']);
    expect(health?.state).toBe('ok');
    expect(health?.lastError).toMatch(/^1 item was skipped: item \(no id\): externalId: /);
  });

  it('an item the database refuses is skipped with its reason; the others are stored', async () => {
    const { outcome, ids, health } = await crawlCounted([
      { id: 'one', likes: 1 },
      { id: 'huge', likes: 3_000_000_000 },
      { id: 'three', likes: 3 },
    ]);
    expect(outcome).toMatchObject({ result: 'ok', inserted: 2, dropped: 1 });
    expect(ids).toEqual(['one', 'three']);
    expect(health?.state).toBe('ok');
    expect(health?.lastError).toMatch(/^1 item was skipped: item huge: .*out of range/);
  });
});
