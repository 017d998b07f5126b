/**
 * The signed-in account's videos against a fake Display API replaying TikTok's v2 wire format:
 * the account and two pages of videos, a removed video and a malformed one, the next crawl
 * stopping at what it saw, and the normalized posts with their covers for the media job.
 */
import { describe, expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { tiktokConnector } from './index.ts';
import { clock, credentials, fixture, json, useFakeNetwork, videoRoutes } from './testing.ts';

const start = useFakeNetwork();
const crawl = (network: Awaited<ReturnType<typeof start>>, extra: object = {}) =>
  crawlOnce({
    connector: tiktokConnector(),
    feedType: 'videos',
    options: {},
    network,
    credentials,
    clock,
    ...extra,
  });

describe('the signed-in account’s videos', () => {
  it('reads the account, then every page while has_more, with the bearer token', async () => {
    const network = await start(videoRoutes);
    const { posts, cursor, errors } = await crawl(network);
    expect(posts.map((post) => post.externalId)).toEqual([
      '7441000000000000003',
      '7440000000000000009',
    ]);
    // The malformed video is refused on its own; the others are kept.
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain(
      'TikTok sent video 7441000000000000001 in an unexpected shape (create_time:',
    );
    expect(cursor).toEqual({ key: 'videos:{}', openId: credentials.openId, newest: 1795458600 });

    const [info, first, second] = network.requests;
    expect(network.requests).toHaveLength(3);
    expect(info).toMatchObject({ method: 'GET', path: '/v2/user/info/' });
    expect(info?.query.get('fields')).toBe('open_id,avatar_url,display_name');
    for (const request of [info, first, second]) {
      expect(request?.headers['authorization']).toBe(`Bearer ${credentials.accessToken}`);
    }
    expect(first).toMatchObject({ method: 'POST', path: '/v2/video/list/' });
    expect(first?.query.get('fields')).toBe(
      'id,create_time,title,video_description,share_url,embed_link,cover_image_url,duration,' +
        'width,height,like_count,comment_count',
    );
    expect(first?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(first?.body ?? '')).toEqual({ max_count: 20 });
    expect(JSON.parse(second?.body ?? '')).toEqual({ max_count: 20, cursor: 1795338900000 });
  });

  it('normalizes a video: author, title, caption, share link, time, counts and its cover', async () => {
    const network = await start(videoRoutes);
    const { posts } = await crawl(network);
    expect(posts[0]).toEqual({
      externalId: '7441000000000000003',
      network: 'tiktok',
      author: {
        name: 'Chorus Live',
        username: 'chorus.live',
        link: 'https://www.tiktok.com/@chorus.live',
        picture:
          'https://p16-sign.tiktokcdn-us.com/tos-useast5-avt-0068-tx/7c1e5d2a9b4f4e0c8d3a~c5_168x168.jpeg?x-expires=1795543200&x-signature=aVt0Ur%2FQk1bP0c%3D',
      },
      title: 'Encore in the rain',
      description: '<p>The whole crowd sang along #chorus #live</p>',
      url: 'https://www.tiktok.com/@chorus.live/video/7441000000000000003?utm_campaign=tt4d_open_api&utm_source=awdfgh1234',
      media: [
        {
          kind: 'video',
          url: 'https://p16-sign.tiktokcdn-us.com/tos-useast5-p-0068-tx/3f0c9a7e2b1d4c5e~tplv-noop.image?x-expires=1795543200&x-signature=Zx9%2Bq0Wc3e%3D',
          width: 1080,
          height: 1920,
          alt: 'TikTok video: Encore in the rain (0:42)',
          originalUrl: null,
          embedUrl: null,
        },
      ],
      createdAt: 1795458600,
      likes: 1520,
      comments: 87,
    });
    // Text stays text (the engine escapes and sanitizes it), lines kept; no title: the caption.
    expect(posts[1]).toMatchObject({
      title: 'Backstage <3 & friends',
      description: '<p>Line one<br>Line two with &lt;b&gt;not bold&lt;/b&gt; @ada</p>',
      media: [{ width: 720, height: 1280, alt: 'TikTok video: Backstage <3 & friends (2:05)' }],
    });
  });

  it('hands the media job every cover and the avatar: signed CDN addresses that expire', async () => {
    const network = await start(videoRoutes);
    const { posts } = await crawl(network);
    for (const post of posts) {
      // What the server re-hosts (apps/server/src/media: every http(s) media and author
      // picture); nothing is framed from TikTok, and the cover is the only picture.
      const pictures = [...post.media.map((media) => media.url), post.author.picture];
      expect(pictures).toHaveLength(2);
      for (const url of pictures) {
        expect(new URL(url ?? '').protocol).toBe('https:');
        expect(new URL(url ?? '').searchParams.get('x-expires')).toBe('1795543200');
      }
      expect(post.media.every((media) => media.embedUrl === null)).toBe(true);
    }
  });

  it('skips a video TikTok lists without any link (removed or made private)', async () => {
    const network = await start(videoRoutes);
    const { posts, items, logs } = await crawl(network);
    expect(posts.some((post) => post.externalId === '7441000000000000002')).toBe(false);
    expect(items).toHaveLength(3);
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: 'a video without a link was skipped (removed or private)',
      }),
    );
  });

  it('reads only newer videos next time, and stops paging at the ones it saw', async () => {
    const network = await start(videoRoutes);
    const { posts, cursor } = await crawl(network, {
      cursor: { key: 'videos:{}', openId: credentials.openId, newest: 1795338900 },
    });
    expect(posts.map((post) => post.externalId)).toEqual(['7441000000000000003']);
    expect(cursor).toEqual({ key: 'videos:{}', openId: credentials.openId, newest: 1795458600 });
    // The first page already holds a video seen before: page 2 is not asked for.
    expect(network.requests.filter((request) => request.path === '/v2/video/list/')).toHaveLength(
      1,
    );
  });

  it('starts afresh when another account signed in', async () => {
    const network = await start(videoRoutes);
    const { posts } = await crawl(network, {
      cursor: { key: 'videos:{}', openId: 'another-account', newest: 1795458600 },
    });
    expect(posts).toHaveLength(2);
  });

  it('asks for the page size of the plugin options and stops at maxPages', async () => {
    const network = await start(videoRoutes);
    await crawlOnce({
      connector: tiktokConnector({ maxCount: 5, maxPages: 1 }),
      feedType: 'videos',
      options: {},
      network,
      credentials,
      clock,
    });
    const lists = network.requests.filter((request) => request.path === '/v2/video/list/');
    expect(lists.map((request) => JSON.parse(request.body))).toEqual([{ max_count: 5 }]);
  });

  it('reads an account without videos', async () => {
    const network = await start([
      videoRoutes[0]!,
      {
        method: 'POST',
        path: '/v2/video/list/',
        respond: { fixture: fixture('video-list-empty.json'), headers: json },
      },
    ]);
    const { posts, errors, cursor } = await crawl(network);
    expect({ posts, errors }).toEqual({ posts: [], errors: [] });
    expect(cursor).toEqual({ key: 'videos:{}', openId: credentials.openId });
  });
});
