/**
 * The profile feed type signed in with Instagram Login, against a fake Instagram Graph API
 * (graph.instagram.com under `/ig/v25.0`, Facebook's Graph API under `/fb`): paging, carousels,
 * pictures for re-hosting, and the refusals as the owner reads them in the source's health.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  crawlOnce,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { instagramConnector } from './index.ts';
import { clockAt, fixture, igUserId, signedInWithInstagram, splitBaseUrls } from './testing.ts';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

const media = `/ig/v25.0/${igUserId}/media`;
const cdn = 'https://scontent.cdninstagram.com/v/t51.29350-15/';

/** One crawl of `@chorus.wall`'s profile, signed in with Instagram Login. */
async function crawlProfile(routes: FakeRoute[], cursor: unknown = null, pageSize = 2) {
  network = await startFakeNetwork(routes);
  return crawlOnce({
    connector: instagramConnector({ pageSize }),
    feedType: 'profile',
    options: { handle: '@chorus.wall' },
    credentials: signedInWithInstagram,
    cursor,
    clock: clockAt(),
    network,
    baseUrls: splitBaseUrls(network),
  });
}

const twoPages: FakeRoute[] = [
  {
    path: media,
    query: { after: 'QVFIUmxwPage2' },
    respond: { fixture: fixture('profile-media-2.json') },
  },
  { path: media, respond: { fixture: fixture('profile-media-1.json') } },
];

/** A Graph error answer with `code` (Instagram Login sends Meta's error object too). */
const graphError = (code: number, message: string, status = 400) => ({
  status,
  body: { error: { message, type: 'IGApiException', code, fbtrace_id: `AIg${String(code)}` } },
});

