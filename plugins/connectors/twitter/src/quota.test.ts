/** The rate limit an X crawl reports to the owner, from X's `x-rate-limit-*` headers. */
import { afterEach, expect, it } from 'vitest';
import { fixture, startFakeX, type CrawlInput, type FakeX } from './testing/fake-x.ts';

let fake: FakeX | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const hashtag: CrawlInput = { feedType: 'hashtag', options: { hashtag: 'ChorusConf' } };
const search = '/2/tweets/search/recent';
const reset = 1_795_000_900;
const window = (remaining: number) => ({
  'x-rate-limit-limit': '450',
  'x-rate-limit-remaining': String(remaining),
  'x-rate-limit-reset': String(reset),
});

it('reports the requests left in the window after the last page, and when it resets', async () => {
  fake = await startFakeX([
    {
      path: search,
      respond: [
        { fixture: fixture('search-page-1.json'), headers: window(449) },
        { fixture: fixture('search-page-2.json'), headers: window(448) },
      ],
    },
  ]);
  const { quota } = await fake.crawl(hashtag);
  expect(fake.network.requests).toHaveLength(2);
  expect(quota).toEqual({
    unit: 'requests',
    period: 'window',
    limit: 450,
    remaining: 448,
    resetsAt: new Date(reset * 1000),
  });
});

it('reports a spent window, which also ends the crawl', async () => {
  fake = await startFakeX([
    { path: search, respond: { fixture: fixture('search-page-1.json'), headers: window(0) } },
  ]);
  const { quota } = await fake.crawl(hashtag);
  expect(fake.network.requests).toHaveLength(1);
  expect(quota).toMatchObject({ limit: 450, remaining: 0 });
});

it('reports nothing when X sends no rate-limit headers', async () => {
  fake = await startFakeX([{ path: search, respond: { fixture: fixture('empty.json') } }]);
  const { quota } = await fake.crawl(hashtag);
  expect(quota).toBeUndefined();
});
