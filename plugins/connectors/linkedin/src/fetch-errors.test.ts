import { describe, expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { linkedinConnector } from './index.ts';
import { linkedinMessages, linkedinUnavailable } from './messages.ts';
import {
  clock,
  company,
  credentials,
  fixture,
  json,
  postsRoutes,
  useFakeNetwork,
} from './testing.ts';

const start = useFakeNetwork();

function crawl(network: Parameters<typeof crawlOnce>[0]['network'], extra: object = {}) {
  return crawlOnce({
    connector: linkedinConnector({ pageSize: 3 }),
    feedType: 'company',
    options: company,
    network,
    credentials,
    clock,
    ...extra,
  });
}

const refusing = (status: number, name: string) => [
  { path: '/rest/posts', respond: { status, fixture: fixture(name), headers: json } },
];

describe('what the owner reads when LinkedIn refuses', () => {
  it('an expired or revoked token (401) asks the owner to sign in again', async () => {
    const network = await start(refusing(401, 'error-401.json'));
    const { errors, posts } = await crawl(network);
    expect(posts).toEqual([]);
    expect(errors).toMatchObject([
      {
        kind: 'needs_reauth',
        message: expect.stringContaining('The token used in the request has been revoked'),
      },
    ]);
  });

  it('no stored token asks the owner to sign in', async () => {
    const network = await start(postsRoutes);
    const { errors } = await crawl(network, { credentials: null });
    expect(errors).toMatchObject([{ kind: 'needs_reauth' }]);
    expect(network.requests).toEqual([]);
  });

  it('a refused permission (403) names the page role and the product the app needs', async () => {
    const network = await start(refusing(403, 'error-403.json'));
    const { errors } = await crawl(network);
    expect(errors).toMatchObject([
      {
        kind: 'invalid_source',
        message: `${linkedinMessages.forbidden} (Not enough permissions to access: partnerApiPostsExternal.FINDER-author.20251001)`,
      },
    ]);
  });

  it('an unknown organization (404) is an invalid source', async () => {
    const network = await start(refusing(404, 'error-404.json'));
    const { errors } = await crawl(network);
    expect(errors).toMatchObject([
      { kind: 'invalid_source', message: expect.stringContaining(linkedinMessages.notFound) },
    ]);
  });

  it('the daily throttle (429) waits until LinkedIn resets it, midnight UTC', async () => {
    const network = await start(refusing(429, 'error-429.json'));
    const { errors } = await crawl(network);
    expect(errors).toMatchObject([
      {
        kind: 'rate_limited',
        retryAt: new Date('2025-11-23T00:00:00Z'),
        message: expect.stringContaining('daily limit'),
      },
    ]);
  });

  it('a throttle with Retry-After waits what LinkedIn asks', async () => {
    const network = await start([
      {
        path: '/rest/posts',
        respond: {
          status: 429,
          fixture: fixture('error-429.json'),
          headers: { ...json, 'retry-after': '3600' },
        },
      },
    ]);
    const { errors } = await crawl(network);
    expect(errors).toMatchObject([{ kind: 'rate_limited', retryAt: expect.any(Date) }]);
    const retryAt = (errors[0] as { retryAt: Date }).retryAt;
    // Not LinkedIn's daily reset: the hour the answer asked for, from when it came.
    expect(retryAt).not.toEqual(new Date('2025-11-23T00:00:00Z'));
    expect(retryAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a page that is not a Rest.li collection fails the crawl, naming where', async () => {
    const network = await start([
      { path: '/rest/posts', respond: { body: { items: [] }, headers: json } },
    ]);
    const { errors } = await crawl(network);
    expect(errors).toMatchObject([
      { kind: 'failing', message: expect.stringContaining('unexpected shape (at elements)') },
    ]);
  });

  it('a picture lookup LinkedIn answers oddly leaves the pictures out, not the posts', async () => {
    const network = await start([
      postsRoutes[0]!,
      postsRoutes[1]!,
      {
        path: '/rest/images',
        respond: { body: { results: { 'urn:li:image:x': 7 } }, headers: json },
      },
      { path: '/rest/videos', respond: { body: {}, headers: json } },
    ]);
    const { errors, posts } = await crawl(network);
    expect(errors).toEqual([]);
    expect(posts).toHaveLength(4);
    expect(posts.flatMap((post) => post.media)).toEqual([]);
  });

  it('a stored profile or group source fails with the reason and the nearest choice', async () => {
    const network = await start(postsRoutes);
    for (const [feedType, unavailable] of Object.entries(linkedinUnavailable)) {
      const { errors } = await crawlOnce({
        connector: linkedinConnector(),
        feedType,
        options: feedType === 'group' ? { group_id: '42', group_name: 'Walls' } : {},
        network,
        credentials,
        clock,
      });
      expect(errors).toMatchObject([
        { kind: 'invalid_source', message: `${unavailable.reason} ${unavailable.instead}` },
      ]);
    }
    expect(network.requests).toEqual([]);
  });
});
