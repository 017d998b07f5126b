/**
 * The YouTube Data API's daily quota: units per call, the day it is counted in (Pacific time,
 * where Google resets it at midnight) and when the next day starts.
 */
import { z } from 'zod';

/** Units a call costs (the API reference's quota table). */
export const quotaCost = { channels: 1, playlistItems: 1, search: 100 } as const;

/** Units used by one source on one Pacific day. */
export const quotaUseSchema = z.object({ day: z.string(), units: z.number().int().min(0) });

/** Units used by one source on one Pacific day. */
export type QuotaUse = z.output<typeof quotaUseSchema>;

const pacific = 'America/Los_Angeles';

/** The Pacific calendar day of an instant, `YYYY-MM-DD`. */
export function pacificDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: pacific,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The next midnight in Pacific time after `at`, when the quota resets. */
export function quotaResetsAt(at: Date): Date {
  const [year, month, day] = pacificDay(at).split('-').map(Number) as [number, number, number];
  // Midnight PST is 08:00 UTC; in daylight time (PDT) it is an hour earlier.
  const standard = new Date(Date.UTC(year, month - 1, day + 1, 8));
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: pacific,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(standard),
  );
  return new Date(standard.getTime() - hour * 3_600_000);
}

/** Today's use, starting from zero on a new Pacific day. */
export function quotaToday(previous: QuotaUse | undefined, now: Date): QuotaUse {
  const day = pacificDay(now);
  return previous?.day === day ? previous : { day, units: 0 };
}
