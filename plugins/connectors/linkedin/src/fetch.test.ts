import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { crawlOnce, startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { linkedinConnector } from './index.ts';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
const tagPath = '/api/v1/timelines/tag/chorus';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

describe('linkedinConnector', () => {
  it('crawls a hashtag into posts, then asks only for newer ones', async () => {
    network = await startFakeNetwork([
      { path: tagPath, query: { min_id: '103' }, respond: { body: [] } },
      {
        path: tagPath,
        respond: {
          fixture: fixture('hashtag-page.json'),
          headers: {
            'content-type': 'application/json',
            link: `<${tagPath}?min_id=103>; rel="prev"`,
          },
        },
      },
    ]);
    const { posts, cursor, errors } = await crawlOnce({
      connector: linkedinConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'chorus' },
      network,
      crawls: 2,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.author.username])).toEqual([
      ['103', 'ada'],
      ['101', 'grace'],
    ]);
    expect(posts[0]?.media[0]).toMatchObject({ width: 1200, height: 800, alt: 'A wall of posts' });
    expect(posts[1]?.description).toBe('<p>Second post</p>');
    expect(cursor).toEqual({ key: 'hashtag:{"hashtag":"chorus"}', minId: '103' });
    expect(network.requests.map((request) => request.query.toString())).toEqual([
      'limit=40',
      'limit=40&min_id=103',
    ]);
  });

  it('takes its page size from the plugin options', async () => {
    network = await startFakeNetwork([{ path: tagPath, respond: { body: [] } }]);
    await crawlOnce({
      connector: linkedinConnector({ pageSize: 5 }),
      feedType: 'hashtag',
      options: { hashtag: 'chorus' },
      network,
    });
    expect(network.requests[0]?.query.get('limit')).toBe('5');
  });

  it('tells the owner what went wrong', async () => {
    network = await startFakeNetwork([
      { path: tagPath, respond: { status: 404, body: { error: 'Record not found' } } },
    ]);
    const notFound = await crawlOnce({
      connector: linkedinConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'chorus' },
      network,
    });
    expect(notFound.errors).toMatchObject([{ kind: 'invalid_source' }]);
    const mistyped = await crawlOnce({
      connector: linkedinConnector(),
      feedType: 'hashtag',
      options: { hashtag: '#chorus' },
      network,
    });
    expect(mistyped.errors).toMatchObject([
      { kind: 'invalid_source', message: 'Please enter a hashtag, without the #.' },
    ]);
  });
});
