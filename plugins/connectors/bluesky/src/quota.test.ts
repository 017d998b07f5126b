/** The rate limit a Bluesky crawl reports to the owner, read from the reads' `ratelimit-*`. */
import { expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { blueskyConnector } from './index.ts';
import { account, credentials, fixture, json, useFakeNetwork, xrpc } from './testing.ts';

const start = useFakeNetwork();
const resetSeconds = 1_795_000_300;
/** Bluesky's headers: a 5-minute window, the reset in epoch seconds. */
const rateLimit = (limit: number, remaining: number) => ({
  ...json,
  'ratelimit-limit': String(limit),
  'ratelimit-remaining': String(remaining),
  'ratelimit-reset': String(resetSeconds),
  'ratelimit-policy': `${limit};w=300`,
});

it("reports the account feed's requests left in the window and when it resets", async () => {
  const fake = await start([
    {
      path: xrpc('app.bsky.feed.getAuthorFeed'),
      respond: { fixture: fixture('author-feed-page-2.json'), headers: rateLimit(3000, 2990) },
    },
  ]);
  const { quota, errors } = await crawlOnce({
    connector: blueskyConnector({ maxPages: 1 }),
    feedType: 'account',
    options: account,
    network: fake,
  });
  expect(errors).toEqual([]);
  expect(quota).toEqual({
    unit: 'requests',
    period: 'window',
    limit: 3000,
    remaining: 2990,
    resetsAt: new Date(resetSeconds * 1000),
  });
});

it("a search reports its reads' limit, not the tighter one of signing in", async () => {
  const fake = await start([
    {
      method: 'POST',
      path: xrpc('com.atproto.server.createSession'),
      respond: { fixture: fixture('create-session.json'), headers: rateLimit(30, 29) },
    },
    {
      path: xrpc('app.bsky.feed.searchPosts'),
      respond: { fixture: fixture('search-posts.json'), headers: rateLimit(3000, 2999) },
    },
  ]);
  const { quota, errors } = await crawlOnce({
    connector: blueskyConnector(),
    feedType: 'search',
    options: { query: '#chorus' },
    network: fake,
    credentials,
  });
  expect(errors).toEqual([]);
  expect(quota).toMatchObject({ limit: 3000, remaining: 2999 });
});

it('reports no quota when Bluesky sends no rate-limit headers', async () => {
  const fake = await start([
    {
      path: xrpc('app.bsky.feed.getAuthorFeed'),
      respond: { fixture: fixture('author-feed-page-2.json'), headers: json },
    },
  ]);
  const { quota, errors } = await crawlOnce({
    connector: blueskyConnector({ maxPages: 1 }),
    feedType: 'account',
    options: account,
    network: fake,
  });
  expect(errors).toEqual([]);
  expect(quota).toBeUndefined();
});

it('declares the sign-in fields of a search, the app password as a secret', () => {
  const search = blueskyConnector().feedTypes['search'];
  expect(search?.credentials?.safeParse(credentials).success).toBe(true);
  const refused = search?.credentials?.safeParse({ identifier: 'owner.bsky.social' });
  expect(refused?.error?.issues[0]?.message).toBe('Please enter an app password of that account.');
  expect(search?.credentials?.shape['appPassword']?.meta()).toMatchObject({ writeOnly: true });
  expect(blueskyConnector().feedTypes['account']?.credentials).toBeUndefined();
});
