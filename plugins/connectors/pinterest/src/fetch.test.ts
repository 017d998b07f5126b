import { afterEach, describe, expect, it } from 'vitest';
import { SourceError } from '@chorus/core';
import {
  crawlOnce,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { pinterestConnector, type PinterestCursor } from './index.ts';
import {
  fixtureAnswer,
  pinterestRoutes,
  secondBoardsPage,
  secondPinsPage,
  signedIn,
  summerBoardId,
} from './testing/fake-pinterest.ts';

const token = 'pina_test_access';
const credentials = { accessToken: token, refreshToken: 'pinr_test_refresh' };

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

/** Starts the fake API with `extra` routes matched first. */
async function fake(extra: FakeRoute[] = []): Promise<FakeNetwork> {
  network = await startFakeNetwork([...extra, ...pinterestRoutes(() => token)]);
  return network;
}

function crawl(
  feedType: string,
  options: Record<string, unknown>,
  more: {
    crawls?: number;
    cursor?: PinterestCursor;
    credentials?: Record<string, string>;
  } = {},
) {
  if (!network) throw new Error('no fake network');
  return crawlOnce({
    connector: pinterestConnector(),
    feedType,
    options,
    network,
    credentials: more.credentials ?? credentials,
    ...(more.crawls ? { crawls: more.crawls } : {}),
    ...(more.cursor ? { cursor: more.cursor } : {}),
  });
}

/** Every picture address a post hands to the media job (pictures and the author's). */
function picturesOf(post: { media: { url: string }[]; author: { picture?: string } }): string[] {
  return [...post.media.map((media) => media.url), post.author.picture ?? ''].filter(Boolean);
}

describe('the signed-in account’s pins', () => {
  it('reads every page by bookmark and normalizes pins, carousels and video covers', async () => {
    const api = await fake();
    const { posts, cursor, errors } = await crawl('user', { username: '@ChorusApp' });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      '813744226420795884',
      '813744226420795883',
      '813744226420795882',
    ]);

    const [carousel, video, single] = posts;
    expect(carousel).toMatchObject({
      network: 'pinterest',
      title: 'Summer walls',
      url: 'https://www.pinterest.com/pin/813744226420795884/',
      createdAt: Date.UTC(2026, 10, 20, 18) / 1000,
      author: {
        name: 'Chorus Walls',
        username: 'chorusapp',
        link: 'https://www.pinterest.com/chorusapp/',
      },
    });
    expect(carousel?.description).toBe(
      '<p>Three walls from the summer festivals.</p><p>Swipe for the crowd.</p>' +
        '<p><a href="https://chorus.example/blog/summer-walls?ref=pin&amp;lang=en">chorus.example</a></p>',
    );
    // A carousel is one media per slide, each at its largest size.
    expect(carousel?.media).toEqual([
      {
        kind: 'image',
        url: 'https://i.pinimg.com/1200x/0d/f6/f1/0df6f1f0bfe7aaca849c1464ab955968.jpg',
        width: 1200,
        height: 1800,
        alt: 'Main stage',
        originalUrl: null,
        embedUrl: null,
      },
      {
        kind: 'image',
        url: 'https://i.pinimg.com/1200x/1a/2b/3c/1a2b3c.jpg',
        width: 1200,
        height: 1500,
        alt: 'A stage wall of photos',
        originalUrl: null,
        embedUrl: null,
      },
    ]);
    // A video pin shows its cover; its text is plain text, escaped.
    expect(video?.media).toEqual([
      {
        kind: 'video',
        url: 'https://i.pinimg.com/600x/aa/bb/cc/aabbcc.jpg',
        width: 600,
        height: 1067,
        alt: 'Backstage',
        originalUrl: null,
        embedUrl: null,
      },
    ]);
    expect(video?.description).toBe('<p>Soundcheck &lt;b&gt;before&lt;/b&gt; the show</p>');
    expect(single?.media).toMatchObject([
      { kind: 'image', url: 'https://i.pinimg.com/1200x/dd/ee/ff/ddeeff.jpg', width: 1200 },
    ]);

    // Pinterest's picture addresses expire: every one is an http(s) network address the media
    // job copies (the author's picture too), never a Chorus one already.
    for (const post of posts) {
      for (const url of picturesOf(post)) expect(url).toMatch(/^https:\/\/i\.pinimg\.com\//);
    }
    expect(picturesOf(carousel!)).toContain(
      'https://i.pinimg.com/600x600_R/42/f5/36/42f5361e4ec5a8b52d85d4c36a0e1c7b.jpg',
    );

    const pinCalls = api.requests.filter((request) => request.path === '/v5/pins');
    expect(pinCalls.map((request) => request.query.get('bookmark'))).toEqual([
      null,
      secondPinsPage,
    ]);
    expect(pinCalls.every((request) => request.query.get('page_size') === '25')).toBe(true);
    expect(
      api.requests.every((request) => request.headers['authorization'] === `Bearer ${token}`),
    ).toBe(true);
    expect(cursor).toEqual({
      key: 'user:{"username":"ChorusApp"}',
      recent: ['813744226420795884', '813744226420795883', '813744226420795882'],
    });
  });

  it('stops paging at the pins the previous crawl saw', async () => {
    const api = await fake();
    const { posts, errors } = await crawl('user', { username: 'chorusapp' }, { crawls: 2 });
    expect(errors).toEqual([]);
    // First crawl: two pages; the second reads the first page, meets known pins and stops.
    const pinCalls = api.requests.filter((request) => request.path === '/v5/pins');
    expect(pinCalls.map((request) => request.query.get('bookmark'))).toEqual([
      null,
      secondPinsPage,
      null,
    ]);
    expect(posts).toHaveLength(5);
  });

  it('refuses another account than the signed-in one, naming both', async () => {
    await fake();
    const { errors, posts } = await crawl('user', { username: 'someoneelse' });
    expect(posts).toEqual([]);
    expect(errors).toEqual([
      new SourceError(
        'invalid_source',
        'Pinterest lets Chorus read only the pins of the account that signed in (chorusapp), ' +
          "not someoneelse's. Sign in to Pinterest as someoneelse, or connect chorusapp's pins instead.",
      ),
    ]);
  });

  it('leaves out a removed pin and malformed pins, keeping the rest', async () => {
    await fake([
      {
        path: '/v5/pins',
        respond: signedIn(
          () => token,
          () => fixtureAnswer('pins-removed-and-malformed.json'),
        ),
      },
    ]);
    const { posts, errors, logs } = await crawl('user', { username: 'chorusapp' });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.title])).toEqual([
      ['813744226420795890', 'Lights'],
    ]);
    expect(logs.filter((line) => line.message === 'malformed pin left out')).toHaveLength(3);
    expect(logs).toContainEqual({
      level: 'info',
      message: 'pin without a picture left out (removed)',
      data: { pin: '813744226420795889' },
    });
  });
});

