/**
 * Keyword and topic-tag search against a fake Threads API, and the account's 2,200 searches a
 * rolling day: counted per signed-in account across sources, shown, and never exceeded.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { searchLedger } from './search-quota.ts';
import { fixtureCredentials, graphError, threadsFixture } from './testing.ts';

let network: FakeNetwork | undefined;
beforeEach(() => searchLedger.clear());
afterEach(async () => {
  await network?.close();
  network = undefined;
});

const at = (iso: string) => ({ now: () => new Date(iso) });
const searchRoute = {
  path: '/v1.0/keyword_search',
  respond: { fixture: threadsFixture('search-page.json') },
};

const search = (extra: Partial<CrawlOnceInput<ThreadsItem, ThreadsCursor, ThreadsOptions>> = {}) =>
  crawlOnce({
    connector: threadsConnector(),
    feedType: 'search',
    options: { query: '#chorusfest', mode: 'TAG' },
    network: network!,
    credentials: fixtureCredentials,
    clock: at('2026-11-24T22:00:00Z'),
    ...extra,
  });

describe('a Threads search', () => {
  it('searches a topic tag, newest first, into posts by their authors', async () => {
    network = await startFakeNetwork([searchRoute]);
    const { posts, errors, quota } = await search();
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.author.username, post.url])).toEqual([
      [
        '18060000000000003',
        'grace.hopper',
        'https://www.threads.net/@grace.hopper/post/DBcDeFg0003',
      ],
      // No permalink: the address is made from the username and shortcode.
      ['18060000000000002', 'alan.turing', 'https://www.threads.net/@alan.turing/post/DBcDeFg0002'],
    ]);
    expect(posts[0]?.media).toMatchObject([
      {
        kind: 'image',
        url: 'https://scontent-lga3-1.cdninstagram.com/v/t51.2885-15/crowd.jpg?oe=6760AB12',
      },
    ]);
    const asked = network.requests[0];
    // The leading # is stripped; a tag search says so.
    expect(Object.fromEntries([...asked!.query].filter(([name]) => name !== 'fields'))).toEqual({
      q: 'chorusfest',
      search_type: 'RECENT',
      search_mode: 'TAG',
      limit: '50',
    });
    // One search counted, shown beside the source.
    expect(quota).toEqual({
      unit: 'searches',
      period: 'day',
      limit: 2200,
      remaining: 2199,
      resetsAt: new Date('2026-11-25T22:00:00Z'),
    });
  });

  it('searches keywords by popularity when asked, and a search that finds nothing is not counted', async () => {
    network = await startFakeNetwork([
      { path: '/v1.0/keyword_search', respond: { fixture: threadsFixture('search-empty.json') } },
    ]);
    const { posts, errors, quota, cursor } = await search({
      options: { query: 'social wall', mode: 'KEYWORD', order: 'TOP' },
    });
    expect(errors).toEqual([]);
    expect(posts).toEqual([]);
    expect(network.requests[0]?.query.get('search_type')).toBe('TOP');
    expect(network.requests[0]?.query.get('search_mode')).toBe('KEYWORD');
    expect(network.requests[0]?.query.get('q')).toBe('social wall');
    expect(quota).toMatchObject({ limit: 2200, remaining: 2200, resetsAt: null });
    expect(cursor?.searches).toEqual([]);
  });

  it('counts the searches of one account across its sources, and stops before the limit', async () => {
    network = await startFakeNetwork([searchRoute]);
    const connector = threadsConnector({ searchLimit: 3 });
    // Two searches by another source of the same account, an hour ago and just now.
    const first = await search({ connector, clock: at('2026-11-24T21:00:00Z') });
    expect(first.quota?.remaining).toBe(2);
    const second = await search({ connector, options: { query: 'chorus', mode: 'KEYWORD' } });
    expect(second.quota?.remaining).toBe(1);
    const third = await search({ connector, options: { query: 'wall', mode: 'KEYWORD' } });
    expect(third.quota).toMatchObject({ limit: 3, remaining: 0 });
    expect(network.requests).toHaveLength(3);

    // The fourth is not sent: the health says when the window frees a search.
    const fourth = await search({ connector, options: { query: 'stage', mode: 'KEYWORD' } });
    const error = firstSourceError(fourth);
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(error.message).toBe(
      'Threads allows 3 searches in 24 hours for each account; @chorus.wall has made 3. Searching resumes at 21:00 (UTC), when the oldest search leaves the window.',
    );
    expect(error.quota).toMatchObject({ unit: 'searches', period: 'day', limit: 3, remaining: 0 });
    expect(network.requests).toHaveLength(3);

    // Another account has its own allowance.
    const other = await search({
      connector,
      credentials: { accessToken: 'other', userId: '25000000000000002', username: 'grace.hopper' },
    });
    expect(other.errors).toEqual([]);
    expect(other.quota?.remaining).toBe(2);

    // A day after the first search, it has left the window: one search is free again.
    const later = await search({ connector, clock: at('2026-11-25T21:00:01Z') });
    expect(later.errors).toEqual([]);
    expect(later.quota?.remaining).toBe(0);
  });

  it('learns the searches back from its cursor after a restart', async () => {
    network = await startFakeNetwork([searchRoute]);
    const connector = threadsConnector({ searchLimit: 2 });
    const crawled = await search({ connector, crawls: 2 });
    expect(crawled.cursor?.searches).toHaveLength(2);
    // A new process knows nothing but the stored cursor...
    searchLedger.clear();
    const afterRestart = await search({ connector, cursor: crawled.cursor });
    expect(firstSourceError(afterRestart).kind).toBe('rate_limited');
    // ...which still counts after the owner changes the query (the searches are the account's).
    searchLedger.clear();
    const edited = await search({
      connector,
      cursor: crawled.cursor,
      options: { query: 'another', mode: 'KEYWORD' },
    });
    expect(firstSourceError(edited).kind).toBe('rate_limited');
    expect(network.requests).toHaveLength(2);
    // Signed in again as another account, the source does not count the first one's searches.
    searchLedger.clear();
    const otherAccount = await search({
      connector,
      cursor: crawled.cursor,
      credentials: { accessToken: 'other', userId: '25000000000000002', username: 'grace.hopper' },
    });
    expect(otherAccount.errors).toEqual([]);
    expect(otherAccount.quota?.remaining).toBe(1);
    expect(otherAccount.cursor?.account).toBe('25000000000000002');
  });

  it('asks only for posts newer than the last crawl, and keeps those it already has out', async () => {
    network = await startFakeNetwork([searchRoute]);
    const { posts, cursor } = await search({ crawls: 2 });
    expect(posts.map((post) => post.externalId)).toEqual([
      '18060000000000003',
      '18060000000000002',
    ]);
    expect(network.requests[1]?.query.get('since')).toBe(String(Date.UTC(2026, 10, 24, 20) / 1000));
    expect(cursor).toMatchObject({
      newest: Date.UTC(2026, 10, 24, 20) / 1000,
      seen: ['18060000000000003'],
    });
  });

  it('follows the search’s after cursor for searchPages pages, each page one search of the limit', async () => {
    network = await startFakeNetwork([
      {
        path: '/v1.0/keyword_search',
        query: { after: 'QVFIU2FmdGVyMQ' },
        respond: { fixture: threadsFixture('search-paged-2.json') },
      },
      {
        path: '/v1.0/keyword_search',
        respond: { fixture: threadsFixture('search-paged-1.json') },
      },
    ]);
    const connector = threadsConnector({ searchPages: 3 });
    const { posts, errors, quota, cursor } = await search({ connector });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.author.username])).toEqual([
      ['18060000000000003', 'grace.hopper'],
      ['18060000000000002', 'alan.turing'],
      ['18060000000000001', 'ada.lovelace'],
    ]);
    expect(posts[2]?.media).toMatchObject([
      {
        kind: 'video',
        url: 'https://scontent-lga3-1.cdninstagram.com/v/t51.2885-15/stage.jpg?oe=6760AB12',
      },
    ]);
    // The second page is asked by its cursor at the connector's own address, with the same
    // query; its paging names no next page, so the third of the allowed pages is not asked.
    expect(network.requests.map((request) => request.query.get('after'))).toEqual([
      null,
      'QVFIU2FmdGVyMQ',
    ]);
    for (const request of network.requests) {
      expect(request.query.get('q')).toBe('chorusfest');
      expect(request.query.get('search_mode')).toBe('TAG');
      expect(request.query.get('access_token')).toBeNull();
    }
    expect(quota).toMatchObject({ limit: 2200, remaining: 2198 });
    expect(cursor?.searches).toHaveLength(2);
    expect(cursor?.newest).toBe(Date.UTC(2026, 10, 24, 20) / 1000);
  });

  it('reads no more than searchPages pages a crawl', async () => {
    network = await startFakeNetwork([
      {
        path: '/v1.0/keyword_search',
        respond: { fixture: threadsFixture('search-paged-1.json') },
      },
    ]);
    const { posts, quota } = await search({ connector: threadsConnector({ searchPages: 1 }) });
    expect(posts).toHaveLength(2);
    expect(network.requests).toHaveLength(1);
    expect(quota?.remaining).toBe(2199);
  });

  it('says the app lacks the search permission when Threads refuses it', async () => {
    network = await startFakeNetwork([
      { path: '/v1.0/keyword_search', respond: graphError('error-permission.json', 403) },
    ]);
    const error = firstSourceError(await search());
    expect(error.kind).toBe('invalid_source');
    expect(error.message).toMatch(/threads_keyword_search permission/);
  });

  it('waits when Threads throttles the search (code 613)', async () => {
    network = await startFakeNetwork([
      {
        path: '/v1.0/keyword_search',
        respond: {
          status: 400,
          body: {
            error: {
              message: 'Calls to this api have exceeded the rate limit.',
              type: 'OAuthException',
              code: 613,
            },
          },
        },
      },
    ]);
    const error = firstSourceError(await search());
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThan(new Date('2026-11-24T22:00:00Z').getTime());
  });

  it('keeps every post of a most-popular search, whatever its time', async () => {
    network = await startFakeNetwork([searchRoute]);
    const options = { query: 'chorusfest', mode: 'TAG', order: 'TOP' };
    const first = await search({ options });
    // The last crawl saw a newer post than both: popular posts are not in time order.
    const cursor = { ...first.cursor!, newest: Date.UTC(2026, 10, 24, 21) / 1000 };
    const { posts, errors } = await search({ options, cursor });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      '18060000000000003',
      '18060000000000002',
    ]);
    expect(network.requests.map((request) => request.query.get('since'))).toEqual([null, null]);
  });
});
