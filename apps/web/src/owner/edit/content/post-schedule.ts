/**
 * The composer's schedule: when a custom post goes live and when it leaves the wall, as the
 * owner types them (`datetime-local`, the browser's time zone) and as `POST /api/post` takes them.
 */
import { messages, scheduleProblem } from '@chorus/core';
import type { Translator } from '@chorus/core/i18n';

/** The two schedule inputs; blank means "at once" and "stays". */
export interface ScheduleValue {
  readonly publishAt: string;
  readonly expireAt: string;
}

/** No schedule: live at once, never leaving. */
export const noSchedule: ScheduleValue = { publishAt: '', expireAt: '' };

/** A `datetime-local` value as a moment, or null when blank or unreadable. */
function momentOf(local: string): Date | null {
  if (local.trim() === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Why the schedule cannot be saved at `now` (the catalogue's text, in the translator's language
 * when one is given), or undefined.
 */
export function scheduleError(
  value: ScheduleValue,
  now: Date,
  translator?: Translator,
): string | undefined {
  const problem = scheduleProblem(
    { publishAt: momentOf(value.publishAt), expireAt: momentOf(value.expireAt) },
    now,
  );
  if (problem === null) return undefined;
  return translator ? translator.text(problem) : messages[problem];
}

/** The body fields of a schedule: ISO 8601 times, left out when blank. */
export function scheduleBody(value: ScheduleValue): { publish_at?: string; expire_at?: string } {
  const publishAt = momentOf(value.publishAt);
  const expireAt = momentOf(value.expireAt);
  return {
    ...(publishAt ? { publish_at: publishAt.toISOString() } : {}),
    ...(expireAt ? { expire_at: expireAt.toISOString() } : {}),
  };
}

/** A moment as a `datetime-local` value in the browser's time zone (minutes). */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
