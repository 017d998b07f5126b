import { expect, it } from 'vitest';
import { pacificDay, quotaResetsAt, quotaToday } from './quota.ts';

it('counts the day in Pacific time and resets at its midnight, standard or daylight time', () => {
  // 02:00 UTC on 25 November is still the 24th in California (PST, UTC-8).
  expect(pacificDay(new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
  expect(quotaResetsAt(new Date('2026-11-25T02:00:00Z'))).toEqual(new Date('2026-11-25T08:00:00Z'));
  // In July (PDT, UTC-7) midnight is 07:00 UTC.
  expect(quotaResetsAt(new Date('2026-07-10T12:00:00Z'))).toEqual(new Date('2026-07-11T07:00:00Z'));
});

it("keeps today's count and starts a new day at zero", () => {
  const now = new Date('2026-11-24T23:00:00Z');
  expect(quotaToday({ day: '2026-11-24', units: 300 }, now)).toEqual({
    day: '2026-11-24',
    units: 300,
  });
  expect(quotaToday({ day: '2026-11-23', units: 300 }, now)).toEqual({
    day: '2026-11-24',
    units: 0,
  });
  expect(quotaToday(undefined, now)).toEqual({ day: '2026-11-24', units: 0 });
});
