/**
 * The duplicate rule by picture content: the same photo at two addresses (two networks' copies,
 * a repost re-uploaded) is told apart by address at ingest, and caught once the media job has
 * re-hosted both and knows they are the same bytes. The earliest post is kept; a post a
 * moderator already decided is left alone.
 */
import { screeningRulesSchema, type NormalizedPost } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { recordAudit } from '../db/repositories/moderation-audit.ts';
import { saveScreeningRules } from '../db/repositories/screening.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { silentLogger } from '../ingest/deps.ts';
import { storePost } from '../ingest/pipeline.ts';
import { toDomainSource } from '../ingest/source-model.ts';
import { rehostPost } from '../media/rehost.ts';
import type { MediaStore } from '../media/store.ts';
import { photoWithGps } from '../media/test-images.ts';
import { screenPictureDuplicates } from './picture-duplicates.ts';
import { tapScreeningRules } from './plugin.ts';

/** A store in memory. */
function memoryStore(): MediaStore {
  const objects = new Map<string, Buffer>();
  return {
    get: (key) => Promise.resolve(objects.get(key) ?? null),
    has: (key) => Promise.resolve(objects.has(key)),
    put: (key, bytes) => {
      objects.set(key, Buffer.from(bytes));
      return Promise.resolve();
    },
    removePicture: (hash) => {
      for (const key of objects.keys()) if (key.startsWith(`${hash}/`)) objects.delete(key);
      return Promise.resolve();
    },
  };
}

const post = (externalId: string, title: string, picture: string): NormalizedPost => ({
  externalId,
  network: 'rss',
  author: { name: 'Ada' },
  title,
  description: '',
  url: null,
  media: [
    {
      kind: 'image',
      url: picture,
      width: 800,
      height: 600,
      alt: '',
      originalUrl: null,
      embedUrl: null,
    },
  ],
  createdAt: 1_763_000_000,
  likes: 0,
  comments: 0,
});

