import { afterEach, describe, expect, it } from 'vitest';
import { isSourceError, type SourceError } from '@chorus/core';
import type { FakeRoute } from '@chorus/connector-kit/testing';
import { maxPagesPerCrawl } from './fetch.ts';
import { fixture, startFakeX, type CrawlInput, type FakeX } from './testing/fake-x.ts';

let fake: FakeX | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const hashtag: CrawlInput = { feedType: 'hashtag', options: { hashtag: 'ChorusConf' } };
const search = '/2/tweets/search/recent';

/** The SourceError a crawl fails with. */
async function failure(routes: FakeRoute[], input: CrawlInput = hashtag): Promise<SourceError> {
  fake = await startFakeX(routes);
  const error = await fake.crawl(input).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isSourceError(error)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('twitter fetch, when X says no', () => {
  it('asks the owner to reconnect when X refuses an expired token (401)', async () => {
    const error = await failure([
      { path: search, respond: { status: 401, fixture: fixture('unauthorized.json') } },
    ]);
    expect(error.kind).toBe('needs_reauth');
    expect(error.message).toBe(
      'X refused the token for /2/tweets/search/recent (401): it expired or was revoked.',
    );
  });

  it('asks the owner to connect X when no token is stored, without calling X', async () => {
    const error = await failure([], { ...hashtag, credentials: null });
    expect(error.kind).toBe('needs_reauth');
    expect(fake?.network.requests).toEqual([]);
  });

  it('waits until x-rate-limit-reset when X limits the app (429)', async () => {
    const reset = Math.floor(Date.now() / 1000) + 900;
    const error = await failure([
      {
        path: search,
        respond: {
          status: 429,
          fixture: fixture('rate-limited.json'),
          headers: {
            'x-rate-limit-limit': '450',
            'x-rate-limit-remaining': '0',
            'x-rate-limit-reset': String(reset),
          },
        },
      },
    ]);
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt).toEqual(new Date(reset * 1000));
    expect(error.message).toBe(
      `X limits requests to /2/tweets/search/recent until ${new Date(reset * 1000).toISOString()}.`,
    );
  });

  it('fails clearly on a body that is not JSON', async () => {
    const error = await failure([
      {
        path: search,
        respond: {
          fixture: fixture('malformed-body.txt'),
          headers: { 'content-type': 'application/json' },
        },
      },
    ]);
    expect(error.kind).toBe('failing');
    expect(error.message).toBe('X answered /2/tweets/search/recent with a body that is not JSON.');
  });

  it('fails clearly on JSON of an unexpected shape', async () => {
    const error = await failure([
      { path: search, respond: { fixture: fixture('unexpected-shape.json') } },
    ]);
    expect(error.kind).toBe('failing');
    expect(error.message).toBe(
      'X answered /2/tweets/search/recent in an unexpected shape (at data).',
    );
  });

  it('reports an unknown account as an invalid source (X answers 200 with errors)', async () => {
    const error = await failure(
      [
        {
          path: '/2/users/by/username/nobody_here',
          respond: { fixture: fixture('user-not-found.json') },
        },
      ],
      { feedType: 'handle', options: { handle: 'nobody_here' } },
    );
    expect(error.kind).toBe('invalid_source');
    expect(error.message).toBe(
      'X has no account @nobody_here (Could not find user with username: [nobody_here].).',
    );
  });

  it('reports a protected timeline as an invalid source (X answers 200 with errors)', async () => {
    const error = await failure(
      [
        {
          path: '/2/users/1420000000000000001/tweets',
          respond: { fixture: fixture('protected-timeline.json') },
        },
      ],
      {
        feedType: 'handle',
        options: { handle: 'chorusapp' },
        cursor: { key: 'handle:{"handle":"chorusapp"}', userId: '1420000000000000001' },
      },
    );
    expect(error.kind).toBe('invalid_source');
    expect(error.message).toBe(
      'X would not show /2/users/1420000000000000001/tweets (Sorry, you are not authorized to see the user with id: [1420000000000000001].).',
    );
  });

  it('reports a 404 as an invalid source', async () => {
    const error = await failure(
      [
        {
          path: '/2/lists/1/tweets',
          respond: { status: 404, body: { title: 'Not Found Error', status: 404 } },
        },
      ],
      { feedType: 'list', options: { list: '1' } },
    );
    expect(error.kind).toBe('invalid_source');
  });

  it('reports a refused query (400) as an invalid source, with X’s reason', async () => {
    const error = await failure(
      [{ path: search, respond: { status: 400, fixture: fixture('invalid-query.json') } }],
      { feedType: 'geo', options: { latitude: 48.85, longitude: 2.35, radius: 5 } },
    );
    expect(error.kind).toBe('invalid_source');
    expect(error.message).toContain("Reference to invalid operator 'point_radius'");
  });

  it('reports options that fail their feed type with the spec’s message', async () => {
    const error = await failure([], { feedType: 'list', options: { handle: 'chorusapp' } });
    expect(error).toMatchObject({
      kind: 'invalid_source',
      message: 'Please enter a handle and a list.',
    });
    const unknown = await failure([], { feedType: 'moments', options: {} });
    expect(unknown.kind).toBe('invalid_source');
  });
});

describe('twitter fetch, paging', () => {
  it(`reads at most ${maxPagesPerCrawl} pages per crawl`, async () => {
    let served = 0;
    fake = await startFakeX([
      {
        path: search,
        respond: () => {
          served += 1;
          const id = String(1861000000000001000n - BigInt(served));
          return {
            body: {
              data: [{ id, text: `post ${served}`, author_id: '1' }],
              meta: { result_count: 1, newest_id: id, next_token: `token-${served}` },
            },
          };
        },
      },
    ]);
    const { posts, cursor } = await fake.crawl(hashtag);
    expect(posts).toHaveLength(maxPagesPerCrawl);
    expect(fake.network.requests.map((request) => request.query.get('next_token'))).toEqual([
      null,
      'token-1',
      'token-2',
      'token-3',
      'token-4',
    ]);
    expect(cursor?.sinceId).toBe('1861000000000000999');
  });

  it('stops paging when X says no request is left in the window', async () => {
    fake = await startFakeX([
      {
        path: search,
        respond: {
          fixture: fixture('search-page-1.json'),
          headers: { 'x-rate-limit-limit': '450', 'x-rate-limit-remaining': '0' },
        },
      },
    ]);
    const { posts } = await fake.crawl(hashtag);
    expect(posts).toHaveLength(2);
    expect(fake.network.requests).toHaveLength(1);
  });

  it('starts the next crawl from since_id and keeps it when nothing is new', async () => {
    fake = await startFakeX([
      {
        path: search,
        respond: [
          { fixture: fixture('search-page-1.json') },
          { fixture: fixture('search-page-2.json') },
          { fixture: fixture('empty.json') },
        ],
      },
    ]);
    const first = await fake.crawl(hashtag);
    const second = await fake.crawl({ ...hashtag, cursor: first.cursor });
    expect(second.posts).toEqual([]);
    expect(second.cursor).toEqual(first.cursor);
    expect(fake.network.requests[2]?.query.get('since_id')).toBe('1861000000000000300');
  });
});
