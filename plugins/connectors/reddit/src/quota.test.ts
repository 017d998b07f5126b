/** The rate limit a Reddit crawl reports to the owner, from its `X-Ratelimit-*` headers. */
import { expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { redditConnector } from './index.ts';
import { credentials, fixture, json, tokenRoute, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
const newPath = '/r/socialwalls/new';
const now = new Date('2026-11-25T12:00:00Z');
/** Reddit's window: requests used and left (left as a decimal), the reset in seconds from now. */
const window = (used: number, remaining: number, reset: number) => ({
  ...json,
  'x-ratelimit-used': String(used),
  'x-ratelimit-remaining': remaining.toFixed(1),
  'x-ratelimit-reset': String(reset),
});

it("reports the listing's window: the limit is used + remaining, the reset counted from now", async () => {
  const fake = await start([
    {
      ...tokenRoute,
      // The token call's own figures must not stand in for the listing's.
      respond: { fixture: fixture('token.json'), headers: window(1, 99, 600) },
    },
    {
      path: newPath,
      respond: { fixture: fixture('subreddit-new-page-2.json'), headers: window(4, 996, 300) },
    },
  ]);
  const { quota, errors } = await crawlOnce({
    connector: redditConnector({ maxPages: 1 }),
    feedType: 'subreddit',
    options: { subreddit: 'socialwalls' },
    network: fake,
    credentials,
    clock: { now: () => now },
  });
  expect(errors).toEqual([]);
  expect(quota).toEqual({
    unit: 'requests',
    period: 'window',
    limit: 1000,
    remaining: 996,
    resetsAt: new Date('2026-11-25T12:05:00Z'),
  });
});

it('reports a spent window with no request left', async () => {
  const fake = await start([
    tokenRoute,
    {
      path: newPath,
      respond: { fixture: fixture('subreddit-new-page-1.json'), headers: window(1000, 0, 42) },
    },
  ]);
  const { quota, errors } = await crawlOnce({
    connector: redditConnector(),
    feedType: 'subreddit',
    options: { subreddit: 'socialwalls' },
    network: fake,
    credentials,
    clock: { now: () => now },
  });
  expect(errors).toEqual([]);
  expect(quota).toMatchObject({
    limit: 1000,
    remaining: 0,
    resetsAt: new Date('2026-11-25T12:00:42Z'),
  });
});
