import { beforeAll, describe, expect, it } from 'vitest';
import type { PostRow, SourceRow } from '../../db/schema.ts';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { feedCacheOf, invalidateWall } from '../../posts/feed-cache-wiring.ts';
import { addTestPost, photo, setWallDisplay } from './testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { buildWallTestApp } from '../walls/testing.ts';

interface Page {
  posts: { id: string; title: string; pinned: boolean }[];
  next: { ref_timestamp: number | null; offset: number } | null;
}

describe.each(testDatabases())('GET /api/posts on $name', ({ open }) => {
  // The installed connectors (twitter, rss) name the posts' short codes and source numbers.
  const t = useRoleApp(open, buildWallTestApp);
  let twitter: SourceRow;
  let rss: SourceRow;
  const posts: Record<string, PostRow> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const wallId = t.roles.wallA.id;
    twitter = await seedSource(db, wallId);
    rss = await seedSource(db, wallId, { network: 'rss', feedType: 'url', options: {} });
    const at = (sourceId: number, title: string, createdAt: number, extra = {}) =>
      addTestPost(db, wallId, { sourceId, title, createdAt, ...extra }).then((row) => {
        posts[title] = row;
      });
    await at(twitter.id, 'oldest', 1_700_000_000);
    await at(twitter.id, 'older pinned', 1_700_000_100, { pinned: true });
    await at(rss.id, 'middle', 1_700_000_200, { network: 'rss', media: [photo] });
    await at(twitter.id, 'tie one', 1_700_000_300);
    await at(twitter.id, 'tie two', 1_700_000_300);
    await at(twitter.id, 'newest', 1_700_000_400, { highlight: true, media: [photo] });
    await at(twitter.id, 'pending', 1_700_000_500, { state: 'pending' });
    await at(twitter.id, 'removed', 1_700_000_600, { state: 'removed' });
  });

  const feed = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/posts?wall=${t.roles.wallA.user_name}${query}`, headers });
  const titles = (page: Page) => page.posts.map((post) => post.title);

  it('lists approved posts only, pinned first, then newest first', async () => {
    const response = await feed('');
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual([
      'older pinned',
      'newest',
      'tie two',
      'tie one',
      'middle',
      'oldest',
    ]);
    expect(response.json().next).toBeNull();
  });

  it('gives highlighted posts the doubled width and the 600 px image', async () => {
    const page = (await feed('')).json();
    const newest = page.posts.find((post: { title: string }) => post.title === 'newest');
    const oldest = page.posts.find((post: { title: string }) => post.title === 'oldest');
    expect(newest).toMatchObject({ highlight: true, width: 560, image_width: 600 });
    expect(oldest).toMatchObject({ highlight: false, width: 280, image_width: 300 });
    expect(newest).toMatchObject({
      id: String(posts['newest']!.id),
      network: 'twitter',
      source: 2,
      short_code: 'tw',
      visible: 1,
      state: 'approved',
      created: 1_700_000_400,
      created_iso: '2023-11-14T22:20:00.000Z',
      media: [photo],
    });
  });

  it('shows a post of a network no installed connector registers, by its id', async () => {
    const wallB = t.roles.wallB;
    const gone = await seedSource(t.database.db, wallB.id, { network: 'pigeon', feedType: 'loft' });
    await addTestPost(t.database.db, wallB.id, {
      sourceId: gone.id,
      network: 'pigeon',
      title: 'by wing',
    });
    const response = await t.app.inject({
      url: `/api/posts?wall=${wallB.user_name}&network=pigeon`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().posts).toEqual([
      expect.objectContaining({
        title: 'by wing',
        network: 'pigeon',
        source: null,
        short_code: null,
      }),
    ]);
  });

  it('pages by ref_timestamp and offset without losing or repeating posts of one second', async () => {
    const seen: string[] = [];
    let query = '&count=2';
    for (let guard = 0; guard < 10; guard += 1) {
      const page: Page = (await feed(query)).json();
      seen.push(...titles(page));
      if (!page.next) break;
      const ref =
        page.next.ref_timestamp === null ? '' : `&ref_timestamp=${page.next.ref_timestamp}`;
      query = `&count=2&offset=${page.next.offset}${ref}`;
    }
    expect(seen).toEqual(['older pinned', 'newest', 'tie two', 'tie one', 'middle', 'oldest']);
    const second: Page = (await feed('&count=2&ref_timestamp=1700000301&offset=1')).json();
    expect(titles(second)).toEqual(['tie one', 'middle']);
  });

  it('filters by network (id or short code), source, and image_only', async () => {
    expect(titles((await feed('&network=rss')).json())).toEqual(['middle']);
    expect(titles((await feed('&network=tw&count=2')).json())).toEqual(['older pinned', 'newest']);
    expect(titles((await feed(`&source=${rss.id}`)).json())).toEqual(['middle']);
    expect(titles((await feed('&select=image_only')).json())).toEqual(['newest', 'middle']);
  });

  it('inherits the wall cta on posts of the listed sources, and sizes posts by the wall theme', async () => {
    const cta = { url: 'https://shop.example.org', text: 'Buy', feeds: [String(rss.id)] };
    await setWallDisplay(t.database.db, t.roles.wallA.id, 'hypeTemplate_pin', { cta });
    invalidateWall(t.app, t.roles.wallA.id);
    try {
      const page = (await feed('')).json();
      const middle = page.posts.find((post: { title: string }) => post.title === 'middle');
      const oldest = page.posts.find((post: { title: string }) => post.title === 'oldest');
      expect(middle.cta).toEqual({ url: 'https://shop.example.org', text: 'Buy' });
      expect(oldest.cta).toBeNull();
      expect(middle.width).toBe(222);
    } finally {
      await setWallDisplay(t.database.db, t.roles.wallA.id, 'hypeTemplate', {});
      invalidateWall(t.app, t.roles.wallA.id);
    }
  });

  it('refuses a page larger than 100 and a missing wall', async () => {
    const big = await feed('&count=500');
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe('Something was wrong with your request.');
    expect((await t.app.inject({ url: '/api/posts' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/posts?wall=no-such-wall' })).statusCode).toBe(404);
  });

  it('shows an inactive wall to its owner only, once the wall routes report the change', async () => {
    const setStatus = async (status: 0 | 2) => {
      await t.database.db
        .updateTable('walls')
        .set({ status })
        .where('id', '=', t.roles.wallA.id)
        .execute();
      invalidateWall(t.app, t.roles.wallA.id);
    };
    await setStatus(2);
    try {
      expect((await feed('')).statusCode).toBe(404);
      expect((await feed('', t.roles.ownerB.headers)).statusCode).toBe(404);
      expect((await feed('', t.roles.whiteLabelA.headers)).statusCode).toBe(200);
      expect((await feed('', t.roles.ownerA.headers)).statusCode).toBe(200);
      expect((await feed('', t.roles.revokedWhiteLabelA.headers)).statusCode).toBe(401);
    } finally {
      await setStatus(0);
    }
    expect((await feed('')).statusCode).toBe(200);
  });

  it('serves a repeated request from the cache with the same bytes, and 304 for its ETag', async () => {
    const first = await feed('&count=3');
    const second = await feed('&count=3');
    expect(second.headers['x-feed-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await feed('&count=3', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('drops the cached feed when a post is approved, rejected or pinned', async () => {
    const owner = t.roles.ownerA.headers;
    const act = (method: 'POST' | 'DELETE', path: string) =>
      t.app.inject({ method, url: path, headers: owner });
    const warm = async () => {
      await feed('');
      expect((await feed('')).headers['x-feed-cache']).toBe('hit');
    };

    await warm();
    expect((await act('POST', `/api/post/${posts['pending']!.id}/approve`)).statusCode).toBe(200);
    const approved = await feed('');
    expect(approved.headers['x-feed-cache']).toBe('miss');
    expect(titles(approved.json())).toContain('pending');

    await warm();
    expect((await act('DELETE', `/api/post/${posts['pending']!.id}`)).statusCode).toBe(200);
    expect(titles((await feed('')).json())).not.toContain('pending');

    await warm();
    expect((await act('POST', `/api/post/${posts['oldest']!.id}/pin`)).statusCode).toBe(200);
    expect(titles((await feed('')).json())[0]).toBe('oldest');
    await act('POST', `/api/post/${posts['oldest']!.id}/unpin`);
  });

  it('writes a page from the posts other pages wrote, with the same bytes, until a change', async () => {
    const cache = feedCacheOf(t.app)!;
    const owner = t.roles.ownerA.headers;
    const page = (ref: number) => feed(`&ref_timestamp=${ref}&count=2`);
    // A miss on an empty cache serializes every row; a later page reuses what it wrote.
    invalidateWall(t.app, t.roles.wallA.id);
    const first = await page(1_700_000_401);
    expect(titles(first.json())).toEqual(['newest', 'tie two']);
    const before = { ...cache.stats };
    const other = await page(1_700_000_402);
    expect(other.headers['x-feed-cache']).toBe('miss');
    expect(other.body).toBe(first.body);
    expect(cache.stats.postHits - before.postHits).toBe(2);
    // The body is what serializing the whole page at once writes.
    expect(other.body).toBe(JSON.stringify(other.json()));
    // A page partly kept (two posts) and partly read (one) has the same bytes as one read whole.
    const mixed = await feed('&ref_timestamp=1700000403&count=3');
    expect(titles(mixed.json())).toEqual(['newest', 'tie two', 'tie one']);
    invalidateWall(t.app, t.roles.wallA.id);
    expect((await feed('&ref_timestamp=1700000403&count=3')).body).toBe(mixed.body);

    // A highlight drops them with the pages: the next page shows it.
    const highlight = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/post/${posts['tie two']!.id}`,
        headers: owner,
        payload: { highlight: true },
      });
    expect((await highlight()).statusCode).toBe(200);
    const changed = (await page(1_700_000_403)).json();
    expect(changed.posts[1]).toMatchObject({ title: 'tie two', highlight: true });
    // And with none kept, the same request answers the same bytes as with them.
    invalidateWall(t.app, t.roles.wallA.id);
    const cold = await page(1_700_000_403);
    expect(cold.json()).toEqual(changed);
    const warm = await page(1_700_000_404);
    expect(warm.body).toBe(cold.body);
    await t.app.inject({
      method: 'PUT',
      url: `/api/post/${posts['tie two']!.id}`,
      headers: owner,
      payload: { highlight: false },
    });
  });

  it('describes every post route in the OpenAPI document under the posts tag', async () => {
    const document = (await t.app.inject('/api/docs/json')).json();
    expect(document.paths['/api/posts'].get.tags).toEqual(['posts']);
    expect(document.paths['/api/post/{post_id}'].put.tags).toEqual(['posts']);
    expect(document.paths['/api/post/{post_id}/approve'].post.tags).toEqual(['posts']);
    expect(Object.keys(document.paths['/api/post'].post.requestBody.content)).toEqual([
      'application/json',
    ]);
  });

  it('drops the cached feed on post events relayed by the hub from another process', async () => {
    await feed('');
    expect((await feed('')).headers['x-feed-cache']).toBe('hit');
    // As the hub delivers an event NOTIFYed by another server process.
    await t.app.realtime.publish(String(t.roles.wallA.id), { type: 'reject', postId: '999999' });
    await expect
      .poll(async () => (await feed('')).headers['x-feed-cache'], { timeout: 30_000 })
      .toBe('miss');
  });
});