describe('a board’s pins', () => {
  it('finds the board by name among the account’s boards, then reads its pins', async () => {
    const api = await fake();
    const { posts, cursor, errors } = await crawl(
      'board',
      { board: 'https://www.pinterest.com/chorusapp/summer-walls-2026/' },
      { crawls: 2 },
    );
    expect(errors).toEqual([]);
    expect(posts[0]).toMatchObject({
      externalId: '813744226420795883',
      title: 'Backstage',
      media: [
        {
          kind: 'video',
          url: 'https://i.pinimg.com/videos/thumbnails/originals/aa/bb/cc/aabbcc.0000000.jpg',
          width: 1080,
          height: 1920,
        },
      ],
    });
    expect(cursor).toEqual({
      key: 'board:{"board":"chorusapp#summer-walls-2026"}',
      recent: ['813744226420795883'],
      boardId: summerBoardId,
    });
    // The boards are looked through once (two pages); the second crawl uses the kept id.
    const boardCalls = api.requests.filter((request) => request.path === '/v5/boards');
    expect(boardCalls.map((request) => request.query.get('bookmark'))).toEqual([
      null,
      secondBoardsPage,
    ]);
    expect(api.requests.filter((request) => request.path.endsWith('/pins'))).toHaveLength(2);
  });

  it('says which boards there are when the board is not one of them', async () => {
    await fake();
    const { errors } = await crawl('board', { board: 'chorusapp#Winter' });
    expect(errors).toEqual([
      new SourceError(
        'invalid_source',
        'Pinterest found no board "Winter" among the boards of chorusapp. Its boards: ' +
          'Festival Walls, Summer Walls 2026.',
      ),
    ]);
  });

  it('reads a board that was deleted as a source that is gone', async () => {
    await fake([
      {
        path: `/v5/boards/${summerBoardId}/pins`,
        respond: fixtureAnswer('error-404.json', 404),
      },
    ]);
    const { errors } = await crawl('board', { board: 'chorusapp#summer-walls-2026' });
    expect(errors).toEqual([
      new SourceError(
        'invalid_source',
        'Pinterest no longer has this board: it was deleted, renamed or made secret (Board not found.).',
      ),
    ]);
  });
});

describe('Pinterest’s refusals', () => {
  it('asks to sign in again when no token is stored', async () => {
    const api = await fake();
    const { errors } = await crawl('user', { username: 'chorusapp' }, { credentials: {} });
    expect(errors).toEqual([
      new SourceError(
        'needs_reauth',
        'No Pinterest token is stored for this source: sign in to Pinterest again.',
      ),
    ]);
    expect(api.requests).toEqual([]);
  });

  it('asks to sign in again when the token expired or was revoked (401)', async () => {
    await fake();
    const { errors } = await crawl(
      'user',
      { username: 'chorusapp' },
      { credentials: { accessToken: 'pina_expired' } },
    );
    expect(errors).toEqual([
      new SourceError(
        'needs_reauth',
        'Pinterest refused the token for /v5/user_account (401): it expired or was revoked (Authentication failed.).',
      ),
    ]);
  });

  it('reads a 403 as a permission of this account, not an expired token', async () => {
    await fake([{ path: '/v5/pins', respond: fixtureAnswer('error-403.json', 403) }]);
    const { errors } = await crawl('user', { username: 'chorusapp' });
    expect(errors).toEqual([
      new SourceError(
        'invalid_source',
        'Pinterest does not let the signed-in account read /v5/pins (Not authorized to access ' +
          'board or pin.). Check the board is one of its own, or sign in again granting Chorus ' +
          'read access to boards and pins.',
      ),
    ]);
  });

  it('waits for the rate limit’s reset when throttled (429)', async () => {
    await fake([
      {
        path: '/v5/pins',
        respond: {
          ...fixtureAnswer('error-429.json', 429),
          headers: {
            'content-type': 'application/json',
            'x-ratelimit-limit': '1000',
            'x-ratelimit-remaining': '0',
            // Epoch seconds (as Pinterest may send it): 2100-01-01T00:00:00Z.
            'x-ratelimit-reset': '4102444800',
          },
        },
      },
    ]);
    const { errors } = await crawl('user', { username: 'chorusapp' });
    expect(errors).toHaveLength(1);
    const error = errors[0] as SourceError;
    expect(error.kind).toBe('rate_limited');
    // The crawl waits for the window's reset, not a fixed delay.
    expect(error.retryAt).toEqual(new Date('2100-01-01T00:00:00Z'));
    expect(error.message).toBe(
      'Pinterest limits requests to /v5/pins until 2100-01-01T00:00:00.000Z.',
    );
  });
});