describe.each(testDatabases())('duplicate pictures by content on $name', (target) => {
  let database: ChorusDatabase;
  const pictures = new Map<string, Buffer>();
  const store = memoryStore();

  beforeAll(async () => {
    database = await openMigrated(target);
    const photo = await photoWithGps(800, 600, '#3a7bd5');
    pictures.set('https://cdn.one.example/stage.jpg', photo);
    pictures.set('https://media.two.example/u/991.jpg?size=large', photo);
    pictures.set('https://media.two.example/u/992.jpg', photo);
    pictures.set('https://cdn.one.example/crowd.jpg', await photoWithGps(800, 600, '#d53a3a'));
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the earliest post of a picture and rejects its copies from other addresses', async () => {
    const db = database.db;
    const { wall } = await seedWall(db);
    await saveScreeningRules(
      db,
      wall.id,
      null,
      screeningRulesSchema.parse({ duplicates: { enabled: true } }),
    );
    const plugins = new PluginHost([]);
    tapScreeningRules(plugins, db);
    const sourceOf = (name: string) =>
      seedSource(db, wall.id, {
        network: 'rss',
        feedType: 'url',
        options: { url: `https://${name}.example/feed` },
        privacy: 0,
      });
    const one = await sourceOf('one');
    const two = await sourceOf('two');
    // The pipeline queues each new post's pictures for the media job.
    const queued: number[] = [];
    const media = { enqueue: (postId: number) => Promise.resolve(void queued.push(postId)) };
    const store1 = (row: typeof one, item: NormalizedPost) =>
      storePost({ db, plugins, logger: silentLogger, media }, row, toDomainSource(row), item);

    const ids: Record<string, number> = {};
    for (const [name, row, item] of [
      ['original', one, post('o1', 'Opening act on stage', 'https://cdn.one.example/stage.jpg')],
      [
        'copy',
        two,
        post('t1', 'Look who is here', 'https://media.two.example/u/991.jpg?size=large'),
      ],
      ['other', one, post('o2', 'The crowd tonight', 'https://cdn.one.example/crowd.jpg')],
      ['decided', two, post('t2', 'Stage again', 'https://media.two.example/u/992.jpg')],
    ] as const) {
      const outcome = await store1(row, item);
      if (outcome.change !== 'inserted') throw new Error(`${name} was not inserted`);
      ids[name] = outcome.postId;
    }
    const id = (name: string) => ids[name] as number;
    // At ingest the addresses differ: nothing is a duplicate yet, all four are on the wall.
    const states = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom('posts')
            .select([
              'id',
              'state',
              'screened_rule',
              'screened_verdict',
              'screened_reason',
              'trashed_at',
            ])
            .where('wall_id', '=', wall.id)
            .execute()
        ).map((row) => [Object.keys(ids).find((name) => ids[name] === row.id) ?? '', row] as const),
      );
    expect(Object.values(await states()).map((row) => row.state)).toEqual([
      'approved',
      'approved',
      'approved',
      'approved',
    ]);
    // A moderator already decided on one of the copies: the rule leaves it.
    await recordAudit(db, {
      wallId: wall.id,
      postId: id('decided'),
      action: 'pin',
      actor: { kind: 'owner', label: 'owner' },
    });

    // The media job re-hosts each post (the copy first), then screens by the bytes' hash.
    const deps = {
      db,
      store,
      http: (url: string | URL) => {
        const bytes = pictures.get(String(url));
        return Promise.resolve(
          bytes
            ? new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/jpeg' } })
            : new Response('', { status: 404 }),
        );
      },
      announce: () => Promise.resolve(),
    };
    expect([...queued].sort((a, b) => a - b)).toEqual(Object.values(ids).sort((a, b) => a - b));
    const caught = [];
    for (const name of ['copy', 'other', 'decided', 'original']) {
      expect((await rehostPost(deps, id(name))).stored).toBe(1);
      caught.push(...(await screenPictureDuplicates(db, id(name))));
    }
    expect(caught).toEqual([
      { postId: id('copy'), wallId: wall.id, state: 'removed', change: 'removed' },
    ]);

    const after = await states();
    expect(after['original']).toMatchObject({ state: 'approved', screened_rule: null });
    expect(after['other']).toMatchObject({ state: 'approved', screened_rule: null });
    expect(after['decided']).toMatchObject({ state: 'approved', screened_rule: null });
    expect(after['copy']).toMatchObject({
      state: 'removed',
      screened_rule: 'duplicates',
      screened_verdict: 'reject',
      screened_reason: `Same text or picture as post ${id('original')}.`,
    });
    expect(after['copy']?.trashed_at).toBeInstanceOf(Date);

    // Screening again changes nothing: the copy is caught once.
    expect(await screenPictureDuplicates(db, id('original'))).toEqual([]);
  });

  it('holds a copy for review when the rule says hold, and does nothing when it is off', async () => {
    const db = database.db;
    const { wall } = await seedWall(db);
    const plugins = new PluginHost([]);
    tapScreeningRules(plugins, db);
    const row = await seedSource(db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: 'https://three.example/feed' },
      privacy: 1,
    });
    const deps = {
      db,
      plugins,
      logger: silentLogger,
      media: { enqueue: () => Promise.resolve() },
    };
    const first = await storePost(
      deps,
      row,
      toDomainSource(row),
      post('h1', 'First shot of the night', 'https://cdn.one.example/stage.jpg'),
    );
    const second = await storePost(
      deps,
      row,
      toDomainSource(row),
      post('h2', 'Second shot of the night', 'https://media.two.example/u/991.jpg?size=large'),
    );
    if (first.change !== 'inserted' || second.change !== 'inserted') throw new Error('not stored');
    const media = {
      db,
      store,
      http: (url: string | URL) =>
        Promise.resolve(new Response(new Uint8Array(pictures.get(String(url)) ?? Buffer.alloc(0)))),
      announce: () => Promise.resolve(),
    };
    expect((await rehostPost(media, first.postId)).stored).toBe(1);
    expect((await rehostPost(media, second.postId)).stored).toBe(1);

    // No rules on this wall: the copy waits for a moderator like any post.
    expect(await screenPictureDuplicates(db, second.postId)).toEqual([]);

    await saveScreeningRules(
      db,
      wall.id,
      null,
      screeningRulesSchema.parse({ duplicates: { enabled: true, action: 'hold' } }),
    );
    expect(await screenPictureDuplicates(db, second.postId)).toEqual([
      { postId: second.postId, wallId: wall.id, state: 'pending', change: 'updated' },
    ]);
    const held = await db
      .selectFrom('posts')
      .select(['state', 'screened_rule', 'screened_verdict', 'screened_reason', 'trashed_at'])
      .where('id', '=', second.postId)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({
      state: 'pending',
      screened_rule: 'duplicates',
      screened_verdict: 'hold',
      screened_reason: `Same text or picture as post ${first.postId}.`,
      trashed_at: null,
    });
  });
});
