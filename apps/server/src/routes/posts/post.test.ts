import { beforeAll, describe, expect, it } from 'vitest';
import type { PostRow } from '../../db/schema.ts';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { createToken } from '../../db/repositories/tokens.ts';
import { type Role } from '../../testing/roles.ts';
import { addTestPost, setPlan } from './testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('one post and custom posts on $name', ({ open }) => {
  const t = useRoleApp(open);
  let approved: PostRow;
  let pending: PostRow;
  let onWallB: PostRow;
  let wlToken: string;

  beforeAll(async () => {
    const source = await seedSource(t.database.db, t.roles.wallA.id);
    const sourceB = await seedSource(t.database.db, t.roles.wallB.id);
    approved = await addTestPost(t.database.db, t.roles.wallA.id, { sourceId: source.id });
    pending = await addTestPost(t.database.db, t.roles.wallA.id, {
      sourceId: source.id,
      title: 'Waiting',
      state: 'pending',
    });
    onWallB = await addTestPost(t.database.db, t.roles.wallB.id, {
      sourceId: sourceB.id,
      state: 'pending',
    });
    wlToken = (await createToken(t.database.db, 'wl', { wallId: t.roles.wallA.id })).token;
  });

  const get = (url: string, role: Role = t.roles.visitor) =>
    t.app.inject({ url, headers: role.headers });

  it('shows an approved post to anyone', async () => {
    const response = await get(`/api/post/${approved.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: String(approved.id), visible: 1, title: 'A post' });
  });

  it('shows a pending post only to the owner, a moderator and a white-label token of its wall', async () => {
    const url = `/api/post/${pending.id}`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, t.roles.ownerB)).statusCode).toBe(404);
    expect((await get(url, t.roles.withoutPermission.moderate_tint)).statusCode).toBe(404);
    expect((await get(url, t.roles.ownerA)).json()).toMatchObject({ state: 'pending', visible: 0 });
    expect((await get(url, t.roles.withPermission.moderate_tint)).statusCode).toBe(200);
    expect((await get(url, t.roles.whiteLabelA)).statusCode).toBe(200);
    expect((await get(`${url}?wl_token=${wlToken}`)).statusCode).toBe(200);
    expect((await get(`${url}/${wlToken}`)).json()).toMatchObject({ title: 'Waiting' });
    expect((await get(`${url}/not-a-token`)).statusCode).toBe(401);
  });

  it('never shows a post of wall B through a token of wall A', async () => {
    expect((await get(`/api/post/${onWallB.id}/${wlToken}`)).statusCode).toBe(404);
    expect((await get(`/api/post/${onWallB.id}`, t.roles.ownerA)).statusCode).toBe(404);
    expect((await get('/api/post/99999999')).statusCode).toBe(404);
  });

  const create = (role: Role, payload: object, wall = t.roles.wallA.user_name) =>
    t.app.inject({ method: 'POST', url: `/api/post?wall=${wall}`, headers: role.headers, payload });

  it('adds a custom post through the pipeline, sanitized, on the feed at once', async () => {
    const response = await create(t.roles.ownerA, {
      title: 'By hand',
      description: '<p onclick="x()">Hi <script>alert(1)</script>there</p>',
      url: 'example.org/page',
    });
    expect(response.statusCode).toBe(201);
    const { message, post } = response.json();
    expect(message).toBe('Post saved successfully.');
    expect(post).toMatchObject({ title: 'By hand', network: 'custom', source: 11, visible: 1 });
    expect(post.url).toBe('http://example.org/page');
    expect(post.description).not.toContain('script');
    expect(post.description).not.toContain('onclick');
    const feed = await get(`/api/posts?wall=${t.roles.wallA.user_name}`);
    expect(feed.json().posts[0].title).toBe('By hand');
  });

  it("refuses an empty post with the spec's messages", async () => {
    const response = await create(t.roles.ownerA, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Post save failed.',
      issues: [{ path: 'title', message: 'Please specify a valid post.' }],
    });
  });

  it('lets only accounts that may modify the wall add posts, on a plan with addPost', async () => {
    expect((await create(t.roles.visitor, { title: 'x' })).statusCode).toBe(401);
    expect((await create(t.roles.whiteLabelA, { title: 'x' })).statusCode).toBe(403);
    expect((await create(t.roles.withoutPermission.modify_tint, { title: 'x' })).statusCode).toBe(
      403,
    );
    expect((await create(t.roles.ownerB, { title: 'x' })).statusCode).toBe(404);
    expect((await create(t.roles.withPermission.modify_tint, { title: 'x' })).statusCode).toBe(201);
    await setPlan(t.database.db, t.roles.wallA.user_id, 'basic');
    try {
      const basic = await create(t.roles.ownerA, { title: 'x' });
      expect(basic.statusCode).toBe(402);
      expect(basic.json().error).toBe(
        'This feature is not included in your plan. Upgrade to use it.',
      );
    } finally {
      await setPlan(t.database.db, t.roles.wallA.user_id, 'premium');
    }
  });
});
