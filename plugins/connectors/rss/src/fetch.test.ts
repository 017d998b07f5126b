import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage } from '@chorus/core';
import { createSafeFetch, type SafeFetch } from '@chorus/connector-kit';
import {
  crawlOnce,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { rssConnector } from './index.ts';
import type { RssCursor } from './fetch.ts';
import { maxFeedBytes } from './limits.ts';
import { notAFeedMessage } from './parse/parse-feed.ts';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

let network: FakeNetwork | undefined;
let http: SafeFetch | undefined;
afterEach(async () => {
  await http?.close();
  await network?.close();
  http = undefined;
  network = undefined;
});

/** Starts the fake network and a safe client allowed to reach it (and only it). */
async function start(routes: FakeRoute[]): Promise<FakeNetwork> {
  network = await startFakeNetwork(routes);
  http = createSafeFetch({
    allowAddresses: ['127.0.0.1/32'],
    maxBodyBytes: maxFeedBytes,
    timeoutMs: 4000,
    retries: 0,
  });
  return network;
}

/** One crawl of the feed at `url` through the kit's harness; rejects with its SourceError. */
async function crawl(url: string, cursor: RssCursor | null = null) {
  const result = await crawlOnce({
    connector: rssConnector(),
    feedType: 'url',
    options: { url },
    network: network ?? { baseUrl: 'http://127.0.0.1' },
    cursor,
    http: http ?? createSafeFetch({ retries: 0 }),
  });
  if (result.errors.length > 0) throw result.errors[0];
  return { items: result.items, cursor: result.cursor };
}

async function failure(promise: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { kind: (error as { kind: string }).kind, message: (error as Error).message };
  }
  throw new Error('expected a SourceError');
}

