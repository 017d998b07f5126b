import { controlBarIdleCheckMs } from '@chorus/core/rules';
import { describe, expect, it } from 'vitest';
import {
  controlBarReducer,
  initialControlBarState,
  isIdle,
  type ControlBarAction,
  type ControlBarState,
} from './control-bar-state.ts';

const run = (state: ControlBarState, ...actions: ControlBarAction[]) =>
  actions.reduce(controlBarReducer, state);

describe('control bar visibility', () => {
  it('shows when the page opens and hides at the first check after 2 s idle', () => {
    const state = initialControlBarState(0);
    expect(state.visible).toBe(true);
    expect(run(state, { type: 'check', now: 1000 }).visible).toBe(true);
    expect(run(state, { type: 'check', now: controlBarIdleCheckMs }).visible).toBe(false);
  });

  it('shows again on mouse move or a key, and the idle time starts over', () => {
    const hidden = run(initialControlBarState(0), { type: 'check', now: 5000 });
    const moved = run(hidden, { type: 'activity', now: 6000 });
    expect(moved.visible).toBe(true);
    expect(run(moved, { type: 'check', now: 7000 }).visible).toBe(true);
    expect(run(moved, { type: 'check', now: 8000 }).visible).toBe(false);
  });

  it('stays while the pointer or focus is in the bar, and hides once idle after leaving', () => {
    const engaged = run(initialControlBarState(0), { type: 'engaged', engaged: true, now: 100 });
    expect(run(engaged, { type: 'check', now: 60_000 }).visible).toBe(true);
    const left = run(engaged, { type: 'engaged', engaged: false, now: 60_000 });
    expect(run(left, { type: 'check', now: 61_000 }).visible).toBe(true);
    expect(run(left, { type: 'check', now: 62_000 }).visible).toBe(false);
  });

  it('stays while held (a paused show) and shows at once when held', () => {
    const hidden = run(initialControlBarState(0), { type: 'check', now: 5000 });
    const held = run(hidden, { type: 'held', held: true, now: 5000 });
    expect(held.visible).toBe(true);
    expect(isIdle(held, 100_000)).toBe(false);
    const released = run(held, { type: 'held', held: false, now: 100_000 });
    expect(run(released, { type: 'check', now: 102_000 }).visible).toBe(false);
  });
});