describe('a profile signed in with Instagram Login', () => {
  it('reads graph.instagram.com page by page, a carousel as several media', async () => {
    const { posts, cursor, errors } = await crawlProfile(twoPages);
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      '17900000000000003',
      '17900000000000002',
      '17900000000000001',
    ]);
    const [album] = posts;
    expect(album).toMatchObject({
      network: 'instagram',
      author: { username: 'chorus.wall', link: 'https://www.instagram.com/chorus.wall/' },
      url: 'https://www.instagram.com/p/DCarousel3/',
      createdAt: Date.parse('2026-11-20T18:03:52Z') / 1000,
    });
    // The album's children, in order: a picture, then a video shown by its poster.
    expect(album?.media).toEqual([
      expect.objectContaining({ kind: 'image', url: expect.stringContaining(`${cdn}stage-1.jpg`) }),
      expect.objectContaining({
        kind: 'video',
        url: expect.stringContaining(`${cdn}stage-2-poster.jpg`),
        originalUrl: expect.stringContaining('/stage-2.mp4'),
      }),
    ]);
    expect(cursor).toEqual({
      key: 'profile:{"handle":"chorus.wall"}',
      igUserId,
      newest: Date.parse('2026-11-20T18:03:52Z') / 1000,
    });
    // Every request went to Instagram's Graph host, versioned, never to Facebook's; the token
    // in a header, never in the address; the documented fields, children included.
    const requests = network?.requests ?? [];
    expect(requests.map((request) => request.path)).toEqual([media, media]);
    const [first, second] = requests;
    expect(first?.headers['authorization']).toBe(`Bearer ${signedInWithInstagram.accessToken}`);
    expect(first?.query.get('access_token')).toBeNull();
    expect(first?.query.get('fields')?.split(',')).toEqual(
      expect.arrayContaining([
        'id',
        'caption',
        'media_type',
        'media_url',
        'permalink',
        'thumbnail_url',
        'timestamp',
        'username',
        'children{id',
      ]),
    );
    expect(first?.query.get('limit')).toBe('2');
    expect(second?.query.get('after')).toBe('QVFIUmxwPage2');
  });

  it('hands every picture and poster to the media job as Instagram’s address, to re-host', async () => {
    const { posts } = await crawlProfile(twoPages);
    const urls = posts.flatMap((post) => post.media.map((medium) => medium.url));
    expect(urls).toHaveLength(4);
    // Instagram's CDN addresses expire: the media job re-hosts every http(s) picture of a post
    // (apps/server media), so none may be left out or be anything but the network's.
    for (const url of urls) expect(url).toMatch(/^https:\/\/scontent\.cdninstagram\.com\//);
  });

  it('stops at the posts the previous crawl saw', async () => {
    const { posts } = await crawlProfile(
      [{ path: media, respond: { fixture: fixture('profile-media-newer.json') } }],
      {
        key: 'profile:{"handle":"chorus.wall"}',
        igUserId,
        newest: Date.parse('2026-11-20T18:03:52Z') / 1000,
      },
    );
    expect(posts.map((post) => post.externalId)).toEqual(['17900000000000004']);
    expect(network?.requests).toHaveLength(1);
  });

  it('keeps the good media of a page with a malformed one and a removed stub', async () => {
    const { posts, errors, logs } = await crawlProfile([
      {
        path: media,
        respond: {
          body: {
            data: [
              {
                id: '17900000000000010',
                media_type: 'IMAGE',
                media_url: `${cdn}kept.jpg`,
                permalink: 'https://www.instagram.com/p/DKept10/',
                timestamp: '2026-11-21T09:00:00+0000',
                username: 'chorus.wall',
              },
              { id: '17900000000000011', media_type: 'HOLOGRAM', timestamp: 7 },
              { id: '17900000000000012' },
            ],
          },
        },
      },
    ]);
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual(['17900000000000010']);
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'warn',
          message: 'malformed media refused',
          data: expect.objectContaining({ id: '17900000000000011' }),
        }),
      ]),
    );
  });

  it('fails a page that is not a Graph page, saying where', async () => {
    const { posts, errors } = await crawlProfile([
      { path: media, respond: { body: { data: { not: 'a list' } } } },
    ]);
    expect(posts).toEqual([]);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'failing',
        message: expect.stringContaining('in an unexpected shape (at data)'),
      }),
    ]);
  });

  it('an expired or revoked token (190) asks the owner to sign in again', async () => {
    const { errors } = await crawlProfile([
      { path: media, respond: { status: 400, fixture: fixture('ig-login-token-refused.json') } },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'needs_reauth',
        message: expect.stringMatching(/expired or was revoked .*code 190\)\.$/),
      }),
    ]);
  });

  it.each([
    [4, 'Application request limit reached'],
    [17, 'User request limit reached'],
    [32, 'Page request limit reached'],
    [613, 'Calls to this api have exceeded the rate limit.'],
  ])('throttling (code %i) waits and crawls again later', async (code, message) => {
    const { errors } = await crawlProfile([
      { path: media, respond: graphError(code, `(#${String(code)}) ${message}`) },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'rate_limited',
        // No usage header: an hour.
        retryAt: new Date('2026-11-22T13:00:00Z'),
        message: `Instagram limits requests to /ig/v25.0/${igUserId}/media until 2026-11-22T13:00:00.000Z.`,
      }),
    ]);
  });

  it('a missing permission says to sign in to Instagram again and allow it', async () => {
    const { errors } = await crawlProfile([
      { path: media, respond: { status: 403, fixture: fixture('ig-login-permission.json') } },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'invalid_source',
        message: expect.stringContaining(
          'Sign in again through the source\'s "Token expired" link and allow Chorus to read your profile and media (instagram_business_basic).',
        ),
      }),
    ]);
  });

  it('a profile without an Instagram Login asks for it, before any request', async () => {
    network = await startFakeNetwork([]);
    const { errors } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'profile',
      options: { handle: 'chorus.wall' },
      credentials: null,
      network,
    });
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'needs_reauth',
        message: 'Instagram is not signed in for this source: sign in to Instagram to connect it.',
      }),
    ]);
    expect(network.requests).toEqual([]);
  });
});
