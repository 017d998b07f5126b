import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../../db/open.ts';
import { upsertPost } from '../../db/repositories/posts.ts';
import { createSource } from '../../db/repositories/sources.ts';
import { createWall } from '../../db/repositories/walls.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { createAccount, sessionRole, type Role } from '../../testing/roles.ts';
import { buildWallTestApp } from './testing.ts';

/** Saving or deleting a wall (or a source) drops the wall's cached public feed at once. */
describe.each(testDatabases())('the cached wall feed after wall changes on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let owner: Role;

  beforeAll(async () => {
    database = await open();
    app = await buildWallTestApp(database);
    const user = await createAccount(database.db, 'owner');
    owner = await sessionRole(database.db, 'owner', user);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** An active wall of the owner with one source and two approved posts. */
  async function wallWithPosts() {
    const wall = await createWall(database.db, {
      userId: owner.user!.id,
      userName: uniqueName('feed'),
      name: 'Feed',
    });
    const source = await createSource(database.db, {
      wallId: wall.id,
      network: 'twitter',
      feedType: 'hashtag',
      options: { hashtag: 'chorus' },
    });
    for (const externalId of ['one', 'two']) {
      await upsertPost(database.db, {
        wallId: wall.id,
        sourceId: source.id,
        network: 'twitter',
        externalId,
        author: { name: 'Writer' },
        title: `Post ${externalId}`,
        description: '<p>Hello</p>',
        url: null,
        media: [],
        createdAt: 1_763_000_000,
        initialState: 'approved',
      });
    }
    return { wall, source };
  }

  /** The feed as a visitor reads it; asserts the second read comes from the cache. */
  async function cachedFeed(userName: string) {
    const first = await app.inject(`/api/posts?wall=${userName}`);
    const second = await app.inject(`/api/posts?wall=${userName}`);
    expect(second.headers['x-feed-cache']).toBe('hit');
    return first.json() as { posts: { title: string; width: number }[] };
  }
  const feed = (userName: string) => app.inject(`/api/posts?wall=${userName}`);
  const save = (userName: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/profile/${userName}`, headers: owner.headers, payload });

  it('shows a new post width at once after the display profile is saved', async () => {
    const { wall } = await wallWithPosts();
    const before = await cachedFeed(wall.user_name);
    expect(before.posts.map((post) => post.width)).not.toContain(420);

    const saved = await save(wall.user_name, { embed_display_profile: '{"postwidth": 420}' });
    expect(saved.statusCode).toBe(200);
    const after = await feed(wall.user_name);
    expect(after.headers['x-feed-cache']).toBe('miss');
    expect(after.json().posts.map((post: { width: number }) => post.width)).toEqual([420, 420]);
  });

  it('hides the feed from visitors at once when the wall is switched off', async () => {
    const { wall } = await wallWithPosts();
    await cachedFeed(wall.user_name);
    expect((await save(wall.user_name, { status: 2 })).statusCode).toBe(200);
    expect((await feed(wall.user_name)).statusCode).toBe(404);
    expect((await save(wall.user_name, { status: 0 })).statusCode).toBe(200);
    expect((await feed(wall.user_name)).json().posts).toHaveLength(2);
  });

  it('serves the wall under its new user name only, after a rename', async () => {
    const { wall } = await wallWithPosts();
    await cachedFeed(wall.user_name);
    const renamed = uniqueName('renamed');
    expect((await save(wall.user_name, { user_name: renamed })).statusCode).toBe(200);
    expect((await feed(wall.user_name)).statusCode).toBe(404);
    expect((await feed(renamed)).json().posts).toHaveLength(2);
  });

  it('drops the posts of a deleted source at once', async () => {
    const { wall, source } = await wallWithPosts();
    expect((await cachedFeed(wall.user_name)).posts).toHaveLength(2);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/twitter/${source.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await feed(wall.user_name)).json().posts).toEqual([]);
  });

  it('answers 404 at once for a deleted wall', async () => {
    const { wall } = await wallWithPosts();
    await cachedFeed(wall.user_name);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/profile/${wall.user_name}`,
      headers: owner.headers,
      payload: { confirm: 'delete' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await feed(wall.user_name)).statusCode).toBe(404);
  });
});
