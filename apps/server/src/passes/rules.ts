/**
 * Live-update passes (the spec's insTINT Updates, issue 22): the pure rules. A pass is a
 * window of live push for one wall; its status comes from the clock, never from a stored flag,
 * so a wall notices a pass starting and ending on its next read. docs/owner-guide.md,
 * "Live-update passes".
 */

/** Where a pass stands at a moment. `unscheduled`: bought, its start not chosen yet. */
export type PassStatus = 'unscheduled' | 'scheduled' | 'active' | 'ended';

/** What the rules read of a pass. */
export interface PassTimes {
  readonly kind: 'bought' | 'test';
  readonly length_seconds: number;
  readonly starts_at: Date | null;
  readonly stops_at: Date | null;
}

/**
 * Days of live push a bought pass gives. The spec names no length or price: these are
 * Chorus's own, documented in docs/operations.md ("Live-update passes").
 */
export const passDays = 7;
/** Length of a bought pass. */
export const passLengthSeconds = passDays * 86_400;
/** Price of a pass, in the smallest unit of {@link passCurrency} (9.00). */
export const passPriceCents = 900;
/** The currency passes are sold in. */
export const passCurrency = 'usd';
/** Length of the one test a wall may start: one hour. */
export const testPassSeconds = 3_600;
/** How far ahead a pass may be scheduled: one year. */
export const maxScheduleAheadSeconds = 365 * 86_400;

/** The spec's messages of the test start. */
export const testStarted = 'insTINT Updates Test Started.';
export const testFailed = 'Sorry, there was a problem starting the insTINT Updates test.';

/** The status of a pass at `now`. */
export function passStatus(pass: PassTimes, now: Date): PassStatus {
  if (!pass.starts_at || !pass.stops_at) return 'unscheduled';
  if (now < pass.starts_at) return 'scheduled';
  return now < pass.stops_at ? 'active' : 'ended';
}

/** Whether one of the passes gives live push at `now`. */
export function hasActivePass(passes: readonly PassTimes[], now: Date): boolean {
  return passes.some((pass) => passStatus(pass, now) === 'active');
}

/**
 * The windows of live push the passes give from `now` on, in seconds from `now` (a window
 * already running starts below zero), so a wall page that is open when a pass starts or ends
 * follows it without asking the server again (the wall's `realtime_windows`).
 */
export function liveWindows(
  passes: readonly PassTimes[],
  now: Date,
): Array<readonly [number, number]> {
  const windows: Array<readonly [number, number]> = [];
  for (const pass of passes) {
    const status = passStatus(pass, now);
    if (status !== 'scheduled' && status !== 'active') continue;
    const from = (pass.starts_at!.getTime() - now.getTime()) / 1000;
    const to = (pass.stops_at!.getTime() - now.getTime()) / 1000;
    windows.push([Math.round(from), Math.round(to)]);
  }
  return windows.sort((a, b) => a[0] - b[0]);
}

/**
 * The spec's testable flag: the wall never had a test and is not live already (by its switch,
 * its plan, or a pass).
 */
export function isTestable(passes: readonly PassTimes[], liveWithoutPass: boolean, now: Date) {
  if (liveWithoutPass || hasActivePass(passes, now)) return false;
  return !passes.some((pass) => pass.kind === 'test');
}

/** Why a start is refused. */
export type ScheduleRefusal = 'inPast' | 'tooFar' | 'notScheduled';

/** The refusal messages (the spec has none for the date picker). */
export const scheduleMessages: Readonly<Record<ScheduleRefusal, string>> = {
  inPast: 'Choose a start time in the future.',
  tooFar: 'Choose a start time within a year.',
  notScheduled: 'This pass has started already: its times can no longer change.',
};

/**
 * Checks a new start for a pass: it must be a bought pass not started yet (unscheduled or
 * scheduled), and the start must be in the future and within a year. Its window otherwise.
 */
export function scheduleWindow(
  pass: PassTimes,
  start: Date,
  now: Date,
): { readonly start: Date; readonly stop: Date } | { readonly refused: ScheduleRefusal } {
  const status = passStatus(pass, now);
  if (pass.kind !== 'bought' || (status !== 'unscheduled' && status !== 'scheduled')) {
    return { refused: 'notScheduled' };
  }
  if (start.getTime() <= now.getTime()) return { refused: 'inPast' };
  if (start.getTime() - now.getTime() > maxScheduleAheadSeconds * 1000) {
    return { refused: 'tooFar' };
  }
  return { start, stop: new Date(start.getTime() + pass.length_seconds * 1000) };
}
