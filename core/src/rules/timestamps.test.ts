import { describe, expect, it } from 'vitest';
import { normalizeCreatedAt, unixNow } from './timestamps.ts';

const now = 1_700_000_000;

describe('normalizeCreatedAt: a timestamp of 0 becomes the current time', () => {
  it('turns 0, null and negative values into now', () => {
    expect(normalizeCreatedAt(0, now)).toBe(now);
    expect(normalizeCreatedAt(null, now)).toBe(now);
    expect(normalizeCreatedAt(-5, now)).toBe(now);
  });
});

describe('normalizeCreatedAt: a too-large created is divided by 10', () => {
  it('divides a legacy pinned value (created × 10) back', () => {
    expect(normalizeCreatedAt(1_600_000_000 * 10, now)).toBe(1_600_000_000);
  });
  it('brings a millisecond value back to seconds', () => {
    expect(normalizeCreatedAt(1_600_000_000_000, now)).toBe(1_600_000_000);
  });
  it('does not loop without a current time', () => {
    expect(normalizeCreatedAt(42, 0)).toBe(42);
  });
  it('keeps a plausible time, even slightly in the future', () => {
    expect(normalizeCreatedAt(now + 3600, now)).toBe(now + 3600);
  });
});

describe('unixNow: the current time in seconds', () => {
  it('floors milliseconds', () => {
    expect(unixNow(new Date(1_700_000_000_999))).toBe(1_700_000_000);
  });
});
