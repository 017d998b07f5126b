/** The Bluesky feeds against a fake AppView on 127.0.0.1, replaying recorded pages. */
import { describe, expect, it } from 'vitest';
import { crawlOnce, firstSourceError, type FakeRoute } from '@chorus/connector-kit/testing';
import { blueskyConnector } from './index.ts';
import { account, fixture, json, useFakeNetwork, xrpc } from './testing.ts';

const start = useFakeNetwork();

const authorFeedRoutes: FakeRoute[] = [
  {
    path: xrpc('app.bsky.feed.getAuthorFeed'),
    query: { cursor: '2026-11-20T09:00:00.512Z::bafyrei3kalicequote' },
    respond: { fixture: fixture('author-feed-page-2.json'), headers: json },
  },
  {
    path: xrpc('app.bsky.feed.getAuthorFeed'),
    respond: { fixture: fixture('author-feed-page-1.json'), headers: json },
  },
];

describe('the account feed', () => {
  it('pages through the cursor, shows reposts as the original and leaves replies out', async () => {
    const fake = await start(authorFeedRoutes);
    const { posts, cursor, errors } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: account,
      network: fake,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.author.username, post.url])).toEqual([
      ['carol.example.com', 'https://bsky.app/profile/carol.example.com/post/3kcarolpics'],
      ['alice.bsky.social', 'https://bsky.app/profile/alice.bsky.social/post/3kalicefacet'],
      ['alice.bsky.social', 'https://bsky.app/profile/alice.bsky.social/post/3kalicequote'],
      ['alice.bsky.social', 'https://bsky.app/profile/alice.bsky.social/post/3kalicevideo'],
      ['alice.bsky.social', 'https://bsky.app/profile/alice.bsky.social/post/3kalicegone'],
    ]);
    expect(fake.requests.map((request) => request.query.get('filter'))).toEqual([
      'posts_no_replies',
      'posts_no_replies',
    ]);
    expect(fake.requests[0]?.query.get('actor')).toBe('alice.bsky.social');
    expect(fake.requests[0]?.query.get('limit')).toBe('50');
    // The newest is the repost's time, not the reposted post's.
    expect(cursor).toEqual({
      key: 'account:{"actor":"@alice.bsky.social","includeReplies":false}',
      newest: '2026-11-20T12:00:00.000Z',
    });
  });

  it('normalizes author, text, links, media with sizes and alt, time and quotes', async () => {
    const fake = await start(authorFeedRoutes);
    const { posts } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: account,
      network: fake,
    });
    const [repost, facets, quote, video, gone] = posts;
    expect(repost).toMatchObject({
      externalId: 'at://did:plc:carol333/app.bsky.feed.post/3kcarolpics',
      author: { name: 'Carol', username: 'carol.example.com' },
      description: '<p>Stage is ready</p>',
      createdAt: Date.parse('2026-11-20T10:00:00Z') / 1000,
      likes: 7,
      comments: 2,
    });
    expect(repost?.media).toEqual([
      expect.objectContaining({
        kind: 'image',
        width: 1200,
        height: 800,
        alt: 'An empty stage under blue lights',
      }),
      expect.objectContaining({ kind: 'image', width: 800, height: 1000, alt: '' }),
    ]);
    expect(facets?.author).toMatchObject({
      name: 'Alice 🦋',
      link: 'https://bsky.app/profile/alice.bsky.social',
    });
    expect(facets?.description).toContain('<a href="https://chorus.example/blog"');
    expect(quote?.description).toContain('Walls &lt;3 posts');
    expect(quote?.description).toContain(
      'https://bsky.app/profile/bob.bsky.social/post/3kbobquoted',
    );
    expect(video?.media).toEqual([
      expect.objectContaining({
        kind: 'video',
        url: 'https://video.bsky.app/watch/did%3Aplc%3Aalice111/bafyvid/thumbnail.jpg',
        width: 1920,
        height: 1080,
        alt: 'A drummer tuning',
      }),
    ]);
    // The quoted post was deleted: the post stays, with its picture, without the quote.
    expect(gone?.description).toBe('<p>This one was deleted</p>');
    expect(gone?.media).toEqual([
      expect.objectContaining({ width: 640, height: 640, alt: 'A square poster' }),
    ]);
  });

  it('asks for replies when the source includes them', async () => {
    const fake = await start(authorFeedRoutes);
    const { posts } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: { ...account, includeReplies: true },
      network: fake,
    });
    expect(fake.requests[0]?.query.get('filter')).toBe('posts_with_replies');
    expect(posts.map((post) => post.url)).toContain(
      'https://bsky.app/profile/alice.bsky.social/post/3kalicereply',
    );
  });

  it('stops at the posts the previous crawl saw', async () => {
    const fake = await start(authorFeedRoutes);
    const { posts, cursor } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: account,
      network: fake,
      crawls: 2,
    });
    // The second crawl reads page 1 again, finds nothing newer and does not go on to page 2.
    expect(fake.requests.map((request) => request.query.get('cursor'))).toEqual([
      null,
      '2026-11-20T09:00:00.512Z::bafyrei3kalicequote',
      null,
    ]);
    // Posts of both crawls together: the second added none.
    expect(posts).toHaveLength(5);
    expect(cursor?.newest).toBe('2026-11-20T12:00:00.000Z');
  });

  it('says which account Bluesky does not know', async () => {
    const fake = await start([
      {
        path: xrpc('app.bsky.feed.getAuthorFeed'),
        respond: { status: 400, fixture: fixture('error-profile-not-found.json'), headers: json },
      },
    ]);
    const result = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: account,
      network: fake,
    });
    expect(firstSourceError(result)).toMatchObject({
      kind: 'invalid_source',
      message: expect.stringContaining('(Profile not found)'),
    });
  });
});

describe('a custom feed and a list', () => {
  it('reads a custom feed by its at:// address', async () => {
    const uri = 'at://did:plc:carol333/app.bsky.feed.generator/walls';
    const fake = await start([
      {
        path: xrpc('app.bsky.feed.getFeed'),
        query: { feed: uri },
        respond: { fixture: fixture('custom-feed.json'), headers: json },
      },
    ]);
    const { posts, errors } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'feed',
      options: { uri },
      network: fake,
      crawls: 2,
    });
    expect(errors).toEqual([]);
    // A custom feed is not in time order: the second crawl reads its first page again.
    expect(posts.map((post) => post.description)).toEqual([
      '<p>From a custom feed</p>',
      '<p>From a custom feed</p>',
    ]);
  });

  it('reads a list by its at:// address', async () => {
    const uri = 'at://did:plc:bob222/app.bsky.graph.list/friends';
    const fake = await start([
      {
        path: xrpc('app.bsky.feed.getListFeed'),
        query: { list: uri },
        respond: { fixture: fixture('list-feed.json'), headers: json },
      },
    ]);
    const { posts } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'list',
      options: { uri },
      network: fake,
    });
    expect(posts.map((post) => [post.author.username, post.description])).toEqual([
      ['bob.bsky.social', '<p>From a list</p>'],
    ]);
  });
});
