/** Profile, tagged and hashtag feeds against a fake Graph API replaying recorded answers. */
import { afterEach, describe, expect, it } from 'vitest';
import { crawlOnce, startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { instagramConnector } from './index.ts';
import { clockAt, fixture, igUserId, signedIn } from './testing.ts';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

const cdn = 'https://scontent.cdninstagram.com/v/t51.29350-15/';

// A profile signed in with Facebook Login before profiles had their own sign-in (Instagram
// Login, profile.test.ts) still reads graph.facebook.com until its token is due for renewal.
describe('profile signed in with Facebook Login', () => {
  it('reads the signed-in account’s media page by page, carousels as several media', async () => {
    network = await startFakeNetwork([
      {
        path: `/${igUserId}/media`,
        query: { after: 'QVFIUmxwPage2' },
        respond: { fixture: fixture('profile-media-2.json') },
      },
      { path: `/${igUserId}/media`, respond: { fixture: fixture('profile-media-1.json') } },
    ]);
    const { posts, cursor, errors } = await crawlOnce({
      connector: instagramConnector({ pageSize: 2 }),
      feedType: 'profile',
      options: { handle: '@chorus.wall' },
      credentials: signedIn,
      clock: clockAt(),
      network,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      '17900000000000003',
      '17900000000000002',
      '17900000000000001',
    ]);
    const [album, reel, image] = posts;
    expect(album).toMatchObject({
      network: 'instagram',
      author: {
        name: 'chorus.wall',
        username: 'chorus.wall',
        link: 'https://www.instagram.com/chorus.wall/',
      },
      url: 'https://www.instagram.com/p/DCarousel3/',
      createdAt: Date.parse('2026-11-20T18:03:52Z') / 1000,
      likes: 128,
      comments: 9,
    });
    expect(album?.description).toBe(
      '<p>Opening night at the <a href="https://www.instagram.com/explore/tags/ChorusFest/" rel="noopener noreferrer nofollow" target="_blank">#ChorusFest</a> main stage with <a href="https://www.instagram.com/grace.hopper/" rel="noopener noreferrer nofollow" target="_blank">@grace.hopper</a>!</p><p>Thank you all &lt;3</p>',
    );
    // The album's two children: a picture, and a video as its poster playing in the embed.
    expect(album?.media).toEqual([
      expect.objectContaining({ kind: 'image', url: expect.stringContaining(`${cdn}stage-1.jpg`) }),
      expect.objectContaining({
        kind: 'video',
        url: expect.stringContaining(`${cdn}stage-2-poster.jpg`),
        originalUrl: expect.stringContaining('/stage-2.mp4'),
        embedUrl: 'https://www.instagram.com/p/DCarousel3/embed/',
      }),
    ]);
    expect(reel?.media).toEqual([
      expect.objectContaining({
        kind: 'video',
        url: expect.stringContaining(`${cdn}soundcheck-poster.jpg`),
        originalUrl: expect.stringContaining('/soundcheck.mp4'),
        embedUrl: 'https://www.instagram.com/reel/DReel2/embed/',
      }),
    ]);
    expect(image?.description).toBe('<p>Hello &lt;b&gt;wall&lt;/b&gt; &amp; friends</p>');
    expect(cursor).toEqual({
      key: 'profile:{"handle":"chorus.wall"}',
      igUserId,
      newest: Date.parse('2026-11-20T18:03:52Z') / 1000,
    });
    // The token goes in a header, never in the address; the next page by its after cursor.
    const [first, second] = network.requests;
    expect(first?.headers['authorization']).toBe(`Bearer ${signedIn.accessToken}`);
    expect(first?.query.get('access_token')).toBeNull();
    expect(first?.query.get('fields')).toContain('children{id,media_type,media_url,thumbnail_url}');
    expect(first?.query.get('fields')).toContain('username');
    expect(second?.query.get('after')).toBe('QVFIUmxwPage2');
  });

  it('marks every picture for re-hosting: network addresses, never Chorus’s', async () => {
    network = await startFakeNetwork([
      {
        path: `/${igUserId}/media`,
        query: { after: 'QVFIUmxwPage2' },
        respond: { fixture: fixture('profile-media-2.json') },
      },
      { path: `/${igUserId}/media`, respond: { fixture: fixture('profile-media-1.json') } },
    ]);
    const { posts } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'profile',
      options: { handle: 'chorus.wall' },
      credentials: signedIn,
      network,
    });
    const urls = posts.flatMap((post) => post.media.map((medium) => medium.url));
    expect(urls).toHaveLength(4);
    // The media job re-hosts every http(s) picture address of a post (apps/server media).
    for (const url of urls) expect(url).toMatch(/^https:\/\/scontent\.cdninstagram\.com\//);
  });

  it('stops at the posts the previous crawl saw', async () => {
    network = await startFakeNetwork([
      { path: `/${igUserId}/media`, respond: { fixture: fixture('profile-media-newer.json') } },
    ]);
    const { posts, cursor, errors } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'profile',
      options: { handle: 'chorus.wall' },
      credentials: signedIn,
      cursor: {
        key: 'profile:{"handle":"chorus.wall"}',
        igUserId,
        newest: Date.parse('2026-11-20T18:03:52Z') / 1000,
      },
      network,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual(['17900000000000004']);
    expect(cursor).toMatchObject({ newest: Date.parse('2026-11-21T10:00:00Z') / 1000 });
    // The page reached a seen post: its next page is not asked for.
    expect(network.requests).toHaveLength(1);
  });

  it('starts afresh when the source is signed in as another account', async () => {
    network = await startFakeNetwork([
      { path: `/${igUserId}/media`, respond: { fixture: fixture('profile-media-newer.json') } },
    ]);
    const { posts } = await crawlOnce({
      connector: instagramConnector({ maxPages: 1 }),
      feedType: 'profile',
      options: { handle: 'chorus.wall' },
      credentials: signedIn,
      cursor: { key: 'profile:{"handle":"chorus.wall"}', igUserId: '1784149999', newest: 2e9 },
      network,
    });
    expect(posts).toHaveLength(2);
  });
});

