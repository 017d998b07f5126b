import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineArchiveConnector, defineFeedType } from '@chorus/connector-kit';
import { googleplusConnector } from '@chorus/connector-googleplus';
import { vineConnector } from '@chorus/connector-vine';
import type { Author, Media } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { createSource } from '../db/repositories/sources.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { SourceRow, WallRow } from '../db/schema.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { hostedView, pictureUrlsOf, type HostedMedia } from '../media/hosted-media.ts';
import { multipartFile } from '../media/testing-upload.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { writeZip, type ZipEntry } from './testing-zip.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');
const takeoutDir = path.join(repo, 'plugins/connectors/googleplus/src/__fixtures__/takeout');
const vineFixture = path.join(repo, 'plugins/connectors/vine/src/__fixtures__/archive.json');

/** The fixture Takeout export as zip entries, plus a post file cut short. */
function takeoutEntries(prefix = ''): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(takeoutDir, relative))) {
      const inner = relative ? `${relative}/${name}` : name;
      if (statSync(path.join(takeoutDir, inner)).isDirectory()) walk(inner);
      else entries.push({ name: prefix + inner, data: readFileSync(path.join(takeoutDir, inner)) });
    }
  };
  walk('');
  entries.push({
    name: `${prefix}Takeout/Google+ Stream/Posts/20181107 - Broken.json`,
    data: '{ "url": "https://plus.google.com/1/posts/Broken", "content": "no',
  });
  return entries;
}

/**
 * An archive connector whose parser stops after its 12th post until the test lets it go on:
 * the import's progress is read while it runs.
 */
function gatedConnector() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const connector = defineArchiveConnector<{ n: number }>({
    id: 'gated',
    shortCode: 'gated',
    sourceNumber: 9901,
    displayName: 'Gated',
    icon: 'M0 0h24v24H0z',
    feedTypes: {
      all: defineFeedType({
        title: 'All',
        schema: z.object({ name: z.string() }),
        label: (options) => options.name,
      }),
    },
    archive: {
      maxBytes: 1024,
      contentTypes: ['application/json'],
      extensions: ['.json'],
      hint: 'Any JSON.',
      count: () => Promise.resolve(20),
      async *parse() {
        for (let n = 1; n <= 20; n += 1) {
          if (n === 13) await gate;
          yield { ok: true as const, item: { n } };
        }
      },
      toPost: (item) => ({
        externalId: `gated-${item.n}`,
        network: 'gated',
        author: { name: 'Gate' },
        title: '',
        description: `Post ${item.n}`,
        url: null,
        media: [],
        createdAt: 1_700_000_000 + item.n,
        likes: 0,
        comments: 0,
      }),
    },
  });
  return { connector, release: () => release() };
}

