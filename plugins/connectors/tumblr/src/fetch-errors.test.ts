/** What the owner reads when Tumblr refuses, limits or breaks, or no key is configured. */
import { describe, expect, it } from 'vitest';
import { crawlOnce, firstSourceError } from '@chorus/connector-kit/testing';
import { tumblrConnector } from './index.ts';
import { tumblrMessages } from './messages.ts';
import { clock, fixture, json, keyedConnector, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
const blog = { blog: 'chorus-live' };
const tag = { tag: 'chorus' };

describe('credentials', () => {
  it('without a key, says what to ask the operator and calls nothing', async () => {
    const fake = await start([]);
    const error = firstSourceError(
      await crawlOnce({
        connector: tumblrConnector(),
        feedType: 'tag',
        options: tag,
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({ kind: 'failing', message: tumblrMessages.needsKey });
    expect(fake.requests).toEqual([]);
  });

  it("a refused or expired key (401) fails with the operator's key message and Tumblr's words", async () => {
    const fake = await start([
      {
        path: '/v2/blog/chorus-live/posts',
        respond: { status: 401, fixture: fixture('error-unauthorized.json'), headers: json },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'blog',
        options: blog,
        network: fake,
        clock,
      }),
    );
    expect(error.kind).toBe('failing');
    expect(error.message).toBe(
      `${tumblrMessages.keyRefused} Tumblr answered 401 (Unable to authorize).`,
    );
  });

  it('a refused key the source was connected with needs re-authorisation by the owner', async () => {
    const fake = await start([
      {
        path: '/v2/blog/chorus-live/posts',
        respond: { status: 401, fixture: fixture('error-unauthorized.json'), headers: json },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'blog',
        options: blog,
        credentials: { key: 'source-own-key' },
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({
      kind: 'needs_reauth',
      message: `${tumblrMessages.sourceKeyRefused} Tumblr answered 401 (Unable to authorize).`,
    });
    expect(fake.requests[0]?.query.get('api_key')).toBe('source-own-key');
  });
});

describe('refusals', () => {
  it('an unknown blog (404) is an invalid source', async () => {
    const fake = await start([
      {
        path: '/v2/blog/no-such-blog/posts',
        respond: { status: 404, fixture: fixture('error-not-found.json'), headers: json },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'blog',
        options: { blog: 'no-such-blog.tumblr.com' },
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid_source', message: tumblrMessages.blogNotFound });
  });

  it('a malformed answer fails naming where', async () => {
    const fake = await start([
      {
        path: '/v2/tagged',
        respond: {
          body: '{"meta":{"status":200,"msg":"OK"},"response":[{"id_string":7}]}',
          headers: json,
        },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'tag',
        options: tag,
        network: fake,
        clock,
      }),
    );
    expect(error.kind).toBe('failing');
    expect(error.message).toMatch(
      /^Tumblr answered \/v2\/tagged in an unexpected shape \(at response\[0\]\.id_string/,
    );
  });

  it('a body that is not JSON fails saying so', async () => {
    const fake = await start([
      { path: '/v2/tagged', respond: { body: '<html>Tumblr is down</html>', headers: json } },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'tag',
        options: tag,
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({
      kind: 'failing',
      message: 'Tumblr answered /v2/tagged with a body that is not JSON.',
    });
  });
});

describe('rate limits', () => {
  it('a 429 with Retry-After is rate limited until then', async () => {
    const fake = await start([
      {
        path: '/v2/tagged',
        respond: {
          status: 429,
          fixture: fixture('error-limit-exceeded.json'),
          headers: { ...json, 'retry-after': '120' },
        },
      },
    ]);
    const before = Date.now();
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'tag',
        options: tag,
        network: fake,
        clock,
      }),
    );
    const after = Date.now();
    expect(error.kind).toBe('rate_limited');
    // The safe client reads Retry-After against the wall clock when the answer arrives.
    const resumes = error.retryAt!.getTime();
    expect(resumes).toBeGreaterThanOrEqual(before + 119_000);
    expect(resumes).toBeLessThanOrEqual(after + 121_000);
    expect(error.message).toBe(
      `Tumblr limits requests to /v2/tagged until ${error.retryAt!.toISOString()}.`,
    );
  });

  it("a 429 on a later page resumes when the window Tumblr's headers stated reopens", async () => {
    const fake = await start([
      {
        path: '/v2/blog/chorus-live/posts',
        query: { offset: '4' },
        respond: { status: 429, fixture: fixture('error-limit-exceeded.json'), headers: json },
      },
      {
        path: '/v2/blog/chorus-live/posts',
        respond: {
          fixture: fixture('blog-posts-page-1.json'),
          headers: {
            ...json,
            'x-ratelimit-perhour-limit': '1000',
            'x-ratelimit-perhour-remaining': '1',
            'x-ratelimit-perhour-reset': '1800',
            'x-ratelimit-perday-limit': '5000',
            'x-ratelimit-perday-remaining': '4000',
            'x-ratelimit-perday-reset': '40000',
          },
        },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'blog',
        options: blog,
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({
      kind: 'rate_limited',
      retryAt: new Date('2026-11-24T23:30:00Z'),
      message:
        'Tumblr limits requests to /v2/blog/chorus-live/posts until 2026-11-24T23:30:00.000Z.',
      quota: {
        unit: 'requests',
        period: 'window',
        limit: 1000,
        remaining: 0,
        resetsAt: new Date('2026-11-24T23:30:00Z'),
      },
    });
  });

  it('a 429 that states no time resumes after the hour a key is counted in', async () => {
    const fake = await start([
      {
        path: '/v2/tagged',
        respond: { status: 429, fixture: fixture('error-limit-exceeded.json'), headers: json },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'tag',
        options: tag,
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({
      kind: 'rate_limited',
      retryAt: new Date('2026-11-25T00:00:00Z'),
    });
  });

  it('a spent window ends the crawl with what it read, and the next crawl waits for the reset', async () => {
    const fake = await start([
      {
        path: '/v2/blog/chorus-live/posts',
        query: { offset: '4' },
        respond: { fixture: fixture('blog-posts-page-2.json'), headers: json },
      },
      {
        path: '/v2/blog/chorus-live/posts',
        respond: {
          fixture: fixture('blog-posts-page-1.json'),
          headers: {
            ...json,
            'x-ratelimit-perhour-remaining': '0',
            'x-ratelimit-perhour-reset': '600',
            'x-ratelimit-perday-remaining': '4000',
            'x-ratelimit-perday-reset': '40000',
          },
        },
      },
    ]);
    const first = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'blog',
      options: blog,
      network: fake,
      clock,
    });
    expect(first.errors).toEqual([]);
    expect(first.posts).toHaveLength(3);
    expect(fake.requests).toHaveLength(1);
    expect(first.cursor).toEqual({
      key: 'blog:{"blog":"chorus-live"}',
      newest: 1795521600,
      limit: { remaining: 0, resetAt: '2026-11-24T23:10:00.000Z', period: 'hour' },
    });
    // Shown beside the source: no call left of the hour, until it reopens.
    expect(first.quota).toEqual({
      unit: 'requests',
      period: 'window',
      limit: null,
      remaining: 0,
      resetsAt: new Date('2026-11-24T23:10:00Z'),
    });
    expect(first.logs).toContainEqual(
      expect.objectContaining({
        message: 'rate limit',
        data: expect.objectContaining({ remaining: 0 }),
      }),
    );

    const next = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'blog',
      options: blog,
      cursor: first.cursor,
      network: fake,
      clock,
    });
    expect(firstSourceError(next)).toMatchObject({
      kind: 'rate_limited',
      retryAt: new Date('2026-11-24T23:10:00Z'),
      message:
        "Tumblr's rate limit for this server's API key is spent until 2026-11-24T23:10:00.000Z.",
    });
    expect(fake.requests).toHaveLength(1);

    const later = { now: () => new Date('2026-11-24T23:20:00Z') };
    const reopened = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'blog',
      options: blog,
      cursor: first.cursor,
      network: fake,
      clock: later,
    });
    expect(reopened.errors).toEqual([]);
    expect(fake.requests).toHaveLength(2);
  });
});