describe('tagged', () => {
  const tagsRoutes = () => [
    {
      path: `/${igUserId}/tags`,
      query: { after: 'QVFIUtags1' },
      respond: { fixture: fixture('tags-page-2.json') },
    },
    { path: `/${igUserId}/tags`, respond: { fixture: fixture('tags-page.json') } },
  ];

  it('reads posts that tag the account page by page; removed stubs skipped, malformed ones refused alone', async () => {
    network = await startFakeNetwork(tagsRoutes());
    const { posts, errors, logs, cursor } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'tagged',
      options: { handle: 'chorus.wall' },
      credentials: signedIn,
      network,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.author.username])).toEqual([
      ['17900000000000101', 'ada.fan'],
      ['17900000000000104', 'linus.fan'],
      ['17900000000000105', 'grace.fan'],
    ]);
    // The second page by the first one's `after` cursor, at the connector's own address; the
    // last page names no next page.
    expect(network.requests.map((request) => request.query.get('after'))).toEqual([
      null,
      'QVFIUtags1',
    ]);
    expect(network.requests.every((request) => !request.query.has('access_token'))).toBe(true);
    // A carousel of the second page: one medium per child, the video by its poster.
    expect(posts[2]?.media).toMatchObject([
      { kind: 'image', url: `${cdn}backstage-1.jpg?oe=6750A1B2` },
      {
        kind: 'video',
        url: `${cdn}backstage-2.jpg?oe=6750A1B2`,
        originalUrl: 'https://scontent.cdninstagram.com/v/t50.2886-16/backstage-2.mp4?oe=6750A1B2',
      },
    ]);
    expect(cursor).toMatchObject({ newest: Date.parse('2026-11-20T21:30:00Z') / 1000 });
    // A video whose file and poster Instagram withheld keeps its caption and link.
    expect(posts[1]).toMatchObject({
      media: [],
      description: '<p>Their song was removed for copyright</p>',
      url: 'https://www.instagram.com/reel/DFan104/',
    });
    expect(logs).toContainEqual({
      level: 'debug',
      message: 'removed media skipped',
      data: { id: '17900000000000102' },
    });
    expect(logs).toContainEqual({
      level: 'warn',
      message: 'malformed media refused',
      data: { id: '17900000000000103', at: 'media_type', problem: expect.any(String) },
    });
  });

  it('stops the next crawl at the tagged posts it already has', async () => {
    network = await startFakeNetwork(tagsRoutes());
    const { posts, errors } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'tagged',
      options: { handle: 'chorus.wall' },
      credentials: signedIn,
      network,
      crawls: 2,
    });
    expect(errors).toEqual([]);
    expect(posts).toHaveLength(3);
    // The second crawl met a post it had seen on its first page and asked for no other.
    expect(network.requests.map((request) => request.query.get('after'))).toEqual([
      null,
      'QVFIUtags1',
      null,
    ]);
  });
});

