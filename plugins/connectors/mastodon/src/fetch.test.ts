import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  crawlOnce,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { mastodonConnector } from './index.ts';
import { signInRequiredMessage } from './fetch.ts';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
const json = { 'content-type': 'application/json; charset=utf-8' };
const tagPath = '/api/v1/timelines/tag/chorus';
const keynoteUri = 'https://other.example/users/grace/statuses/555';

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
    options,
    network,
    crawls,
  });
}

describe('hashtag', () => {
  it('reads the federated timeline, then only newer posts through the Link header', async () => {
    const { posts, cursor, errors } = await crawl(
      [
        { path: tagPath, query: { min_id: '114' }, respond: { body: [] } },
        {
          path: tagPath,
          query: { min_id: '113' },
          respond: {
            fixture: fixture('tag-newer.json'),
            headers: { ...json, link: `<http://x.invalid${tagPath}?min_id=114>; rel="prev"` },
          },
        },
        {
          path: tagPath,
          respond: {
            fixture: fixture('tag-page.json'),
            headers: {
              ...json,
              link: `<http://x.invalid${tagPath}?max_id=112>; rel="next", <http://x.invalid${tagPath}?min_id=113>; rel="prev"`,
            },
          },
        },
      ],
      'hashtag',
      { hashtag: 'chorus' },
      3,
    );
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      'https://social.example/users/ada/statuses/113',
      keynoteUri,
      'https://social.example/users/ada/statuses/114',
    ]);
    expect(network?.requests.map((request) => request.query.toString())).toEqual([
      'limit=40',
      'limit=40&min_id=113',
      'limit=40&min_id=114',
    ]);
    expect(cursor).toEqual({ key: expect.stringContaining('hashtag:'), minId: '114' });
  });

  it('asks for local posts only when the owner chose the server’s own timeline', async () => {
    await crawl([{ path: tagPath, respond: { body: [] } }], 'hashtag', {
      hashtag: 'chorus',
      scope: 'local',
    });
    expect(network?.requests[0]?.query.get('local')).toBe('true');
  });

  it('follows newer pages while they come back full, then stops', async () => {
    const statusOf = (id: string) => ({
      id,
      uri: `https://social.example/users/ada/statuses/${id}`,
      created_at: '2025-06-01T12:00:00.000Z',
      content: `<p>Post ${id}</p>`,
      account: { id: '109', username: 'ada', acct: 'ada' },
    });
    const pageOf = (ids: string[]) => ({
      body: ids.map(statusOf),
      headers: { ...json, link: `<http://x.invalid${tagPath}?min_id=${ids[0]}>; rel="prev"` },
    });
    network = await startFakeNetwork([
      { path: tagPath, query: { min_id: '100' }, respond: pageOf(['102', '101']) },
      { path: tagPath, query: { min_id: '102' }, respond: pageOf(['103']) },
      { path: tagPath, respond: pageOf(['100']) },
    ]);
    const { posts, cursor, errors } = await crawlOnce({
      connector: mastodonConnector({ defaultInstance: network.baseUrl, pageSize: 2 }),
      feedType: 'hashtag',
      options: { hashtag: 'chorus' },
      network,
      crawls: 2,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.description)).toEqual([
      '<p>Post 100</p>',
      '<p>Post 102</p>',
      '<p>Post 101</p>',
      '<p>Post 103</p>',
    ]);
    expect(network.requests.map((request) => request.query.get('min_id'))).toEqual([
      null,
      '100',
      '102',
    ]);
    expect(cursor).toMatchObject({ minId: '103' });
  });

  it('says a server shows hashtags only to signed-in accounts (401 or 422)', async () => {
    for (const status of [401, 422]) {
      const { errors } = await crawl(
        [
          {
            path: tagPath,
            respond: { status, body: { error: 'This method requires an authenticated user' } },
          },
        ],
        'hashtag',
        { hashtag: 'chorus' },
      );
      const instance = network?.baseUrl ?? '';
      expect(errors).toMatchObject([
        { kind: 'needs_reauth', message: signInRequiredMessage(instance) },
      ]);
      await network?.close();
      network = undefined;
    }
  });
});
