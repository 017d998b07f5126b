import { SourceError } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import {
  createQuotaMeter,
  dailyQuota,
  meteredHttp,
  quotaOfHeaders,
  quotaOfRateLimit,
} from './rate-limit-quota.ts';

const now = new Date('2026-11-25T12:00:00Z');

describe('quotaOfHeaders', () => {
  it("reads X's x-rate-limit-* (reset in epoch seconds)", () => {
    const headers = new Headers({
      'x-rate-limit-limit': '450',
      'x-rate-limit-remaining': '449',
      'x-rate-limit-reset': String(Date.parse('2026-11-25T12:15:00Z') / 1000),
    });
    expect(quotaOfHeaders(headers, now)).toEqual({
      unit: 'requests',
      period: 'window',
      limit: 450,
      remaining: 449,
      resetsAt: new Date('2026-11-25T12:15:00Z'),
    });
  });

  it("works out Reddit's limit from used + remaining (reset in seconds from now)", () => {
    const headers = new Headers({
      'x-ratelimit-used': '4',
      'x-ratelimit-remaining': '596.0',
      'x-ratelimit-reset': '300',
    });
    expect(quotaOfHeaders(headers, now)).toEqual({
      unit: 'requests',
      period: 'window',
      limit: 600,
      remaining: 596,
      resetsAt: new Date('2026-11-25T12:05:00Z'),
    });
  });

  it("reads Mastodon's ISO 8601 reset and the IETF ratelimit-* headers", () => {
    const mastodon = new Headers({
      'x-ratelimit-limit': '300',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '2026-11-25T12:05:00.000Z',
    });
    expect(quotaOfHeaders(mastodon, now)).toMatchObject({
      limit: 300,
      remaining: 0,
      resetsAt: new Date('2026-11-25T12:05:00Z'),
    });
    const ietf = new Headers({ 'ratelimit-limit': '3000', 'ratelimit-remaining': '2999' });
    expect(quotaOfHeaders(ietf, now)).toMatchObject({ limit: 3000, resetsAt: null });
  });

  it('is undefined when the answer reports no rate limit', () => {
    expect(quotaOfHeaders(new Headers({ 'retry-after': '30' }), now)).toBeUndefined();
    expect(quotaOfRateLimit({})).toBeUndefined();
  });
});

it('a daily budget reports what is left of it, never below zero', () => {
  const resetsAt = new Date('2026-11-26T08:00:00Z');
  expect(dailyQuota({ limit: 10_000, used: 3_200, resetsAt })).toEqual({
    unit: 'units',
    period: 'day',
    limit: 10_000,
    remaining: 6_800,
    resetsAt,
  });
  expect(dailyQuota({ limit: 1_000, used: 1_100, resetsAt }).remaining).toBe(0);
});

it('a metered client keeps the newest answer that reported a quota, refusals included', async () => {
  const answers = [
    new Response('{}', { headers: { 'x-rate-limit-limit': '15', 'x-rate-limit-remaining': '2' } }),
    new Response('{}', { headers: { 'content-type': 'application/json' } }),
    new Response('{}', {
      status: 429,
      headers: { 'x-rate-limit-limit': '15', 'x-rate-limit-remaining': '0' },
    }),
  ];
  const meter = createQuotaMeter({ now: () => now });
  const http = meteredHttp(async () => answers.shift() ?? new Response('{}'), meter);
  expect(meter.quota).toBeUndefined();
  await http('https://api.example/1');
  expect(meter.quota).toMatchObject({ limit: 15, remaining: 2 });
  await http('https://api.example/2');
  expect(meter.quota).toMatchObject({ limit: 15, remaining: 2 });
  await http('https://api.example/3');
  expect(meter.quota).toMatchObject({ limit: 15, remaining: 0 });
});

it("a metered client keeps the quota of a 429 the kit's client threw", async () => {
  const quota = quotaOfHeaders(
    new Headers({ 'x-rate-limit-limit': '15', 'x-rate-limit-remaining': '0' }),
    now,
  );
  const meter = createQuotaMeter({ now: () => now });
  const http = meteredHttp(async () => {
    throw new SourceError('rate_limited', 'answered 429', null, quota ? { quota } : undefined);
  }, meter);
  await expect(http('https://api.example/')).rejects.toThrow('answered 429');
  expect(meter.quota).toMatchObject({ limit: 15, remaining: 0 });
});
