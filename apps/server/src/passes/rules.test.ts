import { describe, expect, it } from 'vitest';
import {
  hasActivePass,
  isTestable,
  liveWindows,
  passStatus,
  scheduleWindow,
  testPassSeconds,
  type PassTimes,
} from './rules.ts';

const at = (iso: string) => new Date(iso);
const day = 86_400;
const scheduled: PassTimes = {
  kind: 'bought',
  length_seconds: 2 * day,
  starts_at: at('2026-12-01T10:00:00Z'),
  stops_at: at('2026-12-03T10:00:00Z'),
};
const unscheduled: PassTimes = { ...scheduled, starts_at: null, stops_at: null };

describe('a pass scheduled for a time starts and ends at those times', () => {
  it('is scheduled before its start, active between, ended from its stop', () => {
    expect(passStatus(scheduled, at('2026-12-01T09:59:59Z'))).toBe('scheduled');
    expect(passStatus(scheduled, at('2026-12-01T10:00:00Z'))).toBe('active');
    expect(passStatus(scheduled, at('2026-12-03T09:59:59Z'))).toBe('active');
    expect(passStatus(scheduled, at('2026-12-03T10:00:00Z'))).toBe('ended');
    expect(passStatus(unscheduled, at('2026-12-02T00:00:00Z'))).toBe('unscheduled');
  });
  it('gives live push only while active', () => {
    expect(hasActivePass([scheduled, unscheduled], at('2026-11-30T00:00:00Z'))).toBe(false);
    expect(hasActivePass([scheduled, unscheduled], at('2026-12-02T00:00:00Z'))).toBe(true);
    expect(hasActivePass([scheduled, unscheduled], at('2026-12-04T00:00:00Z'))).toBe(false);
  });
});

describe('the live windows an open wall follows', () => {
  it('gives each scheduled or running pass as seconds from now, and nothing ended or unscheduled', () => {
    const test: PassTimes = {
      kind: 'test',
      length_seconds: testPassSeconds,
      starts_at: at('2026-11-30T23:30:00Z'),
      stops_at: at('2026-12-01T00:30:00Z'),
    };
    const ended: PassTimes = {
      ...scheduled,
      starts_at: at('2026-11-01T00:00:00Z'),
      stops_at: at('2026-11-02T00:00:00Z'),
    };
    const now = at('2026-12-01T00:00:00Z');
    expect(liveWindows([scheduled, unscheduled, ended, test], now)).toEqual([
      [-1800, 1800],
      [10 * 3600, 10 * 3600 + 2 * day],
    ]);
    expect(liveWindows([], now)).toEqual([]);
  });
});

describe('testable: never tested and not live already', () => {
  const now = at('2026-12-05T00:00:00Z');
  const test: PassTimes = {
    kind: 'test',
    length_seconds: testPassSeconds,
    starts_at: at('2026-12-01T00:00:00Z'),
    stops_at: at('2026-12-01T01:00:00Z'),
  };
  it('holds for a wall without passes that is not live', () => {
    expect(isTestable([], false, now)).toBe(true);
    expect(isTestable([scheduled], false, now)).toBe(true);
  });
  it('does not hold once a test was run, on a live wall, or while a pass is active', () => {
    expect(isTestable([test], false, now)).toBe(false);
    expect(isTestable([], true, now)).toBe(false);
    expect(isTestable([scheduled], false, at('2026-12-02T00:00:00Z'))).toBe(false);
  });
});

describe('scheduling and moving a pass', () => {
  const now = at('2026-11-30T12:00:00Z');
  it('gives the window of its length from a future start', () => {
    expect(scheduleWindow(unscheduled, at('2026-12-10T08:30:00Z'), now)).toEqual({
      start: at('2026-12-10T08:30:00Z'),
      stop: at('2026-12-12T08:30:00Z'),
    });
    expect(scheduleWindow(scheduled, at('2026-12-20T00:00:00Z'), now)).toEqual({
      start: at('2026-12-20T00:00:00Z'),
      stop: at('2026-12-22T00:00:00Z'),
    });
  });
  it('refuses a start in the past or now, or more than a year ahead', () => {
    expect(scheduleWindow(unscheduled, at('2026-11-30T11:00:00Z'), now)).toEqual({
      refused: 'inPast',
    });
    expect(scheduleWindow(unscheduled, now, now)).toEqual({ refused: 'inPast' });
    expect(scheduleWindow(unscheduled, at('2028-01-01T00:00:00Z'), now)).toEqual({
      refused: 'tooFar',
    });
  });
  it('refuses to move a pass that started or ended, and a test pass', () => {
    const started = at('2026-12-02T00:00:00Z');
    expect(scheduleWindow(scheduled, at('2026-12-10T00:00:00Z'), started)).toEqual({
      refused: 'notScheduled',
    });
    expect(
      scheduleWindow({ ...unscheduled, kind: 'test' }, at('2026-12-10T00:00:00Z'), now),
    ).toEqual({ refused: 'notScheduled' });
  });
});
