import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSource } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { installedPlugins } from '../plugins.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { useRoleApp } from '../testing/role-app.ts';
import type { Role } from '../testing/roles.ts';
import { addTestPost } from '../routes/posts/testing.ts';
import { draws, fakeRendererBuild } from '../testing/wall-renderer.ts';
import { styleHashSource } from './wall-render.ts';

// The network of the walls' sources (seedSource), so that the source routes know them.
const twitter = installedPlugins.filter((plugin) => plugin.name === 'connector-twitter');
const webDist = fakeRendererBuild();

describe.each(testDatabases())('server-drawn wall pages kept for visitors on $name', ({ open }) => {
  const t = useRoleApp(open, (database) =>
    buildTestApp(database, testConfig({ CHORUS_WEB_DIST: webDist }), twitter),
  );
  const load = (userName: string, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ url: `/${userName}${query}`, headers });
  const approve = (owner: Role, postId: number) =>
    t.app.inject({ method: 'POST', url: `/api/post/${postId}/approve`, headers: owner.headers });
  const sources = { a: 0, b: 0 };
  beforeAll(async () => {
    sources.a = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    sources.b = (await seedSource(t.database.db, t.roles.wallB.id)).id;
  });

  it("keeps an anonymous visitor's page: drawn once, its style hash in every CSP, 304 and Brotli", async () => {
    const wall = t.roles.wallA;
    await addTestPost(t.database.db, wall.id, { sourceId: sources.a, title: 'Kept post' });
    const before = draws();
    const first = await load(wall.user_name);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wall-page-cache']).toBe('miss');
    expect(first.body).toContain('<li>Kept post</li>');
    const second = await load(wall.user_name);
    expect(second.headers['x-wall-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(draws()).toBe(before + 1);
    const hash = styleHashSource('.posts{color:teal}');
    for (const answer of [first, second]) {
      expect(answer.headers['content-security-policy']).toContain(hash);
      expect(answer.headers['cache-control']).toContain('s-maxage=');
    }

    const etag = String(second.headers.etag);
    const unchanged = await load(wall.user_name, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['content-security-policy']).toContain(hash);

    const compressed = await load(wall.user_name, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
    expect(draws()).toBe(before + 1);
  });

  it('shows a moderation decision on the next load', async () => {
    const wall = t.roles.wallA;
    const pending = await addTestPost(t.database.db, wall.id, {
      sourceId: sources.a,
      title: 'Waiting post',
      state: 'pending',
    });
    await load(wall.user_name);
    expect((await load(wall.user_name)).headers['x-wall-page-cache']).toBe('hit');
    expect((await approve(t.roles.ownerA, pending.id)).statusCode).toBe(200);
    const after = await load(wall.user_name);
    expect(after.headers['x-wall-page-cache']).toBe('miss');
    expect(after.body).toContain('<li>Waiting post</li>');
  });

  it('draws the page again after a source of the wall changed (its collection bar lists them)', async () => {
    const wall = t.roles.wallA;
    await load(wall.user_name);
    expect((await load(wall.user_name)).headers['x-wall-page-cache']).toBe('hit');
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/twitter/${sources.a}`,
      headers: t.roles.ownerA.headers,
      payload: { status: 'paused' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await load(wall.user_name)).headers['x-wall-page-cache']).toBe('miss');
  });

  it('draws a page for a visitor with a session each time, and keeps none of it', async () => {
    const wall = t.roles.wallB;
    await addTestPost(t.database.db, wall.id, { sourceId: sources.b, title: 'Session post' });
    const before = draws();
    for (let load_ = 0; load_ < 2; load_++) {
      const answer = await load(wall.user_name, t.roles.ownerB.headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-wall-page-cache']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect(draws()).toBe(before + 2);
    expect((await load(wall.user_name)).headers['x-wall-page-cache']).toBe('miss');
  });

  it('draws once for visitors arriving together, and every time with nocache', async () => {
    const wall = t.roles.wallB;
    await addTestPost(t.database.db, wall.id, { sourceId: sources.b, title: 'Crowd post' });
    const before = draws();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => load(wall.user_name, {}, '?theme=standard')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(draws()).toBe(before + 1);
    await load(wall.user_name, {}, '?theme=standard&nocache=1');
    await load(wall.user_name, {}, '?theme=standard&nocache=1');
    expect(draws()).toBe(before + 3);
  });
});

describe.each(testDatabases())('kept wall pages and owner accounts on $name', ({ open }) => {
  const t = useRoleApp(open, (database) =>
    buildTestApp(database, testConfig({ CHORUS_WEB_DIST: webDist }), twitter),
  );

  it("draws the page again after the administrator changed its owner's plan", async () => {
    const wall = t.roles.wallB;
    const source = await seedSource(t.database.db, wall.id);
    await addTestPost(t.database.db, wall.id, { sourceId: source.id, title: 'Owner post' });
    await t.app.inject(`/${wall.user_name}`);
    expect((await t.app.inject(`/${wall.user_name}`)).headers['x-wall-page-cache']).toBe('hit');
    const admin = t.roles.ownerA;
    await t.database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', admin.user!.id)
      .execute();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${t.roles.ownerB.user!.id}`,
      headers: admin.headers,
      payload: { plan: 'pro' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.app.inject(`/${wall.user_name}`);
    expect(after.headers['x-wall-page-cache']).toBe('miss');
    expect(after.body).toContain('<li>Owner post</li>');
  });
});

describe.each(testDatabases().slice(0, 1))('with publicCacheSeconds 0 on $name', ({ open }) => {
  const t = useRoleApp(open, (database) =>
    buildTestApp(
      database,
      testConfig({ CHORUS_WEB_DIST: webDist, CHORUS_PUBLIC_CACHE_SECONDS: '0' }),
    ),
  );

  it('keeps no page', async () => {
    const before = draws();
    const first = await t.app.inject(`/${t.roles.wallA.user_name}`);
    const second = await t.app.inject(`/${t.roles.wallA.user_name}`);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['x-wall-page-cache']).toBeUndefined();
    expect(draws()).toBe(before + 2);
  });
});
