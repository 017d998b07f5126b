/** The quota a crawl learns is stored with the source's health and kept across failures. */
import { defineConnector, defineFeedType, SourceError, type NormalizedPost } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { dailyQuota } from '@chorus/connector-kit';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChorusDatabase } from '../db/open.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { crawlSource } from './crawl.ts';
import { probeConnector, testIngestDeps } from './testing.ts';

const resetsAt = 1_795_000_000;
const now = new Date('2026-11-25T12:00:00Z');

/** A connector that counts a daily budget itself and runs out of it on the third crawl. */
const budgetConnector = defineConnector<{ id: string }, null>({
  id: 'twitter',
  shortCode: 'tw',
  sourceNumber: 2,
  displayName: 'Budget',
  icon: 'M4 4h16v16H4z',
  auth: { kind: 'none' },
  baseUrls: { api: 'https://budget.invalid' },
  feedTypes: {
    hashtag: defineFeedType({
      title: 'Hashtag',
      schema: z.object({ hashtag: z.string() }),
      label: (options) => options.hashtag,
    }),
  },
  async fetch({ http, baseUrls, signal }) {
    const response = await http(`${baseUrls['api']}/items`, { signal });
    const body = (await response.json()) as { used: number; spent?: boolean };
    const quota = dailyQuota({
      limit: 10_000,
      used: body.used,
      resetsAt: new Date(resetsAt * 1000),
    });
    if (body.spent) {
      throw new SourceError('rate_limited', 'The daily quota is spent.', quota.resetsAt, { quota });
    }
    return { items: [], cursor: null, quota };
  },
  normalize(): NormalizedPost {
    throw new Error('no items');
  },
})();

describe.each(testDatabases())('source quota on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  let answer: { status: number; headers: Record<string, string>; body: unknown };

  beforeAll(async () => {
    database = await openMigrated(target);
    network = await startFakeNetwork([
      {
        path: '/items',
        respond: () => ({
          status: answer.status,
          headers: { 'content-type': 'application/json', ...answer.headers },
          body: JSON.stringify(answer.body),
        }),
      },
    ]);
  });
  afterAll(async () => {
    await network.close();
    await database.close();
  });

  async function crawlWith(plugins: PluginHost, sourceId: number) {
    const deps = testIngestDeps(database.db, plugins, {
      baseUrls: { api: network.baseUrl },
      now: () => now,
    });
    try {
      return await crawlSource(deps, sourceId);
    } finally {
      await deps.close();
    }
  }

  it("reads the rate-limit headers of a connector that reports none, 429's included", async () => {
    const plugins = new PluginHost([probeConnector()]);
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    answer = {
      status: 200,
      headers: {
        'x-rate-limit-limit': '100',
        'x-rate-limit-remaining': '80',
        'x-rate-limit-reset': String(resetsAt),
      },
      body: { items: [] },
    };
    expect((await crawlWith(plugins, source.id)).result).toBe('ok');
    const quota = { unit: 'requests', period: 'window', limit: 100, remaining: 80, resetsAt };
    expect((await findSourceById(database.db, source.id))?.health).toMatchObject({
      state: 'ok',
      quota,
    });

    answer = {
      status: 429,
      headers: {
        'x-rate-limit-limit': '100',
        'x-rate-limit-remaining': '0',
        'x-rate-limit-reset': String(resetsAt),
      },
      body: { title: 'Too Many Requests' },
    };
    expect((await crawlWith(plugins, source.id)).result).toBe('rate_limited');
    expect((await findSourceById(database.db, source.id))?.health).toMatchObject({
      state: 'rate_limited',
      retryAt: resetsAt,
      quota: { ...quota, remaining: 0 },
    });

    // An answer without the headers says nothing new: the last quota seen stays.
    answer = { status: 200, headers: {}, body: { items: [] } };
    expect((await crawlWith(plugins, source.id)).result).toBe('ok');
    expect((await findSourceById(database.db, source.id))?.health.quota).toEqual({
      ...quota,
      remaining: 0,
    });
  });

  it("stores a connector's own daily quota, also from the error that says it is spent", async () => {
    const plugins = new PluginHost([budgetConnector]);
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    // Headers of another bucket do not override what the connector counted itself.
    answer = { status: 200, headers: { 'x-rate-limit-remaining': '5' }, body: { used: 3_200 } };
    expect((await crawlWith(plugins, source.id)).result).toBe('ok');
    expect((await findSourceById(database.db, source.id))?.health.quota).toEqual({
      unit: 'units',
      period: 'day',
      limit: 10_000,
      remaining: 6_800,
      resetsAt,
    });

    answer = { status: 200, headers: {}, body: { used: 10_000, spent: true } };
    expect((await crawlWith(plugins, source.id)).result).toBe('rate_limited');
    expect((await findSourceById(database.db, source.id))?.health).toMatchObject({
      state: 'rate_limited',
      quota: { unit: 'units', limit: 10_000, remaining: 0 },
    });
  });
});
