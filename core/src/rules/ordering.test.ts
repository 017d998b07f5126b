import { describe, expect, it } from 'vitest';
import { fromLegacyCreated, isPinned, toLegacyCreated, wallOrder } from './ordering.ts';

const now = 1_700_000_000;
const post = (createdAt: number, pinnedAt: number | null = null) => ({ createdAt, pinnedAt });

describe('wallOrder: pinned posts first, then newest first', () => {
  it('puts pinned posts above newer unpinned ones', () => {
    const old = post(100, 500);
    const fresh = post(now - 10);
    const older = post(now - 100);
    expect([older, fresh, old].sort(wallOrder(now))).toEqual([old, fresh, older]);
  });
  it('orders pinned posts by most recent pin', () => {
    const first = post(100, 1000);
    const second = post(200, 2000);
    expect([first, second].sort(wallOrder(now))).toEqual([second, first]);
  });
});

describe('isPinned: a timestamp in the future counts as pinned', () => {
  it('treats a future creation time as pinned', () => {
    expect(isPinned(post(now + 1), now)).toBe(true);
    expect(isPinned(post(now - 1), now)).toBe(false);
    expect(isPinned(post(now - 1, now), now)).toBe(true);
  });
});

describe('fromLegacyCreated / toLegacyCreated: the pin multiplier 10 only for legacy data', () => {
  it('reads created × 10 as pinned', () => {
    expect(fromLegacyCreated(1_600_000_000 * 10, now)).toEqual({
      createdAt: 1_600_000_000,
      pinnedAt: 1_600_000_000,
    });
    expect(fromLegacyCreated(1_600_000_000, now)).toEqual({
      createdAt: 1_600_000_000,
      pinnedAt: null,
    });
  });
  it('shows a pinned post as created × 10', () => {
    expect(toLegacyCreated(post(5, 9))).toBe(50);
    expect(toLegacyCreated(post(5))).toBe(5);
  });
});
