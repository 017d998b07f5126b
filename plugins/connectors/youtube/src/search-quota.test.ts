/** The daily quota a YouTube search shows the owner: its units today against its budget. */
import { expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { isSourceError } from '@chorus/core';
import { youtubeConnector } from './index.ts';
import { apiKey, clock, fixture, json, uploadsRoutes, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
const today = { day: '2026-11-24' };
const search = { feedType: 'search', options: { query: '#chorus' } } as const;
const midnightPacific = new Date('2026-11-25T08:00:00Z');

it("reports the units spent today, this crawl's 100 a search included", async () => {
  const fake = await start([
    { path: '/search', respond: { fixture: fixture('search-page.json'), headers: json } },
  ]);
  const { quota, errors } = await crawlOnce({
    connector: youtubeConnector({ apiKey, maxPages: 1, searchBudget: 10_000 }),
    ...search,
    network: fake,
    clock,
    cursor: { key: 'search:{"query":"#chorus"}', quota: { ...today, units: 3_100 } },
  });
  expect(errors).toEqual([]);
  expect(quota).toEqual({
    unit: 'units',
    period: 'day',
    limit: 10_000,
    remaining: 6_800,
    resetsAt: midnightPacific,
  });
});

it('a spent budget says so with the refusal', async () => {
  const fake = await start([]);
  const { errors } = await crawlOnce({
    connector: youtubeConnector({ apiKey, searchBudget: 1000 }),
    ...search,
    network: fake,
    clock,
    cursor: { key: 'search:{"query":"#chorus"}', quota: { ...today, units: 1000 } },
  });
  const [error] = errors;
  expect(isSourceError(error) && error.quota).toEqual({
    unit: 'units',
    period: 'day',
    limit: 1000,
    remaining: 0,
    resetsAt: midnightPacific,
  });
});

it('a channel reports no daily quota of its own', async () => {
  const fake = await start(uploadsRoutes);
  const { quota, errors } = await crawlOnce({
    connector: youtubeConnector({ apiKey }),
    feedType: 'user',
    options: { channel: '@chorus-live' },
    network: fake,
    clock,
  });
  expect(errors).toEqual([]);
  expect(quota).toBeUndefined();
});
