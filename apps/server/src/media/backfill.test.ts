/**
 * The media backfill: posts stored before re-hosting existed (and one whose media job gave
 * up) name pictures on a fake image server; `chorus media backfill` queues them a bounded
 * batch at a time, newest first, never twice, and a server start re-hosts the rest.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Media } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { runMediaCommand } from '../cli/media.ts';
import { executeSql } from '../db/execute-sql.ts';
import { jsonb } from '../db/json.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import type { WallRow } from '../db/schema.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { silentLogger } from '../ingest/deps.ts';
import { startIngestion, type Ingestion } from '../ingest/engine.ts';
import { eventually } from '../ingest/testing.ts';
import { shapeFor, toPublicPost } from '../posts/public-post.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { sessionRole } from '../testing/roles.ts';
import { backfillProgress } from './backfill.ts';
import { isHosted, type HostedMedia } from './hosted-media.ts';
import { mediaStoreFor } from './index.ts';
import { defaultMediaQueueTuning, mediaQueueName, startMediaQueue } from './queue.ts';
import { photoWithGps } from './test-images.ts';

const image = (url: string): Media => ({
  kind: 'image',
  url,
  width: null,
  height: null,
  alt: '',
  originalUrl: null,
  embedUrl: null,
});

describe.each(testDatabases())('media backfill on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  let config: ServerConfig;
  let app: FastifyInstance;
  let engine: Ingestion | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-backfill-'));

  beforeAll(async () => {
    database = await openMigrated(target);
    config = testConfig({
      CHORUS_FETCH_ALLOW: '127.0.0.1/32',
      CHORUS_WORKERS: '1',
      CHORUS_DATA_DIR: dataDir,
    });
    const jpeg = (colour: string) => ({
      headers: { 'content-type': 'image/jpeg' },
      body: photoWithGps(320, 240, colour),
    });
    const bodies = Object.fromEntries(
      await Promise.all(
        ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa', '#aa00aa'].map(
          async (colour, index) => [index, await jpeg(colour).body] as const,
        ),
      ),
    );
    network = await startFakeNetwork(
      Object.entries(bodies).map(([index, body]) => ({
        path: `/img/${index}`,
        respond: { headers: { 'content-type': 'image/jpeg' }, body },
      })),
    );
    app = await buildTestApp(database, config);
  });
  afterAll(async () => {
    await engine?.stop();
    await app?.close();
    await network?.close();
    await database?.close();
  });

  /** Posts as they were stored before re-hosting existed: `hosted_media` null. */
  async function seedOldPosts(wall: WallRow, pictures: number[]) {
    const source = await seedSource(database.db, wall.id, { network: 'rss', feedType: 'url' });
    const ids: number[] = [];
    for (const [order, picture] of pictures.entries()) {
      const { post } = await upsertPost(database.db, {
        wallId: wall.id,
        sourceId: source.id,
        network: 'rss',
        externalId: `old-${picture}`,
        title: `Old post ${picture}`,
        description: `Text of ${picture}`,
        media: [image(`${network.baseUrl}/img/${picture}?sig=expires`)],
        createdAt: 1_700_000_000 + order * 60,
        initialState: 'approved',
      });
      ids.push(post.id);
    }
    // Neither waits: no picture, and a picture that is Chorus's own file.
    for (const [externalId, media] of [
      ['text-only', []],
      ['own-file', [image('/favicon.svg')]],
    ] as const) {
      await upsertPost(database.db, {
        wallId: wall.id,
        sourceId: source.id,
        network: 'rss',
        externalId,
        media: [...media],
        createdAt: 1_699_000_000,
        initialState: 'approved',
      });
    }
    return ids;
  }

  const jobKeys = async () =>
    (
      await executeSql<{ singleton_key: string }>(
        database.db,
        `select singleton_key from pgboss.job where name = $1`,
        [mediaQueueName],
      )
    ).rows
      .map((row) => Number(row.singleton_key))
      .sort((a, b) => a - b);

  it('queues a bounded batch, newest first, never the same post twice, and hides network addresses meanwhile', async () => {
    const { user, wall } = await seedWall(database.db);
    const [oldest, middle, newest] = await seedOldPosts(wall, [0, 1, 2]);
    // Before the backfill the old posts still name the image server.
    expect(await backfillProgress(database.db, { wallId: wall.id })).toEqual({
      withPictures: 3,
      waiting: 3,
    });
    const queue = await startMediaQueue(database.db, defaultMediaQueueTuning, silentLogger);
    try {
      const first = await runMediaCommand(database.db, ['backfill'], {
        wall: wall.user_name,
        queue,
        batchSize: 2,
      });
      expect(first).toEqual({
        code: 0,
        message:
          '2 of 3 posts waiting for their pictures queued (newest first, at most 2 jobs waiting at once).\n' +
          '0 of 3 posts with pictures re-hosted.\n' +
          "The server's media jobs re-host the queued posts; run this again to queue more (posts already queued are not queued twice).",
      });
      expect(await jobKeys()).toEqual([middle, newest]);

      // Two jobs wait already: a second run queues nothing.
      const second = await runMediaCommand(database.db, ['backfill'], {
        wall: wall.user_name,
        queue,
        batchSize: 2,
      });
      expect(second.message.split('\n')[0]).toBe(
        '0 of 3 posts waiting for their pictures queued (newest first, at most 2 jobs waiting at once).',
      );
      // With room, only the post not queued yet is added.
      const third = await runMediaCommand(database.db, ['backfill'], {
        wall: wall.user_name,
        queue,
      });
      expect(third.message.split('\n')[0]).toBe(
        '1 of 3 posts waiting for their pictures queued (newest first, at most 500 jobs waiting at once).',
      );
      expect(await jobKeys()).toEqual([oldest, middle, newest]);
      const fourth = await runMediaCommand(database.db, ['backfill'], {
        wall: wall.user_name,
        queue,
      });
      expect(fourth.message.split('\n')[0]).toMatch(/^0 of 3 posts/);
      expect(await jobKeys()).toHaveLength(3);
    } finally {
      await queue.stop(5_000);
    }

    // Until their pictures arrive, the posts show their text and no network address.
    const rows = await database.db
      .selectFrom('posts')
      .selectAll()
      .where('wall_id', '=', wall.id)
      .execute();
    const shown = rows.map((row) => toPublicPost(row, shapeFor(wall)));
    expect(JSON.stringify(shown)).not.toContain(network.baseUrl);
    expect(shown.find((post) => post.title === 'Old post 1')).toMatchObject({
      media: [],
      description: 'Text of 1',
    });
    // A post showing only Chorus's own file is left as it was.
    expect(shown.flatMap((post) => post.media.map((item) => item.url))).toEqual(['/favicon.svg']);

    // The owner's media usage says how many posts still wait.
    const owner = await sessionRole(database.db, 'owner', user);
    const usage = await app.inject({
      url: `/api/profile/${wall.user_name}/media`,
      headers: owner.headers,
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({ pictures: 0, waiting: 3 });

    expect(await runMediaCommand(database.db, ['backfill'], { wall: 'no-such-wall' })).toEqual({
      code: 1,
      message: 'No wall is called "no-such-wall".',
    });
    expect((await runMediaCommand(database.db, ['sweep'])).code).toBe(64);
  });

  it('re-hosts old posts and a post whose job gave up when the server starts; a second run queues nothing', async () => {
    const { user, wall } = await seedWall(database.db);
    const ids = await seedOldPosts(wall, [3, 4]);
    // A post whose media job gave up: its picture is left "retryable" and no job waits.
    const gaveUpUrl = `${network.baseUrl}/img/5?sig=expires`;
    const [gaveUp] = await seedOldPosts(wall, [5]);
    await database.db
      .updateTable('posts')
      .set({
        hosted_media: jsonb<HostedMedia>({
          [gaveUpUrl]: { error: `${gaveUpUrl} answered 503.`, retryable: true },
        }),
      })
      .where('id', '=', gaveUp ?? 0)
      .execute();
    expect(await backfillProgress(database.db, { wallId: wall.id })).toEqual({
      withPictures: 3,
      waiting: 3,
    });

    engine = await startIngestion({
      database,
      plugins: new PluginHost([rssConnector()]),
      config,
      logger: silentLogger,
      overrides: {
        queue: { pollingIntervalSeconds: 0.5 },
        tickMs: 3_600_000,
        media: { pollingIntervalSeconds: 0.5, retryDelay: 1 },
      },
    });
    const allIds = [...ids, gaveUp ?? 0];
    const rows = await eventually(
      'the old posts to be re-hosted',
      async () => {
        const posts = await database.db
          .selectFrom('posts')
          .selectAll()
          .where('id', 'in', allIds)
          .execute();
        const done = posts.filter((post) => Object.values(post.hosted_media ?? {}).some(isHosted));
        return done.length === allIds.length ? posts : undefined;
      },
      60_000,
    );

    // Stored files: each original in the media store, with its size.
    const store = mediaStoreFor(config);
    for (const row of rows) {
      const [stored] = Object.values(row.hosted_media ?? {});
      expect(isHosted(stored)).toBe(true);
      if (!isHosted(stored)) continue;
      expect(stored).toMatchObject({ width: 320, height: 240 });
      expect(await store.has(`${stored.hash}/original`)).toBe(true);
      const shown = toPublicPost(row, shapeFor(wall));
      expect(shown.media[0]?.url).toBe(`/media/${stored.hash}/600`);
    }

    // The first test's wall was re-hosted too (its jobs were waiting).
    const everything = await backfillProgress(database.db);
    expect(everything.waiting).toBe(0);
    const jobsBefore = (await jobKeys()).length;
    const again = await runMediaCommand(database.db, ['backfill'], { wall: wall.user_name });
    expect(again).toEqual({
      code: 0,
      message:
        '0 of 0 posts waiting for their pictures queued (newest first, at most 500 jobs waiting at once).\n' +
        '3 of 3 posts with pictures re-hosted.',
    });
    expect(await jobKeys()).toHaveLength(jobsBefore);

    const owner = await sessionRole(database.db, 'owner', user);
    const usage = await app.inject({
      url: `/api/profile/${wall.user_name}/media`,
      headers: owner.headers,
    });
    expect(usage.json()).toMatchObject({ pictures: 3, waiting: 0 });
  });
});
