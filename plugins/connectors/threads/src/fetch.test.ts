/** A Threads profile against a fake Threads API: every media type, paging, removed and malformed posts, refusals. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  crawlOnce,
  firstSourceError,
  startFakeNetwork,
  type CrawlOnceInput,
  type FakeNetwork,
} from '@chorus/connector-kit/testing';
import {
  threadsConnector,
  type ThreadsCursor,
  type ThreadsItem,
  type ThreadsOptions,
} from './index.ts';
import { threadsMessages } from './messages.ts';
import {
  fixtureCredentials,
  graphError,
  meRoute,
  profileRoutes,
  threadsFixture,
} from './testing.ts';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

const profile = (extra: Partial<CrawlOnceInput<ThreadsItem, ThreadsCursor, ThreadsOptions>> = {}) =>
  crawlOnce({
    connector: threadsConnector(),
    feedType: 'profile',
    options: { username: 'chorus.wall' },
    network: network!,
    credentials: fixtureCredentials,
    ...extra,
  });

describe('a Threads profile', () => {
  it('reads every page into posts with their media, leaving out removed reposts and refusing malformed posts alone', async () => {
    network = await startFakeNetwork([meRoute, ...profileRoutes]);
    const { posts, errors, cursor, logs } = await profile();

    expect(posts.map((post) => post.externalId)).toEqual([
      '18050000000000007',
      '18050000000000006',
      '18050000000000005',
      '18050000000000004',
      // The repost is its original post, by its own author.
      '18040000000000900',
      // Page 2, asked for after page 1's cursor.
      '18049999999999999',
    ]);
    // The HOLOGRAM post and the one whose id is a number are refused, each alone.
    expect(errors).toHaveLength(2);
    expect(String(errors[0])).toMatch(/cannot read \(18050000000000001\): media_type/);
    expect(String(errors[1])).toMatch(/cannot read: id is not as documented/);
    // The repost of a deleted post is left out as removed, not refused.
    expect(logs).toContainEqual(
      expect.objectContaining({ message: 'removed posts left out', data: { removed: 1 } }),
    );

    const [text, image, video, carousel, repost] = posts;
    expect(text).toMatchObject({
      network: 'threads',
      url: 'https://www.threads.net/@chorus.wall/post/DAbCdEf0007',
      createdAt: Date.UTC(2026, 10, 24, 18, 30) / 1000,
      media: [],
      author: {
        username: 'chorus.wall',
        name: 'Chorus Wall',
        link: 'https://www.threads.net/@chorus.wall',
        picture:
          'https://scontent-iad3-1.cdninstagram.com/v/t51.2885-19/chorus-wall-avatar.jpg?oh=00_a1&oe=6760AB12',
      },
    });
    // Text is escaped, its address a link.
    expect(text?.description).toBe(
      '<p>Doors open at 7 &lt;b&gt;sharp&lt;/b&gt; &amp; the wall is live: <a href="https://chorus.example/live">https://chorus.example/live</a></p>',
    );
    expect(image?.media).toEqual([
      {
        kind: 'image',
        url: 'https://scontent-iad3-2.cdninstagram.com/v/t51.2885-15/stage.jpg?oh=00_b2&oe=6760AB12',
        width: null,
        height: null,
        alt: 'An empty stage under blue lights',
        originalUrl: null,
        embedUrl: null,
      },
    ]);
    // A video is its poster: the picture the media job re-hosts (the .mp4 is never a picture).
    expect(video?.media).toMatchObject([
      {
        kind: 'video',
        url: 'https://scontent-iad3-1.cdninstagram.com/v/t51.2885-15/soundcheck-poster.jpg?oe=6760AB12',
      },
    ]);
    // A carousel is several media, in order.
    expect(carousel?.media.map((media) => [media.kind, media.url, media.alt])).toEqual([
      [
        'image',
        'https://scontent-iad3-2.cdninstagram.com/v/t51.2885-15/hall-1.jpg?oe=6760AB12',
        'The hall from the balcony',
      ],
      [
        'video',
        'https://scontent-iad3-1.cdninstagram.com/v/t51.2885-15/hall-2-poster.jpg?oe=6760AB12',
        '',
      ],
      [
        'image',
        'https://scontent-iad3-2.cdninstagram.com/v/t51.2885-15/hall-3.jpg?oe=6760AB12',
        '',
      ],
    ]);
    expect(repost).toMatchObject({
      url: 'https://www.threads.net/@ada.lovelace/post/CZyXwVu0900',
      author: {
        username: 'ada.lovelace',
        name: 'ada.lovelace',
        link: 'https://www.threads.net/@ada.lovelace',
      },
      createdAt: Date.UTC(2026, 10, 24, 13) / 1000,
      description:
        '<p>See you all at the show tonight</p><p><a href="https://tickets.example/show">https://tickets.example/show</a></p>',
    });
    // Another author's picture is not the signed-in account's.
    expect(repost?.author.picture).toBeUndefined();

    // Every picture is a network address for the media job to copy (Threads' URLs expire).
    const pictures = posts.flatMap((post) => [
      ...post.media.map((media) => media.url),
      ...(post.author.picture ? [post.author.picture] : []),
    ]);
    // 5 media and the account's picture on each of its 5 own posts.
    expect(pictures.length).toBe(10);
    for (const url of pictures)
      expect(url).toMatch(/^https:\/\/scontent-[a-z0-9-]+\.cdninstagram\.com\//);
    expect(pictures.some((url) => url.includes('.mp4'))).toBe(false);

    // Requests: the token as a bearer header, never in the address; the fields asked for.
    const first = network.requests.find((request) => request.path === '/v1.0/me/threads');
    expect(first?.headers['authorization']).toBe('Bearer THQWJlong-lived-1');
    expect(first?.query.get('access_token')).toBeNull();
    expect(first?.query.get('fields')).toContain(
      'children{id,media_type,media_url,thumbnail_url,alt_text}',
    );
    expect(first?.query.get('fields')).toContain('reposted_post{');
    expect(first?.query.get('limit')).toBe('50');
    expect(cursor).toMatchObject({
      newest: Date.UTC(2026, 10, 24, 18, 30) / 1000,
      seen: ['18050000000000007'],
    });
  });

  it('asks the next crawl only for newer posts and stops at the first it saw', async () => {
    network = await startFakeNetwork([
      meRoute,
      { path: '/v1.0/me/threads', respond: { fixture: threadsFixture('profile-newer.json') } },
    ]);
    const since = Date.UTC(2026, 10, 24, 18, 30) / 1000;
    const { posts, errors, cursor } = await profile({
      cursor: {
        key: 'profile:{"username":"chorus.wall"}',
        newest: since,
        seen: ['18050000000000007'],
      },
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual(['18050000000000008']);
    const asked = network.requests.filter((request) => request.path === '/v1.0/me/threads');
    // One page: the seen post ends the crawl although the page has a next one.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query.get('since')).toBe(String(since));
    expect(cursor).toMatchObject({
      newest: Date.UTC(2026, 10, 24, 21) / 1000,
      seen: ['18050000000000008'],
    });
  });

  it('asks to sign in again when Threads says the token expired (code 190)', async () => {
    network = await startFakeNetwork([
      { path: '/v1.0/me', respond: graphError('error-token-expired.json') },
    ]);
    const error = firstSourceError(await profile());
    expect(error.kind).toBe('needs_reauth');
    expect(error.message).toMatch(/Threads refused the access token: it expired or was revoked/);
    expect(error.message).toContain('code 190');
  });

  it('waits when Threads throttles (code 4), until the usage header says access returns', async () => {
    const now = new Date('2026-11-24T22:00:00Z');
    network = await startFakeNetwork([
      meRoute,
      {
        path: '/v1.0/me/threads',
        respond: {
          ...graphError('error-throttled.json'),
          headers: {
            'content-type': 'application/json',
            'x-app-usage':
              '{"call_count":100,"total_cputime":20,"total_time":25,"estimated_time_to_regain_access":15}',
          },
        },
      },
    ]);
    const error = firstSourceError(await profile({ clock: { now: () => now } }));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.toISOString()).toBe('2026-11-24T22:15:00.000Z');
    expect(error.message).toMatch(/^Threads .*2026-11-24T22:15:00\.000Z/);
  });

  it('says which permission is missing when Threads refuses one (code 10)', async () => {
    network = await startFakeNetwork([
      meRoute,
      { path: '/v1.0/me/threads', respond: graphError('error-permission.json', 403) },
    ]);
    const error = firstSourceError(await profile());
    expect(error.kind).toBe('invalid_source');
    expect(error.message).toMatch(/threads_basic/);
  });

  it('asks to sign in as the account the source names when another one signed in', async () => {
    network = await startFakeNetwork([meRoute, ...profileRoutes]);
    const error = firstSourceError(await profile({ options: { username: '@grace.hopper' } }));
    expect(error.kind).toBe('needs_reauth');
    expect(error.message).toBe(
      'You signed in to Threads as @chorus.wall, but this source reads @grace.hopper. Sign in as @grace.hopper, or leave the username empty to read the account you sign in with.',
    );
    expect(network.requests.some((request) => request.path === '/v1.0/me/threads')).toBe(false);
  });

  it('asks to sign in when no token is stored', async () => {
    network = await startFakeNetwork([meRoute]);
    const error = firstSourceError(await profile({ credentials: null }));
    expect(error.kind).toBe('needs_reauth');
    expect(network.requests).toEqual([]);
  });

  it("fails the crawl of a stored someone-else's-profile source with the reason, asking nothing", async () => {
    network = await startFakeNetwork([meRoute, ...profileRoutes]);
    const error = firstSourceError(await profile({ feedType: 'other-profile', options: {} }));
    expect(error.kind).toBe('invalid_source');
    expect(error.message).toBe(
      `${threadsMessages.otherProfileReason} ${threadsMessages.otherProfileInstead}`,
    );
    expect(network.requests).toEqual([]);
  });
});
