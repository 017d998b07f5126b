import type { PostState } from '../domain/index.ts';
import { maxRecurrence, minRecurrence } from './constants.ts';

/** Recurrence frequency and offset run from 0 to 20: values outside are clamped, fractions rounded. */
export function clampRecurrence(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return minRecurrence;
  return Math.min(maxRecurrence, Math.max(minRecurrence, Math.round(value)));
}

/** Approving saves `approved`, or `approved-recurring` when a recurrence frequency is set. */
export function approvedStateFor(recurFrequency: number): PostState {
  return clampRecurrence(recurFrequency) === 0 ? 'approved' : 'approved-recurring';
}

/** Whether a post in this state is shown on the public wall. */
export function isPublic(state: PostState): boolean {
  return state === 'approved' || state === 'approved-recurring';
}

/**
 * The state a legacy `visible` value means: 1 approved, 2 approved recurring, -2 removed,
 * anything else pending.
 */
export function postStateFromLegacyVisible(visible: number | string | null | undefined): PostState {
  switch (Number(visible)) {
    case 1:
      return 'approved';
    case 2:
      return 'approved-recurring';
    case -2:
      return 'removed';
    default:
      return 'pending';
  }
}

/** The legacy `visible` value of a state (pending is 0). */
export function legacyVisibleFor(state: PostState): 0 | 1 | 2 | -2 {
  const codes = { pending: 0, approved: 1, 'approved-recurring': 2, removed: -2 } as const;
  return codes[state];
}

/** New posts of a source with privacy 1 wait for approval; privacy 0 posts appear at once. */
export function initialStateFor(privacy: 0 | 1): PostState {
  return privacy === 1 ? 'pending' : 'approved';
}

/** Moderating a source toggles its privacy between 0 and 1. */
export function togglePrivacy(privacy: 0 | 1): 0 | 1 {
  return privacy === 1 ? 0 : 1;
}
