import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedSource } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { invalidateWall } from '../posts/feed-cache-wiring.ts';
import { addTestPost } from '../routes/posts/testing.ts';
import { installedPlugins } from '../plugins.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { useRoleApp } from '../testing/role-app.ts';
import { draws, fakeRendererBuild } from '../testing/wall-renderer.ts';
import { styleHashSource } from './wall-render.ts';

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A GET (or another method) over a real socket, with exactly the headers given. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

// Headers that differ between two answers of the same page by nature.
const perAnswer = new Set([
  'date',
  'connection',
  'keep-alive',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);
const lasting = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.has(name)));

describe.each(testDatabases())('kept answers before the request cycle on $name', ({ open }) => {
  const t = useRoleApp(open);
  let origin = '';
  let sourceId = 0;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sourceId = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    // Pages of a few posts large enough to be compressed (1 kB and more).
    for (let index = 0; index < 6; index++) {
      await addTestPost(t.database.db, t.roles.wallA.id, {
        sourceId,
        title: `Post ${index}`,
        description: `<p>${'Words enough to compress. '.repeat(20)}</p>`,
      });
    }
  });
  const answered = () => t.app.frontAnswers.stats.answered;
  const feedOf = (wall: string, query = '') => `${origin}/api/posts?wall=${wall}${query}`;

  it("answers a public feed page Fastify has given, with Fastify's headers and bytes", async () => {
    const wall = t.roles.wallA;
    const post = await addTestPost(t.database.db, wall.id, { sourceId, title: 'Kept up front' });
    const before = answered();
    const first = await request(feedOf(wall.user_name));
    expect(first.status).toBe(200);
    expect(first.headers['x-feed-cache']).toBe('miss');
    expect(first.headers['x-ratelimit-limit']).toBeDefined();
    expect(answered()).toBe(before);
    const second = await request(feedOf(wall.user_name));
    expect(answered()).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(JSON.parse(second.body.toString()).posts[0].id).toBe(String(post.id));
    // Every header Fastify's hooks set (security, caching, type, ETag) is there, the same; the
    // rate limit's are not, as the answer is not counted.
    expect(lasting(second.headers)).toEqual({ ...lasting(first.headers), 'x-feed-cache': 'hit' });
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(second.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('answers each encoding once compressed, with its own ETag, and 304 to it', async () => {
    const wall = t.roles.wallA;
    const url = feedOf(wall.user_name, '&count=5');
    const plain = await request(url);
    const before = answered();
    const br = await request(url, { 'accept-encoding': 'br, gzip' });
    const gzip = await request(url, { 'accept-encoding': 'gzip' });
    expect(answered()).toBe(before + 2);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toBe('accept-encoding');

    const again = await request(url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(answered()).toBe(before + 3);
  });

  it("keeps only a full answer: a 304 from Fastify lacks the page's type", async () => {
    const wall = t.roles.wallA;
    const url = feedOf(wall.user_name, '&count=7');
    const first = await request(url);
    // The page is read again from the database, the same: Fastify answers the ETag with 304.
    invalidateWall(t.app, wall.id);
    const revalidated = await request(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-type']).toBeUndefined();
    const before = answered();
    const full = await request(url);
    expect(answered()).toBe(before);
    const kept = await request(url);
    expect(answered()).toBe(before + 1);
    for (const answer of [full, kept]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('hands the page back to Fastify once moderation changed it, then keeps the new one', async () => {
    const wall = t.roles.wallA;
    const url = feedOf(wall.user_name, '&count=3');
    const post = await addTestPost(t.database.db, wall.id, { sourceId, title: 'Soon rejected' });
    invalidateWall(t.app, wall.id);
    await request(url);
    const kept = await request(url);
    expect(kept.headers['x-feed-cache']).toBe('hit');
    expect(kept.body.toString()).toContain('Soon rejected');

    const rejected = await t.app.inject({
      method: 'DELETE',
      url: `/api/post/${post.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(rejected.statusCode).toBe(200);
    const before = answered();
    const fresh = await request(url);
    expect(answered()).toBe(before);
    expect(fresh.headers['x-feed-cache']).toBe('miss');
    expect(fresh.body.toString()).not.toContain('Soon rejected');
    const keptAgain = await request(url);
    expect(answered()).toBe(before + 1);
    expect(keptAgain.body.equals(fresh.body)).toBe(true);
  });

  it('leaves sessions, credentials, bodies, other methods and fresh reads to Fastify', async () => {
    const wall = t.roles.wallA;
    const url = feedOf(wall.user_name, '&count=4');
    await request(url);
    await request(url);
    const before = answered();
    await request(url, { cookie: 'chorus_session=nothing' });
    await request(url, { authorization: 'Bearer nothing' });
    await request(url, { 'content-length': '2' }).catch(() => undefined);
    const head = await request(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(answered()).toBe(before);

    const fresh = feedOf(wall.user_name, '&count=4&nocache=1');
    await request(fresh);
    const second = await request(fresh);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(answered()).toBe(before);
  });

  it('never keeps the page of a wall that is not public', async () => {
    const wall = t.roles.wallB;
    const url = feedOf(wall.user_name);
    await request(url);
    expect((await request(url)).headers['x-feed-cache']).toBe('hit');
    await t.database.db.updateTable('walls').set({ status: 2 }).where('id', '=', wall.id).execute();
    invalidateWall(t.app, wall.id);
    const before = answered();
    expect((await request(url)).status).toBe(404);
    expect((await request(url)).status).toBe(404);
    expect(answered()).toBe(before);
  });

  it('gives every request to Fastify once the app is closing', async () => {
    const wall = t.roles.wallA;
    const url = feedOf(wall.user_name, '&count=6');
    await request(url);
    await request(url);
    const before = answered();
    t.app.frontAnswers.close();
    expect(t.app.frontAnswers.size).toBe(0);
    const answer = await request(url);
    expect(answer.status).toBe(200);
    expect(answered()).toBe(before);
  });
});

const twitter = installedPlugins.filter((plugin) => plugin.name === 'connector-twitter');
const webDist = fakeRendererBuild();

describe.each(testDatabases())('kept wall pages before the request cycle on $name', ({ open }) => {
  // Behind a trusted proxy: a view is counted by X-Forwarded-For, kept answer or not.
  const t = useRoleApp(open, (database) =>
    buildTestApp(database, testConfig({ CHORUS_WEB_DIST: webDist, TRUST_PROXY: 'true' }), twitter),
  );
  let origin = '';
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wall = t.roles.wallA;
    const sourceId = (await seedSource(t.database.db, wall.id)).id;
    await addTestPost(t.database.db, wall.id, { sourceId, title: 'On the kept page' });
    await sql`update walls set settings = settings || '{"analytics": 1}'::jsonb
      where id = ${wall.id}`.execute(t.database.db);
    invalidateWall(t.app, wall.id);
  });

  it('answers a kept wall page with its headers and bytes, counting each view', async () => {
    const wall = t.roles.wallA;
    const views = vi.spyOn(t.app.analytics, 'view');
    const visitor = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Kept test' };
    const drawn = draws();
    const first = await request(`${origin}/${wall.user_name}`, visitor);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain('<li>On the kept page</li>');
    const before = t.app.frontAnswers.stats.answered;
    const second = await request(`${origin}/${wall.user_name}`, visitor);
    expect(t.app.frontAnswers.stats.answered).toBe(before + 1);
    expect(draws()).toBe(drawn + 1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(lasting(second.headers)).toEqual({
      ...lasting(first.headers),
      'x-wall-page-cache': 'hit',
    });
    // The page's style hash is in the CSP the kept answer carries.
    expect(second.headers['content-security-policy']).toContain(
      styleHashSource('.posts{color:teal}'),
    );
    expect(views.mock.calls).toEqual([
      [wall.id, '203.0.113.9', 'Kept test'],
      [wall.id, '203.0.113.9', 'Kept test'],
    ]);

    // A 304 counts too, as Fastify's does; a changed wall goes back to Fastify and is drawn.
    const again = await request(`${origin}/${wall.user_name}`, {
      ...visitor,
      'if-none-match': String(second.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(views).toHaveBeenCalledTimes(3);
    invalidateWall(t.app, wall.id);
    const redrawn = await request(`${origin}/${wall.user_name}`, visitor);
    expect(redrawn.headers['x-wall-page-cache']).toBe('miss');
    expect(draws()).toBe(drawn + 2);
    expect(t.app.frontAnswers.stats.answered).toBe(before + 2);
    views.mockRestore();
  });

  it('draws the page for a visitor with a session, every time', async () => {
    const wall = t.roles.wallA;
    await request(`${origin}/${wall.user_name}`);
    const drawn = draws();
    const before = t.app.frontAnswers.stats.answered;
    await request(`${origin}/${wall.user_name}`, { cookie: 'chorus_session=nothing' });
    await request(`${origin}/${wall.user_name}`, { cookie: 'chorus_session=nothing' });
    expect(draws()).toBe(drawn + 2);
    expect(t.app.frontAnswers.stats.answered).toBe(before);
  });
});