describe('hashtag', () => {
  const search = {
    path: '/ig_hashtag_search',
    query: { user_id: igUserId, q: 'chorusfest' },
    respond: { fixture: fixture('hashtag-search.json') },
  };
  const recently = {
    path: `/${igUserId}/recently_searched_hashtags`,
    respond: { fixture: fixture('recently-searched-3.json') },
  };

  it('searches the hashtag once, reads recent media page by page and shows the weekly limit', async () => {
    network = await startFakeNetwork([
      recently,
      search,
      {
        path: '/17843853986012965/recent_media',
        query: { after: 'QVFIUtagAfter' },
        respond: { fixture: fixture('hashtag-recent-2.json') },
      },
      {
        path: '/17843853986012965/recent_media',
        respond: { fixture: fixture('hashtag-recent-1.json') },
      },
    ]);
    const now = clockAt();
    const { posts, cursor, errors, quota } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'hashtag',
      options: { hashtag: '#ChorusFest' },
      credentials: signedIn,
      clock: now,
      network,
      crawls: 2,
    });
    expect(errors).toEqual([]);
    // Two crawls: the second reads the same pages again (the engine upserts by id).
    expect(posts.map((post) => post.externalId)).toEqual([
      '17900000000000201',
      '17900000000000202',
      '17900000000000203',
      '17900000000000201',
      '17900000000000202',
      '17900000000000203',
    ]);
    // Hashtag media carry no username.
    expect(posts[0]).toMatchObject({
      author: {},
      url: 'https://www.instagram.com/p/DTag201/',
      likes: 51,
    });
    expect(posts[1]?.media[0]).toMatchObject({
      kind: 'video',
      url: expect.stringContaining('encore-poster.jpg'),
      embedUrl: 'https://www.instagram.com/reel/DTag202/embed/',
    });
    // Searched once, on the first crawl; the id is kept in the cursor.
    expect(
      network.requests.filter((request) => request.path === '/ig_hashtag_search'),
    ).toHaveLength(1);
    const since = now.now().getTime();
    expect(cursor).toEqual({
      key: 'hashtag:{"hashtag":"ChorusFest","order":"recent","account":""}',
      igUserId,
      hashtagId: '17843853986012965',
      searchedAt: since,
      ledger: [
        { id: '17841562906103814', name: 'coke', since },
        { id: '17841563587120501', name: 'sunset', since },
        { id: '17843853986012966', name: 'music', since },
        { id: '17843853986012965', name: 'chorusfest', since },
      ],
    });
    // Four of the account's 30 hashtags are used; the oldest frees in 7 days.
    expect(quota).toEqual({
      unit: 'searches',
      period: 'window',
      limit: 30,
      remaining: 26,
      resetsAt: new Date(since + 7 * 24 * 3600_000),
    });
    const media = network.requests.find((request) => request.path.endsWith('/recent_media'));
    expect(media?.query.get('user_id')).toBe(igUserId);
    // The hashtag edges refuse `username`.
    expect(media?.query.get('fields')).not.toContain('username');
  });

  it('reads top media when the owner chose top', async () => {
    network = await startFakeNetwork([
      recently,
      search,
      { path: '/17843853986012965/top_media', respond: { fixture: fixture('hashtag-top.json') } },
    ]);
    const { posts, errors } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'chorusfest', order: 'top' },
      credentials: signedIn,
      network,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.likes])).toEqual([
      ['17900000000000301', 9001],
    ]);
    // Top media change slowly: one page a crawl.
    expect(network.requests.filter((request) => request.path.endsWith('/top_media'))).toHaveLength(
      1,
    );
  });

  it('uses a hashtag the account searched this week without searching again', async () => {
    network = await startFakeNetwork([
      recently,
      { path: '/17843853986012966/recent_media', respond: { body: { data: [] } } },
    ]);
    const { errors, cursor } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'Music' },
      credentials: signedIn,
      network,
    });
    expect(errors).toEqual([]);
    expect(cursor).toMatchObject({ hashtagId: '17843853986012966' });
    expect(network.requests.map((request) => request.path)).toEqual([
      `/${igUserId}/recently_searched_hashtags`,
      '/17843853986012966/recent_media',
    ]);
  });

  it('refuses a 31st hashtag of the week before searching it, saying when a slot frees', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) => ({
      id: `178410000000${String(index).padStart(5, '0')}`,
      name: `tag${String(index)}`,
    }));
    network = await startFakeNetwork([
      { path: `/${igUserId}/recently_searched_hashtags`, respond: { body: { data: thirty } } },
      search,
    ]);
    const first = Date.parse('2026-11-20T09:00:00Z');
    const { errors, quota } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'chorusfest' },
      credentials: signedIn,
      clock: clockAt(),
      // A stored ledger knows since when the account searched them.
      cursor: {
        key: 'hashtag:{"hashtag":"chorusfest","order":"recent","account":""}',
        igUserId,
        ledger: thirty.map((tag) => ({ ...tag, since: first })),
      },
      network,
    });
    expect(quota).toBeUndefined();
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'rate_limited',
        message:
          'Instagram lets one account search at most 30 different hashtags in 7 days, and @chorus.wall has searched 30 already. #chorusfest can be added once the oldest of them is 7 days old (about 2026-11-27 09:00 UTC); a hashtag already searched this week can be added at once.',
        retryAt: new Date(first + 7 * 24 * 3600_000),
        quota: expect.objectContaining({ limit: 30, remaining: 0 }),
      }),
    ]);
    expect(network.requests.some((request) => request.path === '/ig_hashtag_search')).toBe(false);
  });

  it('says so when Instagram knows no such hashtag', async () => {
    network = await startFakeNetwork([
      recently,
      { path: '/ig_hashtag_search', respond: { fixture: fixture('hashtag-search-empty.json') } },
    ]);
    const { errors } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'nosuchtag' },
      credentials: signedIn,
      network,
    });
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'invalid_source',
        message:
          'Instagram found no hashtag #nosuchtag (it may be blocked or hidden). Check the spelling, or choose another hashtag.',
      }),
    ]);
  });
});
