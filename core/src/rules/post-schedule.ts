/**
 * Scheduled announcements: a custom post may go live at `publishAt` and leave at `expireAt`.
 * Pure rules for whether it shows at a moment, and which schedules an owner may save.
 */
import type { MessageKey } from '../messages/catalogue.ts';

/** A post's schedule; null ends are open (live from its creation, never leaving). */
export interface PostSchedule {
  readonly publishAt: Date | null;
  readonly expireAt: Date | null;
}

/** Where a scheduled post stands at a moment. */
export type ScheduleStatus = 'scheduled' | 'live' | 'expired';

/** Where a post with this schedule stands at `now`. */
export function scheduleStatus(schedule: PostSchedule, now: Date): ScheduleStatus {
  if (schedule.expireAt !== null && schedule.expireAt.getTime() <= now.getTime()) return 'expired';
  if (schedule.publishAt !== null && schedule.publishAt.getTime() > now.getTime()) {
    return 'scheduled';
  }
  return 'live';
}

/**
 * Why a schedule cannot be saved at `now`, as a message key; null when it can. The expiry
 * must come after the publish time and lie in the future.
 */
export function scheduleProblem(schedule: PostSchedule, now: Date): MessageKey | null {
  const { publishAt, expireAt } = schedule;
  if (expireAt === null) return null;
  if (publishAt !== null && expireAt.getTime() <= publishAt.getTime()) {
    return 'scheduleExpiresBeforePublish';
  }
  if (expireAt.getTime() <= now.getTime()) return 'scheduleExpiresInPast';
  return null;
}
