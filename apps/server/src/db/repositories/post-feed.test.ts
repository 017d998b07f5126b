import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostMedia } from '../json-shapes.ts';
import type { ChorusDatabase } from '../open.ts';
import type { PostRow, PostState } from '../schema.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, seedSource, seedWall } from '../testing-fixtures.ts';
import {
  listPendingPosts,
  listWallPosts,
  listWallPostsByIds,
  searchWallPosts,
} from './post-feed.ts';
import { pinPost } from './post-moderation.ts';
import { upsertPost } from './posts.ts';

const photo: PostMedia[] = [
  {
    kind: 'image',
    url: 'https://example.com/p.jpg',
    width: 600,
    height: 400,
    alt: '',
    originalUrl: null,
    embedUrl: null,
  },
];

describe.each(testDatabases())('wall feed, moderation list and search on $name', (target) => {
  let database: ChorusDatabase;
  let wallId: number;
  let twitterId: number;
  let instagramId: number;
  const ids = new Map<string, number>();

  function names(posts: PostRow[]): string[] {
    const byId = new Map([...ids].map(([name, id]) => [id, name]));
    return posts.map((post) => byId.get(post.id) ?? `unknown ${post.id}`);
  }

  async function addPost(
    name: string,
    sourceId: number,
    createdAt: number,
    state: PostState,
    content: {
      title?: string;
      description?: string;
      authorName?: string;
      media?: PostMedia[];
    } = {},
  ): Promise<void> {
    const { post } = await upsertPost(database.db, {
      wallId,
      sourceId,
      network: sourceId === instagramId ? 'instagram' : 'twitter',
      externalId: name,
      createdAt,
      title: content.title,
      description: content.description,
      author: { name: content.authorName ?? 'Someone' },
      media: content.media,
      initialState: state,
    });
    ids.set(name, post.id);
  }

  beforeAll(async () => {
    database = await openMigrated(target);
    const { wall } = await seedWall(database.db);
    wallId = wall.id;
    twitterId = (await seedSource(database.db, wallId)).id;
    instagramId = (await seedSource(database.db, wallId, { network: 'instagram' })).id;
    await addPost('old-photo', twitterId, 1000, 'approved', {
      description: '<p>Welcome to the <a href="https://example.com">summit</a> keynote</p>',
      media: photo,
    });
    await addPost('recurring', instagramId, 2000, 'approved-recurring', {
      title: 'Keynote recap',
      authorName: 'Grace Hopper',
    });
    await addPost('pending', twitterId, 3000, 'pending', { description: 'keynote backstage' });
    await addPost('pending-newer', twitterId, 3500, 'pending');
    await addPost('removed', twitterId, 4000, 'removed', { description: 'keynote' });
    await addPost('new-photo', twitterId, 5000, 'approved', {
      description: 'Coffee break',
      media: photo,
    });
    await addPost('pinned-first', twitterId, 500, 'approved');
    await addPost('pinned-later', twitterId, 600, 'approved');
    await pinPost(database.db, wallId, ids.get('pinned-first')!, new Date('2026-11-22T01:00:00Z'));
    await pinPost(database.db, wallId, ids.get('pinned-later')!, new Date('2026-11-22T02:00:00Z'));

    const { wall: otherWall } = await seedWall(database.db);
    const otherSource = await seedSource(database.db, otherWall.id);
    const { post } = await upsertPost(database.db, {
      wallId: otherWall.id,
      sourceId: otherSource.id,
      network: 'twitter',
      externalId: 'elsewhere',
      createdAt: 9999,
      description: 'keynote elsewhere',
      initialState: 'approved',
    });
    ids.set('other-wall', post.id);
  });
  afterAll(async () => {
    await database.close();
  });

  it('shows approved posts only: pinned first (latest pin first), then newest first', async () => {
    expect(names(await listWallPosts(database.db, wallId, { limit: 20 }))).toEqual([
      'pinned-later',
      'pinned-first',
      'new-photo',
      'recurring',
      'old-photo',
    ]);
  });

  it('pages by offset in the same order', async () => {
    const page = (offset: number) => listWallPosts(database.db, wallId, { limit: 2, offset });
    expect(names(await page(0))).toEqual(['pinned-later', 'pinned-first']);
    expect(names(await page(2))).toEqual(['new-photo', 'recurring']);
    expect(names(await page(4))).toEqual(['old-photo']);
    expect(await page(6)).toEqual([]);
  });

  it('pages by publication time, leaving the pinned posts to the first page', async () => {
    const next = await listWallPosts(database.db, wallId, { limit: 20, beforeCreatedAt: 5000 });
    expect(names(next)).toEqual(['recurring', 'old-photo']);
  });

  it('reads posts by id only where the feed shows them now', async () => {
    const wanted = ['new-photo', 'recurring', 'pending', 'removed', 'other-wall', 'pinned-first'];
    const rows = await listWallPostsByIds(
      database.db,
      wallId,
      [...wanted.map((name) => ids.get(name)!), 987_654_321],
      ['id', 'title'],
    );
    const found = names(rows as PostRow[]).sort();
    expect(found).toEqual(['new-photo', 'pinned-first', 'recurring']);
    // A post whose schedule has not begun, or has ended, is not shown either.
    const id = ids.get('new-photo')!;
    const at = (iso: string) =>
      listWallPostsByIds(database.db, wallId, [id], ['id'], new Date(iso));
    await database.db
      .updateTable('posts')
      .set({
        publish_at: new Date('2030-01-01T00:00:00Z'),
        expire_at: new Date('2031-01-01T00:00:00Z'),
      })
      .where('id', '=', id)
      .execute();
    try {
      expect(await at('2029-12-31T00:00:00Z')).toEqual([]);
      expect(await at('2030-06-01T00:00:00Z')).toEqual([{ id }]);
      expect(await at('2031-06-01T00:00:00Z')).toEqual([]);
    } finally {
      await database.db
        .updateTable('posts')
        .set({ publish_at: null, expire_at: null })
        .where('id', '=', id)
        .execute();
    }
    expect(await listWallPostsByIds(database.db, wallId, [], ['id'])).toEqual([]);
  });

  it('filters by network, by source and to posts with media', async () => {
    expect(
      names(await listWallPosts(database.db, wallId, { limit: 20, network: 'instagram' })),
    ).toEqual(['recurring']);
    expect(
      names(await listWallPosts(database.db, wallId, { limit: 20, sourceId: twitterId })),
    ).toEqual(['pinned-later', 'pinned-first', 'new-photo', 'old-photo']);
    expect(names(await listWallPosts(database.db, wallId, { limit: 20, imageOnly: true }))).toEqual(
      ['new-photo', 'old-photo'],
    );
  });

  it('lists the posts waiting for moderation, newest first', async () => {
    expect(names(await listPendingPosts(database.db, wallId))).toEqual([
      'pending-newer',
      'pending',
    ]);
    expect(names(await listPendingPosts(database.db, wallId, { limit: 1, offset: 1 }))).toEqual([
      'pending',
    ]);
  });

  it('finds a word in the description, title or author name of visible posts of this wall', async () => {
    const keynote = await searchWallPosts(database.db, wallId, 'keynote');
    expect(names(keynote).sort()).toEqual(['old-photo', 'recurring']);
    expect(names(await searchWallPosts(database.db, wallId, 'SUMMIT'))).toEqual(['old-photo']);
    expect(names(await searchWallPosts(database.db, wallId, 'hopper'))).toEqual(['recurring']);
  });

  it('understands web-search syntax and ignores HTML markup', async () => {
    expect(names(await searchWallPosts(database.db, wallId, 'keynote -recap'))).toEqual([
      'old-photo',
    ]);
    expect(names(await searchWallPosts(database.db, wallId, '"coffee break"'))).toEqual([
      'new-photo',
    ]);
    expect(await searchWallPosts(database.db, wallId, 'href')).toEqual([]);
    expect(await searchWallPosts(database.db, wallId, '   ')).toEqual([]);
  });

  it('searches other states when asked, and honours the limit', async () => {
    const pending = await searchWallPosts(database.db, wallId, 'backstage', {
      states: ['pending'],
    });
    expect(names(pending)).toEqual(['pending']);
    expect(await searchWallPosts(database.db, wallId, 'keynote', { limit: 1 })).toHaveLength(1);
  });
});
