import { beforeAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { type Role } from '../../testing/roles.ts';
import { addTestPost, setPlan } from './testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('pending posts and search on $name', ({ open }) => {
  const t = useRoleApp(open);

  beforeAll(async () => {
    const db = t.database.db;
    const source = await seedSource(db, t.roles.wallA.id);
    const add = (title: string, description: string, state: 'approved' | 'pending', at: number) =>
      addTestPost(db, t.roles.wallA.id, {
        sourceId: source.id,
        title,
        description,
        state,
        createdAt: at,
      });
    await add('Harbour', '<p>Sailing boats at dawn</p>', 'approved', 1_700_000_000);
    await add('Market', '<p>Fresh bread and cheese</p>', 'approved', 1_700_000_100);
    await add('Secret', '<p>Sailing plans, not yet public</p>', 'pending', 1_700_000_200);
    await add('Later', '<p>Another draft</p>', 'pending', 1_700_000_300);
    const sourceB = await seedSource(db, t.roles.wallB.id);
    await addTestPost(db, t.roles.wallB.id, {
      sourceId: sourceB.id,
      title: 'Other wall',
      description: '<p>Sailing elsewhere</p>',
      state: 'pending',
    });
  });

  const hypes = (role: Role, query = 'feed=private') =>
    t.app.inject({ url: `/api/hypes/${t.roles.wallA.user_name}?${query}`, headers: role.headers });
  const search = (role: Role, query: string) =>
    t.app.inject({ url: `/api/posts/${t.roles.wallA.user_name}?${query}`, headers: role.headers });
  const titles = (body: { posts: { title: string }[] }) => body.posts.map((post) => post.title);

  it('lists pending posts to the owner, a moderator sub-account and a white-label token', async () => {
    for (const role of [
      t.roles.ownerA,
      t.roles.withPermission.moderate_tint,
      t.roles.whiteLabelA,
      t.roles.apiTokenA,
    ]) {
      const response = await hypes(role);
      expect([role.name, response.statusCode]).toEqual([role.name, 200]);
      expect(titles(response.json())).toEqual(['Later', 'Secret']);
    }
    expect(titles((await hypes(t.roles.ownerA, 'feed=private&limit=1&offset=1')).json())).toEqual([
      'Secret',
    ]);
  });

  it('keeps pending posts from everyone else', async () => {
    expect((await hypes(t.roles.visitor)).statusCode).toBe(401);
    expect((await hypes(t.roles.ownerB)).statusCode).toBe(404);
    expect((await hypes(t.roles.withoutPermission.moderate_tint)).statusCode).toBe(403);
    expect((await hypes(t.roles.revokedWhiteLabelA)).statusCode).toBe(401);
    expect((await hypes(t.roles.subAccountWithoutAccess)).statusCode).toBe(404);
  });

  it('refuses a bad page and needs privatePosts on the plan', async () => {
    expect((await hypes(t.roles.ownerA, 'feed=public')).statusCode).toBe(400);
    await setPlan(t.database.db, t.roles.wallA.user_id, 'plus');
    try {
      expect((await hypes(t.roles.ownerA)).statusCode).toBe(402);
    } finally {
      await setPlan(t.database.db, t.roles.wallA.user_id, 'premium');
    }
  });

  it('finds an approved post by a word of its text, for anyone', async () => {
    const response = await search(t.roles.visitor, 'query=sailing&limit=20');
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(['Harbour']);
    expect(titles((await search(t.roles.visitor, 'query=cheese')).json())).toEqual(['Market']);
    expect(titles((await search(t.roles.visitor, 'query=')).json())).toEqual([]);
  });

  it('searches pending posts with moderation=1, for moderators only', async () => {
    const found = await search(t.roles.whiteLabelA, 'query=sailing&moderation=1');
    expect(titles(found.json())).toEqual(['Secret']);
    expect((await search(t.roles.visitor, 'query=sailing&moderation=1')).statusCode).toBe(401);
    expect((await search(t.roles.ownerB, 'query=sailing&moderation=1')).statusCode).toBe(404);
    const noRight = await search(t.roles.withoutPermission.moderate_tint, 'query=x&moderation=1');
    expect(noRight.statusCode).toBe(403);
  });

  it('refuses a bad limit, and is hidden on the basic plan', async () => {
    expect((await search(t.roles.visitor, 'query=x&limit=500')).statusCode).toBe(400);
    await setPlan(t.database.db, t.roles.wallA.user_id, 'basic');
    try {
      const basic = await search(t.roles.visitor, 'query=sailing');
      expect(basic.statusCode).toBe(402);
      expect(basic.json().error).toBe(
        'This feature is not included in your plan. Upgrade to use it.',
      );
    } finally {
      await setPlan(t.database.db, t.roles.wallA.user_id, 'premium');
    }
  });
});
