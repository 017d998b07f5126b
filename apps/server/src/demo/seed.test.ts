import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PluginHost } from '@chorus/core/host';
import type { Author, Media } from '@chorus/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { hostedView, type HostedMedia } from '../media/hosted-media.ts';
import { localMediaStore } from '../media/store.ts';
import { originalKey } from '../media/store.ts';
import { installedPlugins } from '../plugins.ts';
import { demoPosts } from './posts.ts';
import { demoPostNetworks, seedDemoWall } from './seed.ts';

describe.each(testDatabases())('seedDemoWall on $name', ({ open }) => {
  let database: ChorusDatabase;
  let mediaDir: string;
  beforeEach(async () => {
    database = await open();
    await migrateToLatest(database.db);
    mediaDir = await mkdtemp(path.join(tmpdir(), 'chorus-demo-media-'));
  });
  afterEach(async () => {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  async function demoWall() {
    return database.db
      .selectFrom('walls')
      .selectAll()
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
  }

  it('creates the demo wall with its approved posts, one pinned and one highlighted', async () => {
    const now = 1_790_000_000;
    expect(await seedDemoWall(database.db, { now })).toBe(true);
    const wall = await demoWall();
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

  it('gives every installed network a source and a post, and pictures from the media store', async () => {
    const connectors = new PluginHost(installedPlugins).connectors;
    const store = localMediaStore(mediaDir);
    expect(await seedDemoWall(database.db, { connectors, store })).toBe(true);
    const wall = await demoWall();
    const sources = await database.db
      .selectFrom('sources')
      .select(['id', 'network', 'status'])
      .where('wall_id', '=', wall.id)
      .execute();
    expect(sources.map((source) => source.network).sort()).toEqual(
      connectors.map((connector) => connector.id).sort(),
    );
    // Only the source of hand-made posts is live: the others are never crawled.
    for (const source of sources) {
      const composes = connectors.find((c) => c.id === source.network)?.compose !== undefined;
      expect(source.status).toBe(composes ? 'active' : 'paused');
    }
    const posts = await database.db
      .selectFrom('posts')
      .select(['network', 'source_id', 'media', 'author', 'hosted_media'])
      .where('wall_id', '=', wall.id)
      .execute();
    for (const source of sources) {
      expect(posts.some((post) => post.source_id === source.id)).toBe(true);
    }
    const pictured = posts.filter((post) => (post.media as Media[]).length > 0);
    expect(pictured).toHaveLength(demoPosts.filter((post) => post.picture).length);
    for (const post of pictured) {
      const shown = hostedView(
        post.media as Media[],
        post.author as Author,
        post.hosted_media as HostedMedia,
      );
      // Served by Chorus from its store, with the picture's size: no other host is asked.
      expect(shown.media).toHaveLength(1);
      expect(shown.media[0]?.url).toMatch(/^\/media\/[0-9a-f]{64}\/600$/);
      expect(shown.media[0]?.width).toBeGreaterThan(0);
      expect(shown.media[0]?.alt).not.toBe('');
      const hash = shown.media[0]?.url.split('/')[2] ?? '';
      expect(await store.has(originalKey(hash))).toBe(true);
    }
    const files = await database.db.selectFrom('media_files').select('hash').execute();
    expect(files).toHaveLength(pictured.length);
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

describe('demoPostNetworks', () => {
  it('puts the welcome on the composing network and one post on each other network', () => {
    const connectors = [{ id: 'rss' }, { id: 'custom', compose: {} as never }, { id: 'kite' }];
    const networks = demoPostNetworks(demoPosts, connectors);
    expect(networks[0]).toBe('custom');
    expect(networks.slice(1, 3)).toEqual(['rss', 'kite']);
    expect(new Set(networks.slice(3))).toEqual(new Set(['custom']));
  });
});
