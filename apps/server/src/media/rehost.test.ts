/**
 * Re-hosting end to end: the ingestion engine crawls a fake feed whose posts carry pictures
 * (a photo, the same photo at another address, one too big, a pixel flood, a malformed one, an
 * expiring one, an animated GIF, one whose host fails twice), and the media jobs store them.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { silentLogger } from '../ingest/deps.ts';
import { startIngestion, type Ingestion } from '../ingest/engine.ts';
import { eventually } from '../ingest/testing.ts';
import { shapeFor, toPublicPost } from '../posts/public-post.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import type { ServerConfig } from '../config.ts';
import { isHosted, type HostedFailure, type HostedImage } from './hosted-media.ts';
import { mediaStoreFor } from './index.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import type { MediaStore } from './store.ts';
import { animatedGif, malformedJpeg, photoWithGps, pixelFloodPng } from './test-images.ts';

const pictures = ['photo', 'copy', 'huge', 'flood', 'bad', 'expiring', 'anim', 'flaky'] as const;

function feedWith(baseUrl: string): string {
  const items = pictures.map(
    (name, index) => `<item><guid isPermaLink="false">${name}</guid><title>Post ${name}</title>
  <link>https://news.example.org/${name}</link><description>Text of ${name}</description>
  <pubDate>${new Date((1_763_000_000 + index * 60) * 1000).toUTCString()}</pubDate>
  <enclosure url="${baseUrl}/img/${name}?sig=1" type="image/jpeg" length="1"/></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Pictures</title>
<link>https://news.example.org/</link><description>Test</description>${items.join('')}</channel></rss>`;
}

// Local disk on every database; the S3-compatible store on PGlite (the store is independent
// of the database, and each run costs a crawl).
const targets = testDatabases().flatMap((target) =>
  target.name === 'pglite'
    ? [
        { ...target, store: 'local disk' as const },
        { ...target, store: 'S3 (s3rver)' as const },
      ]
    : [{ ...target, store: 'local disk' as const }],
);

describe.each(targets)('re-hosting at ingest on $name, $store', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  let engine: Ingestion;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-media-'));
  let s3: S3TestServer | undefined;
  let config: ServerConfig;
  let store: MediaStore;
  let photo: Buffer;

  beforeAll(async () => {
    s3 = target.store === 'S3 (s3rver)' ? await startS3TestServer() : undefined;
    const s3Variables: Record<string, string> = s3
      ? {
          CHORUS_MEDIA_S3_ENDPOINT: s3.config.endpoint,
          CHORUS_MEDIA_S3_BUCKET: s3.config.bucket,
          CHORUS_MEDIA_S3_ACCESS_KEY: s3.config.accessKeyId,
          CHORUS_MEDIA_S3_SECRET_KEY: s3.config.secretAccessKey,
          CHORUS_MEDIA_S3_PREFIX: s3.config.prefix,
        }
      : {};
    config = testConfig({
      CHORUS_FETCH_ALLOW: '127.0.0.1/32',
      CHORUS_WORKERS: '2',
      CHORUS_DATA_DIR: dataDir,
      ...s3Variables,
    });
    store = mediaStoreFor(config);
    database = await openMigrated(target);
    photo = await photoWithGps(800, 600);
    const jpeg = { 'content-type': 'image/jpeg' };
    const image = (body: Uint8Array) => ({ headers: jpeg, body });
    network = await startFakeNetwork([
      {
        path: '/feed',
        respond: () => ({
          headers: { 'content-type': 'application/rss+xml' },
          body: feedWith(network.baseUrl),
        }),
      },
      { path: '/img/photo', respond: image(photo) },
      { path: '/img/copy', respond: image(photo) },
      { path: '/img/huge', respond: image(Buffer.alloc(11 * 1024 * 1024, 0xff)) },
      { path: '/img/flood', respond: image(await pixelFloodPng()) },
      { path: '/img/bad', respond: image(malformedJpeg()) },
      // A signed URL that works once, then has expired.
      {
        path: '/img/expiring',
        respond: [image(await photoWithGps(640, 480, '#aa3355')), { status: 403 }],
      },
      {
        path: '/img/anim',
        respond: { headers: { 'content-type': 'image/gif' }, body: await animatedGif() },
      },
      // Fails three times in a row (the safe client's own two retries and the first job),
      // then works: the media queue's retry brings it.
      {
        path: '/img/flaky',
        respond: [
          { status: 503 },
          { status: 503 },
          { status: 503 },
          image(await photoWithGps(300, 300, '#225522')),
        ],
      },
    ]);
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
    await engine.tick();
    app = await buildTestApp(database, config);
  });
  afterAll(async () => {
    await app?.close();
    await engine?.stop();
    await network?.close();
    await database?.close();
    await s3?.close();
  });

  /** The names stored for a picture: its original and the sizes rendered so far. */
  const storedNames = async (hash: string) => {
    const names = ['original', '300.avif', '1920.jpeg', '600.webp'];
    const present = await Promise.all(names.map((name) => store.has(`${hash}/${name}`)));
    return names.filter((_, index) => present[index]).sort();
  };

  let crawl: ReturnType<typeof crawlOnce> | undefined;
  // One crawl serves every test: the expiring picture can be fetched only once.
  const crawledPosts = () => (crawl ??= crawlOnce());

  async function crawlOnce() {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: `${network.baseUrl}/feed` },
    });
    await engine.requestCrawl(source.id);
    const rows = await eventually(
      'every picture to be handled',
      async () => {
        const posts = await database.db
          .selectFrom('posts')
          .selectAll()
          .where('source_id', '=', source.id)
          .execute();
        const done = posts.filter((post) => {
          const entries = Object.values(post.hosted_media ?? {});
          return (
            entries.length === 1 && entries.every((entry) => isHosted(entry) || !entry.retryable)
          );
        });
        return posts.length === pictures.length && done.length === posts.length ? posts : undefined;
      },
      60_000,
    );
    return { wall, rows };
  }

  it('stores each picture once, with its size and placeholder, and records why others failed', async () => {
    const { wall, rows } = await crawledPosts();
    const byName = new Map(
      rows.map((row) => [row.external_id, Object.values(row.hosted_media ?? {})[0]]),
    );
    const stored = (name: string) => byName.get(name) as HostedImage;
    const failed = (name: string) => byName.get(name) as HostedFailure;

    expect(stored('photo')).toMatchObject({ width: 800, height: 600 });
    expect(stored('photo').placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // The same bytes at two addresses, in two posts: one file.
    expect(stored('copy').hash).toBe(stored('photo').hash);
    expect(await storedNames(stored('photo').hash)).toEqual(['original']);
    if (target.store === 'local disk') {
      const hash = stored('photo').hash;
      expect(readdirSync(path.join(dataDir, 'media', hash.slice(0, 2), hash))).toEqual([
        'original',
      ]);
    } else {
      // Nothing on the local disk: the bucket has it all.
      expect(existsSync(path.join(dataDir, 'media'))).toBe(false);
    }
    expect(stored('expiring')).toMatchObject({ width: 640, height: 480 });
    expect(stored('anim')).toMatchObject({ width: 64, height: 48 });
    expect(stored('flaky')).toMatchObject({ width: 300, height: 300 });

    expect(failed('huge')).toEqual({
      error: expect.stringContaining('is larger than 10 MB'),
      retryable: false,
    });
    expect(failed('flood')).toEqual({
      error: 'The picture is 60000 × 60000 pixels, more than the 50 megapixels Chorus decodes.',
      retryable: false,
    });
    expect(failed('bad')).toEqual({
      error: expect.stringContaining('(malformed image)'),
      retryable: false,
    });

    // A visitor gets Chorus's addresses only; a post whose picture failed still shows its text.
    const shape = shapeFor(wall);
    const shown = rows.map((row) => toPublicPost(row, shape));
    expect(JSON.stringify(shown)).not.toContain(network.baseUrl);
    const photoPost = shown.find((post) => post.title === 'Post photo');
    expect(photoPost?.media).toEqual([
      expect.objectContaining({
        url: `/media/${stored('photo').hash}/600`,
        width: 800,
        height: 600,
        placeholder: stored('photo').placeholder,
      }),
    ]);
    const floodPost = shown.find((post) => post.title === 'Post flood');
    expect(floodPost).toMatchObject({ media: [], description: 'Text of flood' });
  });

  it('serves the stored pictures in the browser’s format, long cached, after the network URL expired', async () => {
    const { rows } = await crawledPosts();
    const expiring = rows.find((row) => row.external_id === 'expiring');
    const hosted = Object.values(expiring?.hosted_media ?? {})[0] as HostedImage;
    const again = await fetch(`${network.baseUrl}/img/expiring?sig=1`);
    expect(again.status).toBe(403);

    const avif = await app.inject({
      url: `/media/${hosted.hash}/300`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers['vary']).toBe('Accept');
    const variant = await sharp(avif.rawPayload).metadata();
    expect(variant).toMatchObject({ width: 300, height: 225 });
    expect(variant.exif).toBeUndefined();

    const jpeg = await app.inject({
      url: `/media/${hosted.hash}/1920`,
      headers: { accept: '*/*' },
    });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(640);
    expect(await storedNames(hosted.hash)).toEqual(['1920.jpeg', '300.avif', 'original']);

    const revalidated = await app.inject({
      url: `/media/${hosted.hash}/300`,
      headers: { accept: 'image/avif', 'if-none-match': String(avif.headers['etag']) },
    });
    expect(revalidated.statusCode).toBe(304);

    // WebP for a browser that takes it but not AVIF, with the same long-lived caching.
    const webp = await app.inject({
      url: `/media/${hosted.hash}/1200`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
  });

  it('keeps an animated GIF animated through the media route: WebP, else GIF', async () => {
    const { rows } = await crawledPosts();
    const anim = rows.find((row) => row.external_id === 'anim');
    const hosted = Object.values(anim?.hosted_media ?? {})[0] as HostedImage;
    const webp = await app.inject({
      url: `/media/${hosted.hash}/300`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload, { animated: true }).metadata()).pages).toBe(3);
    const gif = await app.inject({ url: `/media/${hosted.hash}/300`, headers: { accept: '*/*' } });
    expect(gif.headers['content-type']).toBe('image/gif');
    expect((await sharp(gif.rawPayload, { animated: true }).metadata()).pages).toBe(3);
  });

  it('answers only for stored pictures and the widths walls use', async () => {
    const unknown = 'a'.repeat(64);
    expect((await app.inject({ url: `/media/${unknown}/300` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/media/not-a-hash/300` })).statusCode).toBe(404);
    const { rows } = await crawledPosts();
    const hosted = Object.values(rows[0]?.hosted_media ?? {}).find(isHosted);
    expect(hosted).toBeDefined();
    expect((await app.inject({ url: `/media/${hosted?.hash}/301` })).statusCode).toBe(404);
  });
});
