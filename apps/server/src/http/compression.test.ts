/**
 * What a visitor downloads is compressed: the wall feed once per cached page (Brotli or gzip, by
 * `Accept-Encoding`, with an ETag per form), every other sizeable answer by the global plugin;
 * request bodies are never inflated. A public wall's feed may be held by a CDN for a few
 * seconds; a wall only its people may see stays private.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWall } from '../db/repositories/walls.ts';
import { seedSource } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { addTestPost, photo } from '../routes/posts/testing.ts';
import { buildWallTestApp } from '../routes/walls/testing.ts';
import { useRoleApp } from '../testing/role-app.ts';
import {
  EncodedBodies,
  encodedEtag,
  preferredEncoding,
  publicCacheHeaders,
} from './compression.ts';

describe('choosing and making the encoded forms', () => {
  it('prefers Brotli, then gzip, and sends the body as it is otherwise', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('compresses a body once per form and gives each form its own strong ETag', () => {
    const entry = { body: JSON.stringify({ posts: Array(200).fill({ title: 'Hello wall' }) }) };
    const bodies = new EncodedBodies<typeof entry>();
    const br = bodies.get(entry, 'br');
    expect(bodies.get(entry, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(entry.body);
    expect(gunzipSync(bodies.get(entry, 'gzip')).toString()).toBe(entry.body);
    expect(br.byteLength).toBeLessThan(entry.body.length / 10);
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('"abc"', null)).toBe('"abc"');
  });

  it('lets a CDN hold a public answer for the seconds set, and not at all with 0', () => {
    expect(publicCacheHeaders(5)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=5',
      'cdn-cache-control': 'public, max-age=5, stale-while-revalidate=5',
    });
    expect(publicCacheHeaders(0)).toEqual({ 'cache-control': 'no-cache' });
  });
});

describe.each(testDatabases())('compressed answers on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);

  beforeAll(async () => {
    const db = t.database.db;
    const source = await seedSource(db, t.roles.wallA.id);
    for (let index = 0; index < 30; index += 1) {
      await addTestPost(db, t.roles.wallA.id, {
        sourceId: source.id,
        title: `Post number ${index} on the wall`,
        createdAt: 1_700_000_000 + index,
        media: [photo],
      });
    }
  });

  const feed = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/posts?wall=${t.roles.wallA.user_name}`, headers });

  it('sends the feed in Brotli or gzip as asked, the same JSON as the plain answer', async () => {
    const plain = await feed();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const br = await feed({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 4);
    const gzip = await feed({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain, br, gzip].map((answer) => answer.headers['etag'])).size).toBe(3);
  });

  it('counts the feed in bytes: a page under 1 kB of characters but over 1 kB of bytes is compressed', async () => {
    const db = t.database.db;
    const wall = await createWall(db, {
      userId: t.roles.ownerA.user!.id,
      userName: `snow${Date.now()}`,
      name: 'Snow',
    });
    const source = await seedSource(db, wall.id);
    // Three bytes per character in UTF-8.
    await addTestPost(db, wall.id, { sourceId: source.id, title: '雪'.repeat(260) });
    const url = `/api/posts?wall=${wall.user_name}`;
    const plain = await t.app.inject({ url });
    expect(plain.body.length).toBeLessThan(1024);
    expect(plain.rawPayload.byteLength).toBeGreaterThanOrEqual(1024);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 to the ETag of the form the client holds', async () => {
    const br = await feed({ 'accept-encoding': 'br' });
    const again = await feed({
      'accept-encoding': 'br',
      'if-none-match': String(br.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
  });

  it("lets a CDN hold a public wall's feed for seconds; a hidden wall's stays private", async () => {
    const shared = await feed();
    expect(shared.headers['cache-control']).toBe(publicCacheHeaders(5)['cache-control']);
    expect(shared.headers['cdn-cache-control']).toBe(publicCacheHeaders(5)['cdn-cache-control']);
    const nocache = await t.app.inject({
      url: `/api/posts?wall=${t.roles.wallA.user_name}&nocache=1`,
    });
    expect(nocache.headers['cache-control']).toBe('no-store');
    await t.database.db
      .updateTable('walls')
      .set({ status: 2 })
      .where('id', '=', t.roles.wallB.id)
      .execute();
    const hidden = await t.app.inject({
      url: `/api/posts?wall=${t.roles.wallB.user_name}`,
      headers: t.roles.ownerB.headers,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.headers['cache-control']).toBe('private, no-cache');
  });

  it('compresses the other sizeable answers too, and never inflates a request body', async () => {
    const docs = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toMatchObject({
      openapi: '3.1.0',
    });
    const zipped = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
    });
    expect(zipped.statusCode).toBeGreaterThanOrEqual(400);
    expect(zipped.statusCode).toBeLessThan(500);
  });
});