describe('rssConnector().fetch', () => {
  it('fetches a feed, keeps its validators as the cursor and asks for feed types', async () => {
    const net = await start([
      {
        path: '/feed.xml',
        respond: {
          fixture: fixture('relative-links.xml'),
          headers: {
            'content-type': 'application/rss+xml',
            etag: '"v1"',
            'last-modified': 'Tue, 05 Mar 2024 09:30:00 GMT',
          },
        },
      },
    ]);
    const result = await crawl(`${net.baseUrl}/feed.xml`);
    expect(result.cursor).toEqual({ etag: '"v1"', lastModified: 'Tue, 05 Mar 2024 09:30:00 GMT' });
    expect(result.items.map((item) => item.link)).toEqual([
      'https://blog.example.com/weblog/posts/relative-link',
      'https://static.example.com/2024/post.html',
    ]);
    expect(net.requests).toHaveLength(1);
    expect(net.requests[0]?.headers['accept']).toContain('application/rss+xml');
    expect(net.requests[0]?.headers['if-none-match']).toBeUndefined();
  });

  it('sends the cursor as a conditional GET; 304 gives no items and keeps the cursor', async () => {
    const net = await start([{ path: '/feed.xml', respond: { status: 304 } }]);
    const cursor = { etag: '"v1"', lastModified: 'Tue, 05 Mar 2024 09:30:00 GMT' };
    const result = await crawl(`${net.baseUrl}/feed.xml`, cursor);
    expect(result).toEqual({ items: [], cursor });
    expect(net.requests[0]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Tue, 05 Mar 2024 09:30:00 GMT',
    });
  });

  it('resolves relative links against the address it was redirected to', async () => {
    const xml =
      '<rss version="2.0"><channel><title>t</title><item><link>post-1</link></item></channel></rss>';
    const net = await start([
      { path: '/old', respond: { status: 301, headers: { location: '/new/feed.xml' } } },
      { path: '/new/feed.xml', respond: { body: xml, headers: { 'content-type': 'text/xml' } } },
    ]);
    const result = await crawl(`${net.baseUrl}/old`);
    expect(result.items[0]?.link).toBe(`${net.baseUrl}/new/post-1`);
    expect(result.cursor).toBeNull();
  });

  it('reads the charset of the Content-Type header', async () => {
    const body = Buffer.from(
      '<rss><channel><item><guid>1</guid><title>\x93Gr\xfc\xdfe\x94</title></item></channel></rss>',
      'latin1',
    );
    const net = await start([
      {
        path: '/feed',
        respond: { body: body, headers: { 'content-type': 'text/xml; charset=windows-1252' } },
      },
    ]);
    const result = await crawl(`${net.baseUrl}/feed`);
    expect(result.items[0]?.title).toBe('“Grüße”');
  });

  it('reads a JSON Feed, told by its content', async () => {
    const net = await start([
      {
        path: '/feed',
        respond: { fixture: fixture('feed.json'), headers: { 'content-type': 'text/plain' } },
      },
    ]);
    const result = await crawl(`${net.baseUrl}/feed`);
    expect(result.items.map((item) => item.id)).toEqual([
      '2024-06-01-tomatoes',
      '1717000000',
      'no-date',
    ]);
  });

  it('refuses an HTML page as not a feed', async () => {
    const net = await start([
      {
        path: '/',
        respond: { fixture: fixture('not-a-feed.html'), headers: { 'content-type': 'text/html' } },
      },
    ]);
    expect(await failure(crawl(`${net.baseUrl}/`))).toEqual({
      kind: 'invalid_source',
      message: notAFeedMessage,
    });
  });

  it('maps HTTP errors to source errors', async () => {
    const net = await start([
      { path: '/gone', respond: { status: 404, body: 'nope' } },
      { path: '/broken', respond: { status: 500 } },
      { path: '/private', respond: { status: 403 } },
    ]);
    const host = net.baseUrl.replace('http://', '');
    expect(await failure(crawl(`${net.baseUrl}/gone`))).toEqual({
      kind: 'invalid_source',
      message: `${host}/gone answered 404 Not Found: this feed or account was not found.`,
    });
    expect((await failure(crawl(`${net.baseUrl}/broken`))).kind).toBe('failing');
    expect(await failure(crawl(`${net.baseUrl}/private`))).toEqual({
      kind: 'invalid_source',
      message: `${host}/private answered 403 Forbidden: this feed does not let Chorus read it.`,
    });
  });

  it('reports a rate limit with the time to retry at', async () => {
    const net = await start([
      { path: '/feed', respond: { status: 429, headers: { 'retry-after': '120' } } },
    ]);
    const before = Date.now();
    try {
      await crawl(`${net.baseUrl}/feed`);
      expect.unreachable();
    } catch (error) {
      const { kind, retryAt } = error as { kind: string; retryAt: Date | null };
      expect(kind).toBe('rate_limited');
      expect(retryAt?.getTime()).toBeGreaterThanOrEqual(before + 119_000);
    }
  });

  it('reports an unreachable feed as failing', async () => {
    const net = await start([]);
    const url = `${net.baseUrl}/feed.xml`;
    await net.close();
    expect((await failure(crawl(url))).kind).toBe('failing');
  });

  it('refuses a source whose options are not a feed address, without a request', async () => {
    const net = await start([]);
    expect(await failure(crawl('example.com/feed'))).toEqual({
      kind: 'invalid_source',
      message: formatMessage('rssUrlInvalid'),
    });
    expect(net.requests).toHaveLength(0);
  });
});

describe('rssConnector().fetch against hostile feeds', () => {
  it('refuses a billion-laughs feed', { timeout: 60_000 }, async () => {
    const net = await start([
      { path: '/feed', respond: { fixture: fixture('billion-laughs.xml') } },
    ]);
    expect((await failure(crawl(`${net.baseUrl}/feed`))).kind).toBe('invalid_source');
  });

  it(
    'refuses a 50 MB feed streamed without a length, by the size cap',
    { timeout: 60_000 },
    async () => {
      const body = Buffer.alloc(50 * 1024 * 1024, ' ');
      body.write('<rss><channel><title>');
      const net = await start([
        { path: '/huge', respond: { body, headers: { 'transfer-encoding': 'chunked' } } },
        { path: '/declared', respond: { body } },
      ]);
      for (const path of ['/huge', '/declared']) {
        expect(await failure(crawl(`${net.baseUrl}${path}`))).toEqual({
          kind: 'failing',
          message: `The answer from ${net.baseUrl}${path} is larger than 8 MB.`,
        });
      }
    },
  );
});
