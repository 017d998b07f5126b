/** Reddit feed types, paging and normalized posts against a fake Reddit on 127.0.0.1. */
import { describe, expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { redditConnector } from './index.ts';
import { credentials, fixture, json, listing, tokenRoute, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
const newPath = '/r/socialwalls/new';

describe('subreddit', () => {
  it('reads new posts page by page and skips NSFW, removed and deleted posts', async () => {
    const fake = await start([
      tokenRoute,
      listing(newPath, 'subreddit-new-page-2.json', { after: 't3_1h0p05' }),
      listing(newPath, 'subreddit-new-page-1.json'),
    ]);
    const { posts, errors, cursor } = await crawlOnce({
      connector: redditConnector({ pageSize: 5 }),
      feedType: 'subreddit',
      options: { subreddit: 'r/socialwalls' },
      network: fake,
      credentials,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual(['t3_1h0p01', 't3_1h0p02', 't3_1h0p06']);
    const listings = fake.requests.filter((request) => request.path === newPath);
    expect(listings.map((request) => request.query.toString())).toEqual([
      'limit=5',
      'limit=5&after=t3_1h0p05',
    ]);
    expect(cursor).toEqual({ key: 'subreddit:{"subreddit":"r/socialwalls"}', newest: 1764021600 });

    const [self, link, gallery] = posts;
    expect(self).toMatchObject({
      author: { name: 'ada_l', username: 'ada_l', link: 'https://www.reddit.com/user/ada_l' },
      title: 'Our wall at the meetup & what we learned',
      url: 'https://www.reddit.com/r/socialwalls/comments/1h0p01/our_wall_at_the_meetup/',
      createdAt: 1764021600,
      media: [],
      likes: 42,
      comments: 7,
    });
    expect(self?.description).toContain('<p>We put <strong>Chorus</strong> on the big screen.</p>');
    expect(link?.description).toBe(
      '<p><a href="https://example.org/stage?size=large&amp;ref=reddit" ' +
        'rel="noopener noreferrer nofollow" target="_blank">' +
        'https://example.org/stage?size=large&amp;ref=reddit</a></p>',
    );
    expect(link?.media).toEqual([
      {
        kind: 'image',
        url: 'https://preview.redd.it/stage.jpg?width=1200&format=pjpg&s=abc123',
        width: 1200,
        height: 800,
        alt: 'Photo of the stage',
        originalUrl: null,
        embedUrl: null,
      },
    ]);
    expect(
      gallery?.media.map((media) => [media.url, media.width, media.height, media.alt]),
    ).toEqual([
      [
        'https://preview.redd.it/abc1.jpg?width=1920&format=pjpg&s=one',
        1920,
        1080,
        'The masonry wall',
      ],
      [
        'https://preview.redd.it/abc2.png?width=900&format=png&s=two',
        900,
        1200,
        'Three walls side by side',
      ],
    ]);
  });

  it('stops at the posts the previous crawl saw', async () => {
    const fake = await start([
      tokenRoute,
      listing(newPath, 'subreddit-new-page-2.json', { after: 't3_1h0p05' }),
      listing(newPath, 'subreddit-new-page-1.json'),
    ]);
    const { posts } = await crawlOnce({
      connector: redditConnector(),
      feedType: 'subreddit',
      options: { subreddit: 'socialwalls' },
      network: fake,
      credentials,
      cursor: { key: 'subreddit:{"subreddit":"socialwalls"}', newest: 1764018000 },
    });
    expect(posts.map((post) => post.externalId)).toEqual(['t3_1h0p01']);
    expect(fake.requests.filter((request) => request.path === newPath)).toHaveLength(1);
  });

  it('stops paging when the rate-limit window is spent', async () => {
    const fake = await start([
      tokenRoute,
      listing(newPath, 'subreddit-new-page-2.json', { after: 't3_1h0p05' }),
      {
        path: newPath,
        respond: {
          fixture: fixture('subreddit-new-page-1.json'),
          headers: { ...json, 'x-ratelimit-remaining': '0.0', 'x-ratelimit-reset': '42' },
        },
      },
    ]);
    const { posts, errors } = await crawlOnce({
      connector: redditConnector(),
      feedType: 'subreddit',
      options: { subreddit: 'socialwalls' },
      network: fake,
      credentials,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual(['t3_1h0p01', 't3_1h0p02']);
    expect(fake.requests.filter((request) => request.path === newPath)).toHaveLength(1);
  });

  it('sends the User-Agent Reddit asks for, from the plugin options', async () => {
    const fake = await start([tokenRoute, listing(newPath, 'subreddit-new-page-2.json')]);
    await crawlOnce({
      connector: redditConnector({
        platform: 'linux',
        appId: 'wall',
        version: '2.1',
        operator: 'ada',
      }),
      feedType: 'subreddit',
      options: { subreddit: 'socialwalls' },
      network: fake,
      credentials,
    });
    for (const request of fake.requests) {
      expect(request.headers['user-agent']).toBe('linux:wall:2.1 (by /u/ada)');
    }
  });
});

describe('user and search', () => {
  it("reads a user's submissions", async () => {
    const fake = await start([
      tokenRoute,
      listing('/user/grace_h/submitted', 'user-submitted.json'),
    ]);
    const { posts, errors } = await crawlOnce({
      connector: redditConnector(),
      feedType: 'user',
      options: { user: 'u/grace_h' },
      network: fake,
      credentials,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.author.username])).toEqual([
      ['t3_1h0p02', 'grace_h'],
    ]);
    expect(fake.requests[1]?.query.get('sort')).toBe('new');
  });

  it('searches inside one subreddit, newest first', async () => {
    const fake = await start([tokenRoute, listing('/r/socialwalls/search', 'search.json')]);
    const { posts } = await crawlOnce({
      connector: redditConnector(),
      feedType: 'search',
      options: { subreddit: 'socialwalls', query: 'big screen' },
      network: fake,
      credentials,
    });
    expect(posts.map((post) => post.externalId)).toEqual(['t3_1h0p01']);
    const query = fake.requests[1]?.query;
    expect([query?.get('q'), query?.get('restrict_sr'), query?.get('sort')]).toEqual([
      'big screen',
      '1',
      'new',
    ]);
  });
});
