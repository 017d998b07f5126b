import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  crawlOnce,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { accountMessage, hashtagMessage, instanceMessage } from './feed-types.ts';
import { mastodonConnector } from './index.ts';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
const json = { 'content-type': 'application/json; charset=utf-8' };
const lookup: FakeRoute = {
  path: '/api/v1/accounts/lookup',
  query: { acct: 'ada@social.example' },
  respond: { fixture: fixture('account-lookup.json'), headers: json },
};
const statusesPath = '/api/v1/accounts/109/statuses';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

async function crawl(
  routes: FakeRoute[],
  feedType: string,
  options: Record<string, unknown>,
  crawls = 1,
) {
  network = await startFakeNetwork(routes);
  return crawlOnce({
    connector: mastodonConnector({ defaultInstance: network.baseUrl }),
    feedType,
    options: { instance: network.baseUrl, ...options },
    network,
    crawls,
  });
}

describe('account', () => {
  it('looks the account up once, reads its statuses and shows a boost as the original post', async () => {
    const { posts, cursor, errors } = await crawl(
      [
        lookup,
        { path: statusesPath, query: { min_id: '113' }, respond: { body: [] } },
        {
          path: statusesPath,
          respond: { fixture: fixture('account-statuses.json'), headers: json },
        },
      ],
      'account',
      { account: '@ada@social.example' },
      2,
    );
    expect(errors).toEqual([]);
    expect(network?.requests.map((request) => request.path)).toEqual([
      '/api/v1/accounts/lookup',
      statusesPath,
      statusesPath,
    ]);
    expect(posts.map((post) => [post.externalId, post.author.username])).toEqual([
      ['https://social.example/users/ada/statuses/113', 'ada'],
      // The boost is Grace's post, by Grace, with the id it has on every server.
      ['https://other.example/users/grace/statuses/555', 'grace@other.example'],
    ]);
    expect(cursor).toMatchObject({ minId: '113', accountId: '109' });
  });

  it('gives a boost and its original, read on two servers, one identity', async () => {
    const tag = await crawl(
      [
        {
          path: '/api/v1/timelines/tag/chorus',
          respond: { fixture: fixture('tag-page.json'), headers: json },
        },
      ],
      'hashtag',
      { hashtag: 'chorus' },
    );
    await network?.close();
    const account = await crawl(
      [
        lookup,
        {
          path: statusesPath,
          respond: { fixture: fixture('account-statuses.json'), headers: json },
        },
      ],
      'account',
      { account: 'ada@social.example' },
    );
    const boosted = account.posts[1];
    const original = tag.posts.find((post) => post.externalId === boosted?.externalId);
    expect(original).toEqual(boosted);
  });

  it('says when the account was removed or never existed', async () => {
    const { errors } = await crawl(
      [
        {
          path: '/api/v1/accounts/lookup',
          respond: { status: 404, body: { error: 'Record not found' } },
        },
      ],
      'account',
      { account: 'ada@social.example' },
    );
    expect(errors).toMatchObject([
      { kind: 'invalid_source', message: expect.stringContaining('Record not found') },
    ]);
  });
});

describe('quota', () => {
  it("reports the server's requests left in its window and when the window resets", async () => {
    const { quota, errors } = await crawl(
      [
        {
          path: '/api/v1/timelines/tag/chorus',
          respond: {
            fixture: fixture('tag-page.json'),
            headers: {
              ...json,
              'x-ratelimit-limit': '300',
              'x-ratelimit-remaining': '287',
              'x-ratelimit-reset': '2099-06-01T12:05:00.000Z',
            },
          },
        },
      ],
      'hashtag',
      { hashtag: 'chorus' },
    );
    expect(errors).toEqual([]);
    expect(quota).toEqual({
      unit: 'requests',
      period: 'window',
      limit: 300,
      remaining: 287,
      resetsAt: new Date('2099-06-01T12:05:00.000Z'),
    });
  });

  it('reports no quota when the server sends no rate-limit headers', async () => {
    const { quota, errors } = await crawl(
      [
        {
          path: '/api/v1/timelines/tag/chorus',
          respond: { fixture: fixture('tag-page.json'), headers: json },
        },
      ],
      'hashtag',
      { hashtag: 'chorus' },
    );
    expect(errors).toEqual([]);
    expect(quota).toBeUndefined();
  });
});

describe('failures the owner reads', () => {
  it('is rate-limited until the time the server gives', async () => {
    const { errors } = await crawl(
      [
        {
          path: '/api/v1/timelines/tag/chorus',
          respond: {
            status: 429,
            body: { error: 'Too many requests' },
            headers: {
              ...json,
              'x-ratelimit-limit': '300',
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': '2099-06-01T12:05:00.000Z',
            },
          },
        },
      ],
      'hashtag',
      { hashtag: 'chorus' },
    );
    expect(errors).toMatchObject([
      { kind: 'rate_limited', retryAt: new Date('2099-06-01T12:05:00.000Z') },
    ]);
  });

  it('fails with a clear message on a body that is not JSON or not statuses', async () => {
    const notJson = await crawl(
      [
        {
          path: '/api/v1/timelines/tag/chorus',
          respond: { body: '<html>Maintenance</html>', headers: { 'content-type': 'text/html' } },
        },
      ],
      'hashtag',
      { hashtag: 'chorus' },
    );
    expect(notJson.errors).toMatchObject([
      { kind: 'failing', message: expect.stringContaining('not JSON') },
    ]);
    await network?.close();
    const wrongShape = await crawl(
      [{ path: '/api/v1/timelines/tag/chorus', respond: { body: [{ id: 1 }] } }],
      'hashtag',
      { hashtag: 'chorus' },
    );
    expect(wrongShape.errors).toMatchObject([
      { kind: 'failing', message: expect.stringContaining('unexpected shape') },
    ]);
  });

  it('fails with the server’s own words on a 5xx', async () => {
    const { errors } = await crawl(
      [
        {
          path: '/api/v1/timelines/tag/chorus',
          respond: { status: 503, body: { error: 'Down for maintenance' } },
        },
      ],
      'hashtag',
      { hashtag: 'chorus' },
    );
    expect(errors).toMatchObject([
      { kind: 'failing', message: expect.stringContaining('Down for maintenance') },
    ]);
  });

  it('names the field the owner mistyped', async () => {
    network = await startFakeNetwork([]);
    const connector = mastodonConnector({ defaultInstance: network.baseUrl });
    const cases: [string, Record<string, unknown>, string][] = [
      ['hashtag', { hashtag: '#chorus' }, hashtagMessage],
      ['hashtag', { hashtag: 'chorus', instance: 'mastodon.social' }, instanceMessage],
      ['account', { account: 'not an account' }, accountMessage],
    ];
    for (const [feedType, options, message] of cases) {
      const { errors } = await crawlOnce({ connector, feedType, options, network });
      expect(errors).toMatchObject([{ kind: 'invalid_source', message }]);
    }
    expect(network.requests).toEqual([]);
  });
});
