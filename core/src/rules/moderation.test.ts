import { describe, expect, it } from 'vitest';
import {
  approvedStateFor,
  clampRecurrence,
  initialStateFor,
  isPublic,
  legacyVisibleFor,
  postStateFromLegacyVisible,
  togglePrivacy,
} from './moderation.ts';

describe('clampRecurrence: recurrence frequency/offset range 0 to 20', () => {
  it('clamps and rounds', () => {
    expect(clampRecurrence(-3)).toBe(0);
    expect(clampRecurrence(25)).toBe(20);
    expect(clampRecurrence(7.6)).toBe(8);
    expect(clampRecurrence(undefined)).toBe(0);
  });
});

describe('approvedStateFor: approving saves visible 1, or 2 with a recurrence frequency', () => {
  it('is recurring only with a non-zero frequency', () => {
    expect(approvedStateFor(0)).toBe('approved');
    expect(approvedStateFor(3)).toBe('approved-recurring');
    expect(legacyVisibleFor(approvedStateFor(3))).toBe(2);
  });
});

describe('postStateFromLegacyVisible: 1 or 2 approved, -2 removed, otherwise pending', () => {
  it.each([
    [1, 'approved'],
    ['2', 'approved-recurring'],
    [-2, 'removed'],
    [0, 'pending'],
    [null, 'pending'],
  ] as const)('%j is %s', (visible, state) => {
    expect(postStateFromLegacyVisible(visible)).toBe(state);
  });
  it('shows only approved states publicly', () => {
    expect(isPublic('approved-recurring')).toBe(true);
    expect(isPublic('pending')).toBe(false);
  });
});

describe('initialStateFor / togglePrivacy: privacy 1 sources land posts as pending', () => {
  it('lands pending for manual approval and approved otherwise', () => {
    expect(initialStateFor(1)).toBe('pending');
    expect(initialStateFor(0)).toBe('approved');
  });
  it('toggles 0 and 1', () => {
    expect(togglePrivacy(0)).toBe(1);
    expect(togglePrivacy(1)).toBe(0);
  });
});
