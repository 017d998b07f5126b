import type { PostChangedEvent } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { customConnector } from '@chorus/connector-custom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { ChorusDatabase } from '../db/open.ts';
import { listWallSources } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedWall } from '../db/testing-fixtures.ts';
import { addCustomPost } from './custom-posts.ts';
import { silentLogger } from './deps.ts';

describe.each(testDatabases())('addCustomPost on $name', (target) => {
  let database: ChorusDatabase;
  const events: PostChangedEvent[] = [];
  const plugins = new PluginHost([customConnector()]);
  plugins.hooks.normalizePost.tap('test-signature', (post) => ({
    ...post,
    title: post.title === '' ? post.title : `${post.title} (hooked)`,
  }));
  plugins.hooks.screenPost.tapPromise('test-screen', async ({ post }) =>
    post.title.includes('forbidden') ? { state: 'removed', reason: 'blocked word' } : undefined,
  );
  plugins.hooks.postChanged.tapPromise('test-recorder', async (event) => {
    events.push(event);
  });
  const deps = () => ({
    db: database.db,
    plugins,
    logger: silentLogger,
    now: () => new Date('2026-11-22T03:00:00Z'),
  });

  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores a sanitized post, approved, under a custom source created once', async () => {
    const { wall } = await seedWall(database.db);
    expect(await listWallSources(database.db, wall.id)).toEqual([]);
    events.length = 0;
    const first = await addCustomPost(deps(), {
      wallId: wall.id,
      input: {
        title: '<i>Welcome</i>',
        description: '<p onmouseover="x()">Hello <script>alert(1)</script><b>all</b></p>',
        url: 'example.org/hello',
        image: { url: 'https://cdn.example.org/a.jpg', width: 800, height: 600, alt: 'Stage' },
        author: { name: 'Ada <b>L</b>' },
        cta: { url: 'shop.example.org', text: 'Tickets', color: 'red;background:url(x)' },
      },
    });
    expect(first.stored).toBe(true);
    if (!first.stored) return;
    expect(first.post).toMatchObject({
      wall_id: wall.id,
      source_id: first.source.id,
      network: 'custom',
      title: 'Welcome (hooked)',
      description: '<p>Hello <b>all</b></p>',
      url: 'http://example.org/hello',
      state: 'approved',
      created_at: Math.floor(Date.parse('2026-11-22T03:00:00Z') / 1000),
      author: { name: 'Ada L' },
      media: [
        {
          kind: 'image',
          url: 'https://cdn.example.org/a.jpg',
          width: 800,
          height: 600,
          alt: 'Stage',
          originalUrl: null,
          embedUrl: null,
        },
      ],
      cta: { url: 'http://shop.example.org/', text: 'Tickets' },
    });
    expect(first.post.external_id).toMatch(/^custom-/);
    expect(events).toEqual([
      { wallId: String(wall.id), postId: String(first.post.id), change: 'created' },
      { wallId: String(wall.id), postId: String(first.post.id), change: 'approved' },
    ]);

    const [second, third] = await Promise.all([
      addCustomPost(deps(), { wallId: wall.id, input: { title: 'Two' } }),
      addCustomPost(deps(), { wallId: wall.id, input: { title: 'Three' } }),
    ]);
    const sources = await listWallSources(database.db, wall.id);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({
      network: 'custom',
      feed_type: 'posts',
      label: 'Custom posts',
      privacy: 0,
    });
    // Counts as crawled: the wall has accounts and is not "still loading".
    expect(sources[0]?.last_crawled_at).toBeInstanceOf(Date);
    expect(second.source.id).toBe(first.source.id);
    expect(third.source.id).toBe(first.source.id);
  });

  it('creates one custom source even for simultaneous first posts', async () => {
    const { wall } = await seedWall(database.db);
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((title) =>
        addCustomPost(deps(), { wallId: wall.id, input: { title } }),
      ),
    );
    expect(new Set(results.map((result) => result.source.id)).size).toBe(1);
    expect(await listWallSources(database.db, wall.id)).toHaveLength(1);
  });

  it('refuses invalid input with the spec message and honours screenPost', async () => {
    const { wall } = await seedWall(database.db);
    const invalid = addCustomPost(deps(), {
      wallId: wall.id,
      input: { title: 'x', url: 'http://' },
    });
    await expect(invalid).rejects.toThrow(ZodError);
    await expect(invalid).rejects.toThrow('Please specify a valid url.');
    await expect(
      addCustomPost(deps(), {
        wallId: wall.id,
        input: { title: 'x', author: { picture: 'javascript:alert(1)' } },
      }),
    ).rejects.toThrow('Please specify a valid author picture.');
    const removed = await addCustomPost(deps(), {
      wallId: wall.id,
      input: { title: 'Something forbidden' },
    });
    // A rejected post is kept in the trash with the reason, never shown and never dropped.
    expect(removed).toMatchObject({ stored: true });
    const posts = await database.db
      .selectFrom('posts')
      .select(['state', 'screened_reason', 'trashed_at'])
      .where('wall_id', '=', wall.id)
      .execute();
    expect(posts).toEqual([
      { state: 'removed', screened_reason: 'blocked word', trashed_at: expect.any(Date) },
    ]);
  });
});
