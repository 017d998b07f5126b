/**
 * The wall follows its live-update passes while open: live inside a window, not outside it;
 * the switch or the plan holds when no pass window is given; the next change is the nearest
 * window edge ahead.
 */
import { describe, expect, it } from 'vitest';
import { liveAt, nextPassChange } from './pass-windows.ts';

describe('live push from pass windows', () => {
  const windows = [
    [60, 120],
    [-30, 10],
  ] as const;

  it('is on inside a window, from its start up to (not at) its end', () => {
    expect(liveAt(false, windows, 0)).toBe(true);
    expect(liveAt(false, windows, 10)).toBe(false);
    expect(liveAt(false, windows, 59.9)).toBe(false);
    expect(liveAt(false, windows, 60)).toBe(true);
    expect(liveAt(false, windows, 120)).toBe(false);
  });

  it('keeps the switch or the plan when there is no window', () => {
    expect(liveAt(true, [], 500)).toBe(true);
    expect(liveAt(true, undefined, 0)).toBe(true);
    expect(liveAt(false, undefined, 0)).toBe(false);
  });

  it('waits for the nearest edge ahead, and for nothing after the last', () => {
    expect(nextPassChange(windows, 0)).toBe(10);
    expect(nextPassChange(windows, 10)).toBe(60);
    expect(nextPassChange(windows, 60)).toBe(120);
    expect(nextPassChange(windows, 120)).toBeNull();
  });
});
