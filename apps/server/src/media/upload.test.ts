import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Author } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import type { UserRow, WallRow } from '../db/schema.ts';
import { createWall } from '../db/repositories/walls.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { mediaBaseUrl, setMediaBaseUrl } from './base-url.ts';
import { mediaUsageOfWall, sweepOrphanMedia } from './housekeeping.ts';
import { hostedView } from './hosted-media.ts';
import { localMediaStore } from './store.ts';
import { maxUploadBytes } from './upload.ts';
import { multipartFile } from './testing-upload.ts';
import { photoWithGps, pixelFloodPng } from './test-images.ts';

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe.each(testDatabases())('owner uploads on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let mediaDir: string;
  let owner: Role;
  let user: UserRow;
  let wall: WallRow;

  beforeAll(async () => {
    database = await open();
    mediaDir = mkdtempSync(path.join(tmpdir(), 'chorus-uploads-'));
    app = await buildTestApp(database, testConfig({ CHORUS_MEDIA_DIR: mediaDir }));
    user = await createAccount(database.db, 'up', { plan: 'premium' });
    wall = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('up'),
      name: 'U',
    });
    owner = await sessionRole(database.db, 'owner', user);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const upload = async (
    bytes: Uint8Array,
    options: {
      name?: string;
      type?: string;
      headers?: Record<string, string>;
      query?: string;
    } = {},
  ) => {
    const { payload, contentType } = multipartFile(bytes, options.name, options.type);
    return app.inject({
      method: 'POST',
      url: `/api/profile/${wall.user_name}/media${options.query ?? ''}`,
      headers: { ...(options.headers ?? owner.headers), 'content-type': contentType },
      payload,
    });
  };

  it.each([
    ['JPEG', () => photoWithGps(800, 600), 'photo.jpg'],
    [
      'PNG',
      () =>
        sharp({ create: { width: 320, height: 200, channels: 4, background: '#0a0' } })
          .png()
          .toBuffer(),
      'graphic.png',
    ],
    [
      'WebP',
      () =>
        sharp({ create: { width: 640, height: 480, channels: 3, background: '#a0a' } })
          .webp()
          .toBuffer(),
      'x.webp',
    ],
  ] as const)(
    'stores a %s once by its hash, with its size, placeholder and every width',
    async (_format, make, name) => {
      const bytes = await make();
      const response = await upload(bytes, { name });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{
        hash: string;
        width: number;
        height: number;
        placeholder: string;
        url: string;
        urls: Record<string, string>;
      }>();
      const { width, height } = await sharp(bytes).metadata();
      expect(body).toMatchObject({ width, height });
      expect(body.placeholder.length).toBeGreaterThan(10);
      expect(body.url).toBe(`http://localhost/media/${body.hash}/1920`);
      expect(Object.keys(body.urls)).toEqual(['96', '300', '600', '1200', '1920']);
      const row = await database.db
        .selectFrom('media_files')
        .selectAll()
        .where('hash', '=', body.hash)
        .executeTakeFirstOrThrow();
      expect(row.bytes).toBe(bytes.byteLength);
      expect(await readdir(path.join(mediaDir, body.hash.slice(0, 2), body.hash))).toContain(
        'original',
      );
      // The same file again is the same picture.
      expect((await upload(bytes, { name: 'again.bin' })).json()).toMatchObject({
        hash: body.hash,
      });
      const variant = await app.inject({
        url: new URL(body.urls['300'] ?? '').pathname,
        headers: { accept: 'image/webp,*/*' },
      });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(Math.min(300, width ?? 0));
    },
  );

  it.each([
    [
      'text named like a picture',
      Buffer.from('hello, I am not a picture'),
      'photo.jpg',
      /not a picture/,
    ],
    ['an SVG (scripts, references)', svg, 'logo.png', /SVG format is not accepted/],
    ['a pixel flood', null, 'flood.png', /megapixels/],
  ] as const)('refuses %s with the spec message and why', async (_what, given, name, reason) => {
    const bytes = given ?? (await pixelFloodPng());
    const response = await upload(bytes, { name, type: 'image/png' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.error).toBe('File upload error.');
    expect(body.issues[0]?.path).toBe('file');
    expect(body.issues[0]?.message).toMatch(reason);
  });

  it('refuses a file over 10 MB with 413, and a body that is not one file', async () => {
    const big = Buffer.concat([await photoWithGps(64, 64), Buffer.alloc(maxUploadBytes)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      error: 'File upload error.',
      issues: [{ path: 'file', message: 'The file is larger than 10 MB.' }],
    });
    const json = await app.inject({
      method: 'POST',
      url: `/api/profile/${wall.user_name}/media`,
      headers: owner.headers,
      payload: { url: 'https://example.com/a.jpg' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'File upload error.' });
    const boundary = 'chorus-field-only';
    const fieldOnly = await app.inject({
      method: 'POST',
      url: `/api/profile/${wall.user_name}/media`,
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(fieldOnly.statusCode).toBe(400);
    expect(fieldOnly.json()).toMatchObject({ error: 'File upload error.' });
  });

  it('refuses a visitor, another owner, and a plan without the banner upload', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, { headers: {} })).statusCode).toBe(401);
    const other = await sessionRole(
      database.db,
      'other',
      await createAccount(database.db, 'other', { plan: 'premium' }),
    );
    expect([403, 404]).toContain((await upload(png, { headers: other.headers })).statusCode);

    const basic = await createAccount(database.db, 'basic', { plan: 'basic' });
    const basicWall = await createWall(database.db, {
      userId: basic.id,
      userName: uniqueName('basic'),
      name: 'B',
    });
    const { payload, contentType } = multipartFile(png, 'b.png', 'image/png');
    const send = async (purpose: string) =>
      app.inject({
        method: 'POST',
        url: `/api/profile/${basicWall.user_name}/media?for=${purpose}`,
        headers: {
          ...(await sessionRole(database.db, 'basic', basic)).headers,
          'content-type': contentType,
        },
        payload,
      });
    expect((await send('banner')).statusCode).toBe(402);
    expect((await send('logo')).statusCode).toBe(201);
  });

  it('keeps uploads a wall or a hand-made post shows, counts them, and sweeps the rest', async () => {
    const make = (background: string) =>
      sharp({ create: { width: 30, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const [banner, inPost, unused] = await Promise.all(
      [make('#111'), make('#222'), make('#333')].map(async (bytes) =>
        (await upload(await bytes, { query: '?for=banner' })).json<{
          hash: string;
          url: string;
          urls: Record<string, string>;
        }>(),
      ),
    );
    const holder = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('hold'),
      name: 'H',
    });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/profile/${holder.user_name}`,
      headers: owner.headers,
      payload: { embed_display_profile: { banner: { url: banner?.url, width: 30, height: 20 } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const post = await app.inject({
      method: 'POST',
      url: `/api/post?wall=${holder.user_name}`,
      headers: owner.headers,
      payload: { title: 'Upload', image: { url: inPost?.urls['600'], width: 30, height: 20 } },
    });
    expect(post.statusCode, post.body).toBe(201);

    expect(await mediaUsageOfWall(database.db, holder.id)).toMatchObject({ pictures: 2 });
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const removed = await sweepOrphanMedia(database.db, localMediaStore(mediaDir), tomorrow);
    expect(removed).toContain(unused?.hash);
    expect(removed).not.toContain(banner?.hash);
    expect(removed).not.toContain(inPost?.hash);
  });
});

describe('the media base URL (CHORUS_MEDIA_BASE_URL)', () => {
  const author: Author = { name: 'A', picture: 'https://net.example/me.jpg' };
  const hash = 'a'.repeat(64);
  const hosted = {
    'https://net.example/p.jpg': { hash, width: 800, height: 600, placeholder: 'x' },
    'https://net.example/me.jpg': { hash, width: 800, height: 600, placeholder: 'x' },
  };
  const media = [
    {
      kind: 'image' as const,
      url: 'https://net.example/p.jpg',
      width: null,
      height: null,
      alt: '',
      originalUrl: null,
      embedUrl: null,
    },
  ];

  it('puts re-hosted pictures under the CDN, and the CDN in the pages’ img-src and media-src', async () => {
    const [database] = testDatabases();
    const db = await database!.open();
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'chorus-uploads-'));
    const app = await buildTestApp(
      db,
      testConfig({ CHORUS_MEDIA_DIR: mediaDir, CHORUS_MEDIA_BASE_URL: 'https://cdn.example.com/' }),
    );
    try {
      expect(mediaBaseUrl()).toBe('https://cdn.example.com');
      const view = hostedView(media, author, hosted);
      expect(view.media[0]).toMatchObject({
        url: `https://cdn.example.com/media/${hash}/600`,
        originalUrl: `https://cdn.example.com/media/${hash}/1920`,
      });
      expect(view.author.picture).toBe(`https://cdn.example.com/media/${hash}/96`);

      const page = await app.inject({ url: '/some-wall' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' https://cdn.example.com data:");
      expect(csp).toContain("media-src 'self' https://cdn.example.com https:");

      const user = await createAccount(db.db, 'cdn', { plan: 'premium' });
      const wall = await createWall(db.db, {
        userId: user.id,
        userName: uniqueName('cdn'),
        name: 'C',
      });
      const owner = await sessionRole(db.db, 'owner', user);
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const { payload, contentType } = multipartFile(png, 'a.png', 'image/png');
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/profile/${wall.user_name}/media?for=logo`,
        headers: { ...owner.headers, 'content-type': contentType },
        payload,
      });
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json<{ url: string }>().url).toMatch(
        /^https:\/\/cdn\.example\.com\/media\/[0-9a-f]{64}\/1920$/,
      );
    } finally {
      await app.close();
      await db.close();
      setMediaBaseUrl(undefined);
    }
    // Without it, walls get paths on Chorus itself.
    expect(hostedView(media, author, hosted).media[0]?.url).toBe(`/media/${hash}/600`);
  });

  it('must be an http(s) address without a query', () => {
    expect(() => testConfig({ CHORUS_MEDIA_BASE_URL: 'ftp://cdn.example.com' })).toThrow(
      /CHORUS_MEDIA_BASE_URL must be an http\(s\) address/,
    );
    expect(() => testConfig({ CHORUS_MEDIA_BASE_URL: 'https://cdn.example.com/?a=1' })).toThrow(
      /no query/,
    );
  });
});
