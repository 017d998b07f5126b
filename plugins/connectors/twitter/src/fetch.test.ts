import { afterEach, describe, expect, it } from 'vitest';
import type { FakeRoute } from '@chorus/connector-kit/testing';
import { fixture, requestLog, startFakeX, type FakeX } from './testing/fake-x.ts';

let fake: FakeX | undefined;

async function start(routes: FakeRoute[]): Promise<FakeX> {
  fake = await startFakeX(routes);
  return fake;
}

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The fields and expansions every post request carries. */
const postFields = {
  expansions: 'author_id,attachments.media_keys',
  'tweet.fields': 'created_at,entities,public_metrics,attachments,lang,note_tweet',
  'user.fields': 'name,username,profile_image_url',
  'media.fields': 'url,preview_image_url,width,height,alt_text,type',
  max_results: '100',
};

const chorusId = '1420000000000000001';
const userLookup: FakeRoute = {
  path: '/2/users/by/username/chorusapp',
  respond: { fixture: fixture('user-lookup.json') },
};

describe('twitter fetch, feed by feed', () => {
  it('hashtag: searches recent posts without retweets, over two pages', async () => {
    const x = await start([
      {
        path: '/2/tweets/search/recent',
        respond: [
          { fixture: fixture('search-page-1.json') },
          { fixture: fixture('search-page-2.json') },
        ],
      },
    ]);
    const { posts, cursor } = await x.crawl({
      feedType: 'hashtag',
      options: { hashtag: '#ChorusConf' },
    });
    expect(requestLog(x.network)).toEqual([
      {
        path: '/2/tweets/search/recent',
        query: { ...postFields, query: '#ChorusConf -is:retweet' },
      },
      {
        path: '/2/tweets/search/recent',
        query: {
          ...postFields,
          query: '#ChorusConf -is:retweet',
          next_token: 'b26v89c19zqg8o3fpzbkk4pvwb5i1cdmv2ra0eew6e7b1',
        },
      },
    ]);
    expect(posts.map((post) => [post.externalId, post.author.username, post.media.length])).toEqual(
      [
        ['1861000000000000300', 'ana_dev', 1],
        ['1861000000000000200', 'bo', 0],
        ['1861000000000000100', 'ana_dev', 1],
      ],
    );
    expect(posts[1]?.description).toBe(
      'Counting down to <a href="https://x.com/hashtag/ChorusConf" target="_blank" rel="noopener noreferrer nofollow">#ChorusConf</a>',
    );
    expect(cursor).toMatchObject({ sinceId: '1861000000000000300' });
    expect(cursor).not.toHaveProperty('userId');
  });

  it('handle: looks the account up once, then reads its timeline without retweets or replies', async () => {
    const x = await start([
      userLookup,
      { path: `/2/users/${chorusId}/tweets`, respond: { fixture: fixture('user-timeline.json') } },
    ]);
    const first = await x.crawl({ feedType: 'handle', options: { handle: '@chorusapp' } });
    expect(first.posts).toHaveLength(1);
    expect(first.posts[0]).toMatchObject({
      externalId: '1861000000000000500',
      author: { name: 'Chorus Walls', username: 'chorusapp', link: 'https://x.com/chorusapp' },
      url: 'https://x.com/chorusapp/status/1861000000000000500',
      likes: 40,
      comments: 7,
    });
    expect(first.cursor).toMatchObject({ userId: chorusId, sinceId: '1861000000000000500' });

    await x.crawl({ feedType: 'handle', options: { handle: 'chorusapp' }, cursor: first.cursor });
    expect(requestLog(x.network)).toEqual([
      { path: '/2/users/by/username/chorusapp', query: {} },
      {
        path: `/2/users/${chorusId}/tweets`,
        query: { ...postFields, exclude: 'retweets,replies' },
      },
      {
        path: `/2/users/${chorusId}/tweets`,
        query: { ...postFields, exclude: 'retweets,replies', since_id: '1861000000000000500' },
      },
    ]);
  });

  it('handle: a cursor made for another handle is not reused', async () => {
    const x = await start([
      userLookup,
      { path: `/2/users/${chorusId}/tweets`, respond: { fixture: fixture('empty.json') } },
    ]);
    const stale = { key: 'handle:{"handle":"someone_else"}', userId: '99', sinceId: '5' };
    const { posts, cursor } = await x.crawl({
      feedType: 'handle',
      options: { handle: 'chorusapp' },
      cursor: stale,
    });
    expect(posts).toEqual([]);
    expect(requestLog(x.network).map((request) => request.path)).toEqual([
      '/2/users/by/username/chorusapp',
      `/2/users/${chorusId}/tweets`,
    ]);
    expect(cursor).toEqual({ key: 'handle:{"handle":"chorusapp"}', userId: chorusId });
  });

  it('list: finds the list by name among the handle’s lists, then keeps only newer posts', async () => {
    const listId = '1500000000000000002';
    const x = await start([
      userLookup,
      {
        path: `/2/users/${chorusId}/owned_lists`,
        respond: { fixture: fixture('owned-lists.json') },
      },
      { path: `/2/lists/${listId}/tweets`, respond: { fixture: fixture('list-tweets.json') } },
    ]);
    const options = { handle: 'chorusapp', list: 'speakers 2024' };
    const first = await x.crawl({ feedType: 'list', options });
    expect(first.posts.map((post) => post.externalId)).toEqual([
      '1861000000000000700',
      '1861000000000000600',
    ]);
    expect(first.posts[0]?.author.username).toBe('cleo_speaks');
    expect(first.cursor).toMatchObject({ listId, sinceId: '1861000000000000700' });

    const again = await x.crawl({
      feedType: 'list',
      options,
      cursor: { ...first.cursor!, sinceId: '1861000000000000600' },
    });
    expect(again.posts.map((post) => post.externalId)).toEqual(['1861000000000000700']);
    expect(requestLog(x.network)).toEqual([
      { path: '/2/users/by/username/chorusapp', query: {} },
      { path: `/2/users/${chorusId}/owned_lists`, query: { max_results: '100' } },
      { path: `/2/lists/${listId}/tweets`, query: postFields },
      { path: `/2/lists/${listId}/tweets`, query: postFields },
    ]);
  });

  it('list: a list id alone needs no lookup', async () => {
    const x = await start([
      {
        path: '/2/lists/1500000000000000002/tweets',
        respond: { fixture: fixture('list-tweets.json') },
      },
    ]);
    const { posts } = await x.crawl({ feedType: 'list', options: { list: '1500000000000000002' } });
    expect(posts).toHaveLength(2);
    expect(x.network.requests).toHaveLength(1);
  });

  it('list: an unknown list name is an invalid source', async () => {
    const x = await start([
      userLookup,
      {
        path: `/2/users/${chorusId}/owned_lists`,
        respond: { fixture: fixture('owned-lists.json') },
      },
    ]);
    await expect(
      x.crawl({ feedType: 'list', options: { handle: 'chorusapp', list: 'Nope' } }),
    ).rejects.toMatchObject({
      kind: 'invalid_source',
      message: '@chorusapp has no list named “Nope” on X.',
    });
  });

  it('geo: searches with point_radius (longitude first, at most 40 km) and the hashtag', async () => {
    const x = await start([
      { path: '/2/tweets/search/recent', respond: { fixture: fixture('search-page-2.json') } },
    ]);
    await x.crawl({
      feedType: 'geo',
      options: { latitude: '48.8566', longitude: '2.3522', radius: '5' },
    });
    await x.crawl({
      feedType: 'geo',
      options: { latitude: 48.8566, longitude: 2.3522, radius: 100, hashtag: '#paris' },
    });
    await x.crawl({
      feedType: 'geo',
      options: { latitude: 1e-7, longitude: -0.1278, radius: 0.5 },
    });
    expect(requestLog(x.network).map((request) => request.query['query'])).toEqual([
      'point_radius:[2.3522 48.8566 5km] -is:retweet',
      '#paris point_radius:[2.3522 48.8566 40km] -is:retweet',
      'point_radius:[-0.1278 0 0.5km] -is:retweet',
    ]);
  });

  it('favorites: reads liked posts, and stops at the newest like seen last time', async () => {
    const x = await start([
      userLookup,
      {
        path: `/2/users/${chorusId}/liked_tweets`,
        respond: [{ fixture: fixture('liked-tweets.json') }, { fixture: fixture('empty.json') }],
      },
    ]);
    const first = await x.crawl({ feedType: 'favorites', options: { handle: 'chorusapp' } });
    // An old post liked recently comes first: likes are ordered by when they were liked.
    expect(first.posts.map((post) => post.externalId)).toEqual([
      '1850000000000000900',
      '1861000000000000800',
    ]);
    expect(first.posts[0]?.media[0]).toMatchObject({ kind: 'image', width: 2048, height: 1365 });
    expect(first.posts[0]?.description).toBe('A wall of happy attendees');
    expect(first.cursor).toMatchObject({ userId: chorusId, sinceId: '1850000000000000900' });
    expect(requestLog(x.network).slice(1)).toEqual([
      { path: `/2/users/${chorusId}/liked_tweets`, query: postFields },
      {
        path: `/2/users/${chorusId}/liked_tweets`,
        query: { ...postFields, pagination_token: '7140dibdnow9c7btw3z2vwioavpvutgzrzm9icis4ndix' },
      },
    ]);
  });

  it('favorites: nothing new when the newest like is the one seen last time', async () => {
    const x = await start([
      {
        path: `/2/users/${chorusId}/liked_tweets`,
        respond: { fixture: fixture('liked-tweets.json') },
      },
    ]);
    const cursor = {
      key: 'favorites:{"handle":"chorusapp"}',
      userId: chorusId,
      sinceId: '1850000000000000900',
    };
    const again = await x.crawl({
      feedType: 'favorites',
      options: { handle: 'chorusapp' },
      cursor,
    });
    expect(again.posts).toEqual([]);
    expect(again.cursor).toEqual(cursor);
    expect(x.network.requests).toHaveLength(1);
  });

  it('advanced: sends the query as typed, with the user token when there is one', async () => {
    const x = await start([
      { path: '/2/tweets/search/recent', respond: { fixture: fixture('search-page-2.json') } },
    ]);
    const { posts } = await x.crawl({
      feedType: 'advanced',
      options: { query: 'from:ana_dev has:videos' },
      credentials: { accessToken: 'user-token', bearerToken: 'app-token' },
    });
    expect(posts.map((post) => post.media[0]?.kind)).toEqual(['video']);
    const [request] = x.network.requests;
    expect(request?.query.get('query')).toBe('from:ana_dev has:videos');
    expect(request?.headers['authorization']).toBe('Bearer user-token');
  });
});