describe.each(testDatabases())('archive imports on $name', ({ open }) => {
  const gated = gatedConnector();
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let owner: Role;
  let wall: WallRow;
  let dataDir: string;

  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database.db);
    dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-arc-'));
    app = await buildApp({
      config: testConfig({
        CHORUS_DATA_DIR: dataDir,
        CHORUS_MEDIA_DIR: path.join(dataDir, 'media'),
        CHORUS_PLANS: 'self-hosted',
      }),
      database,
      plugins: new PluginHost([googleplusConnector(), vineConnector(), gated.connector()]),
      logger: false,
      archives: {
        maxBytes: 2 * 1024 * 1024,
        zipLimits: {
          maxEntries: 50,
          maxInflatedBytes: 8 * 1024 * 1024,
          maxEntryBytes: 4 * 1024 * 1024,
          maxRatio: 100,
        },
      },
    });
    await app.ready();
    const user = await createAccount(database.db, 'arc', { plan: 'premium' });
    wall = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('arc'),
      name: 'A',
    });
    owner = await sessionRole(database.db, 'owner', user);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newSource = (network: string, feedType: string, options: Record<string, string>) =>
    createSource(database.db, {
      wallId: wall.id,
      network,
      feedType,
      options,
      label: 'x',
      privacy: 0,
    });

  const upload = (source: SourceRow, bytes: Uint8Array, name: string, type: string) => {
    const { payload, contentType } = multipartFile(bytes, name, type);
    return app.inject({
      method: 'POST',
      url: `/api/${source.network}/${source.id}/archive`,
      headers: { ...owner.headers, 'content-type': contentType },
      payload,
    });
  };

  const progress = async (source: SourceRow) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/${source.network}/${source.id}/archive`,
      headers: owner.headers,
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { import: Record<string, unknown> | null }).import;
  };

  const postsOf = (source: SourceRow) =>
    database.db
      .selectFrom('posts')
      .select(['external_id', 'description', 'media', 'author', 'hosted_media', 'url'])
      .where('source_id', '=', source.id)
      .orderBy('external_id')
      .execute();

  it('imports a Google+ Takeout zip as a job: posts, stored pictures, progress, problems', async () => {
    const source = await newSource('googleplus', 'archive', { username: 'Ada Example' });
    const answer = await upload(
      source,
      writeZip(takeoutEntries()),
      'takeout.zip',
      'application/zip',
    );
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ import: { total: 7, fileName: 'takeout.zip' } });
    await app.archiveImports.idle();
    expect(await progress(source)).toMatchObject({
      state: 'done',
      total: 7,
      done: 7,
      imported: 5,
      unchanged: 0,
      skipped: 2,
      problems: [
        { where: '20181107 - Broken.json', reason: expect.stringMatching(/not a JSON file/) },
        { where: '20181108 - No time.json', reason: expect.stringMatching(/^creationTime:/) },
      ],
    });
    const posts = await postsOf(source);
    expect(posts).toHaveLength(5);
    const album = posts.find((post) => post.external_id.endsWith('UgiAlbum'));
    if (!album) throw new Error('the album post is missing');
    const shown = hostedView(
      album.media as Media[],
      album.author as Author,
      album.hosted_media as HostedMedia,
    );
    // Both pictures came out of the zip into the media storage, served from /media.
    expect(shown.media.map((item) => [item.url.replace(/[0-9a-f]{64}/, 'H'), item.width])).toEqual([
      ['/media/H/600', 4],
      ['/media/H/600', 3],
    ]);
    const count = await database.db
      .selectFrom('media_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThanOrEqual(4);
    // The upload is not kept once imported.
    expect(readdirSync(path.join(dataDir, 'archives'))).toEqual([]);
  });

  it('adds nothing when the same archive is imported again', async () => {
    const source = await newSource('googleplus', 'archive', { username: 'Ada Example' });
    const zip = writeZip(takeoutEntries('again/'));
    expect((await upload(source, zip, 'takeout.zip', 'application/zip')).statusCode).toBe(202);
    await app.archiveImports.idle();
    const first = await postsOf(source);
    expect((await upload(source, zip, 'takeout.zip', 'application/zip')).statusCode).toBe(202);
    await app.archiveImports.idle();
    expect(await progress(source)).toMatchObject({ state: 'done', imported: 0, unchanged: 5 });
    expect(await postsOf(source)).toEqual(first);
  });

  it('imports a Vine JSON, and a hashtag source keeps only the tagged posts', async () => {
    const json = readFileSync(vineFixture);
    const user = await newSource('vine', 'user', { username: 'loopmaker' });
    expect((await upload(user, json, 'vines.json', 'application/json')).statusCode).toBe(202);
    const tag = await newSource('vine', 'hashtag', { hashtag: 'magic' });
    expect((await upload(tag, json, 'vines.json', 'application/json')).statusCode).toBe(202);
    await app.archiveImports.idle();
    expect(await progress(user)).toMatchObject({
      state: 'done',
      total: 6,
      imported: 3,
      skipped: 3,
    });
    expect((await postsOf(user)).map((post) => post.url)).toEqual([
      'https://vine.co/v/Ob5t1IZq1Xp',
      'https://v.cdn.vine.co/r/videos/CD34/1423904400000.mp4',
      'https://vine.co/v/5W0dxQhU2mJ',
    ]);
    // The video (its thumbnail as the poster) and the avatar are what the media job re-hosts.
    const [first] = await postsOf(user);
    if (!first) throw new Error('the first Vine post is missing');
    expect(first.media).toMatchObject([
      {
        kind: 'video',
        url: 'https://v.cdn.vine.co/r/videos/AB12/1420914127000.mp4.jpg?versionId=abc',
        originalUrl: 'https://v.cdn.vine.co/r/videos/AB12/1420914127000.mp4?versionId=abc',
      },
    ]);
    expect(
      pictureUrlsOf({ media: first.media as Media[], author: first.author as Author }),
    ).toEqual([
      'https://v.cdn.vine.co/r/videos/AB12/1420914127000.mp4.jpg?versionId=abc',
      'https://v.cdn.vine.co/r/avatars/AB12.jpg',
    ]);
    expect((await postsOf(tag)).map((post) => post.external_id)).toEqual([
      '1170281862736125952',
      '1170281862736125956',
    ]);
  });

  it('refuses a file over the size cap, a wrong type and a zip bomb, changing nothing', async () => {
    const source = await newSource('googleplus', 'archive', { username: 'Ada Example' });
    const big = writeZip([
      { name: 'a.bin', data: Buffer.alloc(3 * 1024 * 1024, 7), deflate: false },
    ]);
    const tooBig = await upload(source, big, 'takeout.zip', 'application/zip');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'The file is larger than 2 MB.' });

    const json = await upload(source, Buffer.from('[]'), 'vines.json', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: expect.stringMatching(/^This file is not one/) });

    const bomb = writeZip([
      {
        name: 'Takeout/Google+ Stream/Posts/20180101 - Boom.json',
        data: Buffer.alloc(6 * 1024 * 1024),
      },
    ]);
    const refused = await upload(source, bomb, 'takeout.zip', 'application/zip');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: expect.stringMatching(/zip bomb/) });

    const many = writeZip(
      Array.from({ length: 60 }, (_, index) => ({ name: `f${index}.txt`, data: 'x' })),
    );
    const tooMany = await upload(source, many, 'takeout.zip', 'application/zip');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: 'The zip holds 60 files; at most 50 are accepted.',
    });

    const notTakeout = await upload(
      source,
      writeZip([{ name: 'Takeout/Mail/all.mbox', data: 'From x' }]),
      'takeout.zip',
      'application/zip',
    );
    expect(notTakeout.statusCode).toBe(400);
    expect(notTakeout.json()).toMatchObject({
      error: expect.stringMatching(/holds no Google\+ posts/),
    });
    expect(await progress(source)).toBeNull();
    expect(await postsOf(source)).toEqual([]);
  });

  it('skips a post file that lies about its inflated size, and loses no post', async () => {
    const source = await newSource('googleplus', 'archive', { username: 'Ada Example' });
    const good = writeZip(takeoutEntries());
    expect((await upload(source, good, 'takeout.zip', 'application/zip')).statusCode).toBe(202);
    await app.archiveImports.idle();
    const before = await postsOf(source);
    const liar = writeZip([
      {
        name: 'Takeout/Google+ Stream/Posts/20180101 - Liar.json',
        data: Buffer.alloc(3 * 1024 * 1024, 32),
        declaredSize: 100,
      },
    ]);
    expect((await upload(source, liar, 'takeout.zip', 'application/zip')).statusCode).toBe(202);
    await app.archiveImports.idle();
    const failed = await progress(source);
    // The post file cannot be read: it is skipped with the reason, and the import ends.
    expect(failed).toMatchObject({ state: 'done', imported: 0, skipped: 1 });
    expect(await postsOf(source)).toEqual(before);
  });

  it('stores the progress as the job goes, and the request never waits for it', async () => {
    const source = await newSource('gated', 'all', { name: 'g' });
    const answer = await upload(source, Buffer.from('{}'), 'any.json', 'application/json');
    // Answered while the import is held after its 12th post.
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ import: { state: 'queued', total: 20, done: 0 } });
    await vi.waitFor(async () => expect(await progress(source)).toMatchObject({ done: 10 }), {
      timeout: 20_000,
    });
    expect(await progress(source)).toMatchObject({ state: 'running', total: 20, imported: 10 });
    const again = await upload(source, Buffer.from('{}'), 'any.json', 'application/json');
    expect(again.statusCode).toBe(409);
    gated.release();
    await app.archiveImports.idle();
    expect(await progress(source)).toMatchObject({ state: 'done', done: 20, imported: 20 });
    expect(await postsOf(source)).toHaveLength(20);
  });

  it('refuses another network and a stranger', async () => {
    const source = await newSource('googleplus', 'archive', { username: 'Ada Example' });
    const { payload, contentType } = multipartFile(Buffer.from('x'), 'a.zip', 'application/zip');
    const stranger = await app.inject({
      method: 'POST',
      url: `/api/googleplus/${source.id}/archive`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect([401, 403, 404]).toContain(stranger.statusCode);
    const wrongNetwork = await app.inject({
      method: 'GET',
      url: `/api/vine/${source.id}/archive`,
      headers: owner.headers,
    });
    expect(wrongNetwork.statusCode).toBe(404);
  });
});
