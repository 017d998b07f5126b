import { describe, expect, it } from 'vitest';
import { parseRateLimit, parseRetryAfter, resumesAt } from './rate-limit.ts';

const now = new Date('2025-06-01T12:00:00Z');

describe('parseRateLimit', () => {
  it('reads the X (Twitter) headers, reset in epoch seconds', () => {
    const headers = new Headers({
      'x-rate-limit-limit': '450',
      'x-rate-limit-remaining': '0',
      'x-rate-limit-reset': '1748780100',
    });
    expect(parseRateLimit(headers, now)).toEqual({
      limit: 450,
      remaining: 0,
      resetAt: new Date(1748780100 * 1000),
    });
  });

  it('reads x-ratelimit-* with a reset given as a delay', () => {
    const headers = new Headers({
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '59',
      'x-ratelimit-reset': '30',
    });
    expect(parseRateLimit(headers, now)).toEqual({
      limit: 60,
      remaining: 59,
      resetAt: new Date('2025-06-01T12:00:30Z'),
    });
  });

  it('reads the IETF draft ratelimit-* headers and the structured ratelimit header', () => {
    const split = new Headers({
      'ratelimit-limit': '100, 100;w=60',
      'ratelimit-remaining': '7',
      'ratelimit-reset': '5',
    });
    expect(parseRateLimit(split, now)).toEqual({
      limit: 100,
      remaining: 7,
      resetAt: new Date('2025-06-01T12:00:05Z'),
    });
    const structured = new Headers({ ratelimit: 'limit=10, remaining=0, reset=60' });
    expect(parseRateLimit(structured, now)).toEqual({
      limit: 10,
      remaining: 0,
      resetAt: new Date('2025-06-01T12:01:00Z'),
    });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRateLimit(new Headers({ 'retry-after': '120' }), now)).toEqual({
      retryAfter: new Date('2025-06-01T12:02:00Z'),
    });
    expect(
      parseRateLimit(new Headers({ 'retry-after': 'Sun, 01 Jun 2025 13:00:00 GMT' }), now),
    ).toEqual({
      retryAfter: new Date('2025-06-01T13:00:00Z'),
    });
  });

  it('ignores absent and unreadable values', () => {
    expect(parseRateLimit(new Headers(), now)).toEqual({});
    expect(
      parseRateLimit(new Headers({ 'x-rate-limit-remaining': 'lots', 'retry-after': 'soon' }), now),
    ).toEqual({});
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('  ', now)).toBeUndefined();
  });
});

describe('resets in other forms', () => {
  it('reads a reset given as an ISO 8601 date (Mastodon) or in epoch milliseconds', () => {
    const iso = new Headers({
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '2025-06-01T12:05:00.000Z',
    });
    expect(parseRateLimit(iso, now).resetAt).toEqual(new Date('2025-06-01T12:05:00Z'));
    const millis = new Headers({ 'x-rate-limit-reset': '1748779500000' });
    expect(parseRateLimit(millis, now).resetAt).toEqual(new Date('2025-06-01T12:05:00Z'));
  });

  it('reads Retry-After as an ISO 8601 date too', () => {
    expect(parseRetryAfter('2025-06-01T12:10:00Z', now)).toEqual(new Date('2025-06-01T12:10:00Z'));
  });
});

describe('resumesAt', () => {
  it('gives one time from whichever headers the network sent', () => {
    const at = (headers: Record<string, string>, status?: number) =>
      resumesAt(new Headers(headers), { now, ...(status ? { status } : {}) })?.toISOString() ??
      null;
    // Retry-After first, in seconds or as a date.
    expect(at({ 'retry-after': '30', 'x-rate-limit-reset': '1748781000' })).toBe(
      '2025-06-01T12:00:30.000Z',
    );
    expect(at({ 'retry-after': 'Sun, 01 Jun 2025 13:00:00 GMT' })).toBe('2025-06-01T13:00:00.000Z');
    // A spent window: its reset, in epoch seconds, delay seconds or ISO 8601.
    expect(at({ 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': '1748780100' })).toBe(
      '2025-06-01T12:15:00.000Z',
    );
    expect(at({ 'ratelimit-remaining': '0', 'ratelimit-reset': '90' })).toBe(
      '2025-06-01T12:01:30.000Z',
    );
    expect(at({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '2025-06-01T12:05:00Z' })).toBe(
      '2025-06-01T12:05:00.000Z',
    );
    // A 429 waits for the reset even without `remaining`.
    expect(at({ 'x-rate-limit-reset': '1748780100' }, 429)).toBe('2025-06-01T12:15:00.000Z');
    // Requests left: no reason to wait.
    expect(at({ 'x-rate-limit-remaining': '5', 'x-rate-limit-reset': '1748780100' })).toBeNull();
    expect(at({})).toBeNull();
  });
});
