import { describe, expect, it } from 'vitest';
import { parseRateLimit, parseRetryAfter } from './rate-limit.ts';

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
