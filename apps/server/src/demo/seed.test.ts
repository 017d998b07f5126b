import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { demoPosts } from './posts.ts';
import { seedDemoWall } from './seed.ts';

describe.each(testDatabases())('seedDemoWall on $name', ({ open }) => {
  let database: ChorusDatabase;
  beforeEach(async () => {
    database = await open();
    await migrateToLatest(database.db);
  });
  afterEach(() => database.close());

  it('creates the demo wall with its approved posts, one pinned and one highlighted', async () => {
    const now = 1_790_000_000;
    expect(await seedDemoWall(database.db, now)).toBe(true);
    const wall = await database.db
      .selectFrom('walls')
      .selectAll()
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(wall.name).toBe('Chorus demo wall');
    const posts = await database.db
      .selectFrom('posts')
      .select(['state', 'pinned_at', 'highlight', 'created_at', 'title'])
      .where('wall_id', '=', wall.id)
      .execute();
    expect(posts).toHaveLength(demoPosts.length);
    expect(posts.every((post) => post.state === 'approved')).toBe(true);
    expect(posts.filter((post) => post.pinned_at !== null).map((p) => p.title)).toEqual([
      'Welcome to the Chorus demo wall',
    ]);
    expect(posts.filter((post) => post.highlight).map((p) => p.title)).toEqual(['Keynote']);
    expect(Math.max(...posts.map((post) => Number(post.created_at)))).toBe(now - 2 * 60);
  });

  it('leaves a database that already has a wall alone', async () => {
    expect(await seedDemoWall(database.db)).toBe(true);
    expect(await seedDemoWall(database.db)).toBe(false);
    const count = await database.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(demoPosts.length);
  });
});
