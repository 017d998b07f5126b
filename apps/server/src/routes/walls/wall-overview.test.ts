import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../../db/json.ts';
import { upsertPost } from '../../db/repositories/posts.ts';
import { createSource, updateSourceHealth } from '../../db/repositories/sources.ts';
import { summarizeWalls, summarizeWallsQuery } from '../../db/repositories/wall-feeds.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import type { PostMedia } from '../../db/json-shapes.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { buildWallTestApp } from './testing.ts';
import { thumbnailsOf } from './wall-overview.ts';

const picture = (url: string, alt: string): PostMedia => ({
  kind: 'image',
  url,
  width: 800,
  height: 600,
  alt,
  originalUrl: null,
  embedUrl: null,
});
const hash = (n: number) => String(n).repeat(64).slice(0, 64);

describe.each(testDatabases())('the dashboard’s wall cards on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);

  beforeAll(async () => {
    const db = t.database.db;
    const wallId = t.roles.wallB.id;
    const source = await createSource(db, { wallId, network: 'rss', feedType: 'url' });
    const failing = await createSource(db, { wallId, network: 'rss', feedType: 'url' });
    await updateSourceHealth(db, failing.id, {
      state: 'failing',
      lastError: 'The feed answered 500.',
      lastErrorAt: 1_700_000_000,
      retryAt: null,
    });
    /** Posts oldest first: the thumbnail takes the newest, pinned first. */
    const posts: {
      url: string;
      state: 'approved' | 'pending';
      hosted?: number;
      sensitive?: boolean;
      pinned?: boolean;
    }[] = [
      { url: 'https://images.example/1.jpg', state: 'approved', hosted: 1 },
      { url: 'https://images.example/2.jpg', state: 'approved', hosted: 2, pinned: true },
      { url: 'https://images.example/3.jpg', state: 'approved' }, // never re-hosted
      { url: '/examples/4.svg', state: 'approved' }, // Chorus's own file
      { url: 'https://images.example/5.jpg', state: 'approved', hosted: 5, sensitive: true },
      { url: 'https://images.example/6.jpg', state: 'pending', hosted: 6 },
      { url: 'https://images.example/7.jpg', state: 'approved', hosted: 7 },
      { url: 'https://images.example/8.jpg', state: 'approved', hosted: 8 },
    ];
    for (const [index, post] of posts.entries()) {
      const externalId = uniqueName('ext');
      await upsertPost(db, {
        wallId,
        sourceId: source.id,
        network: 'rss',
        externalId,
        createdAt: 1_700_000_000 + index,
        media: [picture(post.url, `picture ${index + 1}`)],
        sensitive: post.sensitive ?? false,
        initialState: post.state,
      });
      await db
        .updateTable('posts')
        .set({
          hosted_media:
            post.hosted === undefined
              ? jsonb({})
              : jsonb({
                  [post.url]: { hash: hash(post.hosted), width: 400, height: 300, placeholder: '' },
                }),
          pinned_at: post.pinned ? new Date('2026-11-01T00:00:00Z') : null,
        })
        .where('external_id', '=', externalId)
        .execute();
    }
    // A text post counts, but gives no picture.
    await upsertPost(db, {
      wallId,
      sourceId: source.id,
      network: 'rss',
      externalId: uniqueName('ext'),
      createdAt: 1_700_000_100,
      initialState: 'approved',
    });
  });

  it('adds live state, counts and a thumbnail of re-hosted pictures to each wall', async () => {
    const leave = t.app.realtime.countViewer(String(t.roles.wallB.id));
    // A server's own subscriber (the feed cache follows walls so) is no viewer.
    const unsubscribe = t.app.realtime.subscribe(String(t.roles.wallB.id), () => undefined);
    try {
      const response = await t.app.inject({
        url: '/api/feedCount',
        headers: t.roles.ownerB.headers,
      });
      expect(response.statusCode).toBe(200);
      const [wall] = response.json().walls;
      expect(wall).toMatchObject({
        id: t.roles.wallB.id,
        feed_count: 2,
        sources_failing: 1,
        approved_count: 8,
        pending_count: 1,
        viewers: 1,
        realtime: expect.any(Boolean),
        theme: expect.any(String),
        colors: { background: null, text: null },
      });
      // Pinned first, then newest first; sensitive, pending and never re-hosted pictures left out.
      expect(wall.thumbnails).toEqual([
        { url: `/media/${hash(2)}/300`, width: 400, height: 300, alt: 'picture 2' },
        { url: `/media/${hash(8)}/300`, width: 400, height: 300, alt: 'picture 8' },
        { url: `/media/${hash(7)}/300`, width: 400, height: 300, alt: 'picture 7' },
        { url: '/examples/4.svg', width: 800, height: 600, alt: 'picture 4' },
      ]);
      expect(JSON.stringify(response.json())).not.toContain('images.example');
    } finally {
      unsubscribe();
      leave();
    }
    const after = await t.app.inject({ url: '/api/feedCount', headers: t.roles.ownerB.headers });
    expect(after.json().walls[0].viewers).toBe(0);
  });

  it('gives a wall without posts or sources zeros and no pictures', async () => {
    const response = await t.app.inject({ url: '/api/feedCount', headers: t.roles.ownerA.headers });
    const wall = response.json().walls.find((row: { id: number }) => row.id === t.roles.wallA.id);
    expect(wall).toMatchObject({
      approved_count: 0,
      pending_count: 0,
      sources_failing: 0,
      viewers: 0,
      thumbnails: [],
    });
  });

  it('summarizes a page of walls in one query that reads the posts through their indexes', async () => {
    const db = t.database.db;
    const ids = [t.roles.wallA.id, t.roles.wallB.id];
    const summaries = await summarizeWalls(db, ids);
    expect([...summaries.keys()].sort()).toEqual([...ids].sort());
    expect(await summarizeWalls(db, [])).toEqual(new Map());
    // The plan reads the posts by index (wall first), never a scan of every post.
    const plan = await sql<{ 'QUERY PLAN': string }>`explain ${summarizeWallsQuery(ids)}`.execute(
      db,
    );
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using posts_wall_(feed|state)_idx/);
  });

  it('keeps only Chorus’s own addresses in a thumbnail', () => {
    expect(
      thumbnailsOf([
        { media: [picture('https://cdn.example/a.jpg', 'a')], hosted: null },
        { media: [picture('//cdn.example/b.jpg', 'b')], hosted: {} },
        { media: [], hosted: {} },
      ]),
    ).toEqual([]);
  });
});
