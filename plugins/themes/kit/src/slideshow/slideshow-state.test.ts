import { describe, expect, it } from 'vitest';
import {
  animationName,
  clampAnimationIndex,
  clampTransitionDelay,
  initialSlideshowState,
  minTransitionDelayMs,
  slideshowReducer,
  upcomingIds,
  type SlideshowAction,
  type SlideshowState,
} from './slideshow-state.ts';

function run(state: SlideshowState, ...actions: SlideshowAction[]): SlideshowState {
  return actions.reduce(slideshowReducer, state);
}

const loaded = (ids = ['a', 'b', 'c']) => run(initialSlideshowState(), { type: 'slides', ids });

describe('slideshow state: settings', () => {
  it('starts playing at 15000 ms with fadeInUp, before any post', () => {
    const state = initialSlideshowState();
    expect(state).toMatchObject({
      playing: true,
      transitionDelay: 15000,
      animationIndex: 0,
      currentId: null,
      ids: [],
    });
    expect(animationName(state.animationIndex)).toBe('fadeInUp');
  });

  it('reads stored settings, strings included, and falls back on nonsense', () => {
    expect(initialSlideshowState({ transitionDelay: 5000, animationIndex: 8 })).toMatchObject({
      transitionDelay: 5000,
      animationIndex: 8,
    });
    expect(clampTransitionDelay('8000')).toBe(8000);
    expect(clampTransitionDelay('soon')).toBe(15000);
    expect(clampTransitionDelay(undefined)).toBe(15000);
    expect(clampTransitionDelay(0)).toBe(minTransitionDelayMs);
    expect(clampAnimationIndex('6')).toBe(6);
    expect(clampAnimationIndex(9)).toBe(0);
    expect(clampAnimationIndex(-1)).toBe(0);
    expect(clampAnimationIndex(2.5)).toBe(0);
    expect(animationName(8)).toBe('rollIn');
  });

  it('changes animation and transition (the bar or a live control)', () => {
    const state = run(loaded(), { type: 'animation', index: 6 }, { type: 'transition', ms: 3000 });
    expect(animationName(state.animationIndex)).toBe('bounceIn');
    expect(state.transitionDelay).toBe(3000);
  });
});

describe('slideshow state: moving', () => {
  it('shows the first post once posts arrive', () => {
    expect(loaded()).toMatchObject({ index: 0, currentId: 'a' });
  });

  it('moves forward and back, wrapping around both ends', () => {
    const state = loaded();
    expect(run(state, { type: 'forward' }).currentId).toBe('b');
    expect(
      run(state, { type: 'forward' }, { type: 'forward' }, { type: 'forward' }).currentId,
    ).toBe('a');
    expect(run(state, { type: 'back' })).toMatchObject({ currentId: 'c', index: 2, direction: -1 });
    expect(run(state, { type: 'back' }, { type: 'back' }, { type: 'back' }).currentId).toBe('a');
  });

  it('counts every change in `step`, so the slide re-animates and its timer restarts', () => {
    const state = loaded();
    const moved = run(state, { type: 'forward' });
    expect(moved.step).toBe(state.step + 1);
    expect(run(moved, { type: 'back' }).step).toBe(state.step + 2);
  });

  it('auto-advances on tick only while playing; space toggles', () => {
    const state = loaded();
    expect(run(state, { type: 'tick' }).currentId).toBe('b');
    const paused = run(state, { type: 'togglePlay' });
    expect(paused.playing).toBe(false);
    expect(run(paused, { type: 'tick' })).toBe(paused);
    expect(run(paused, { type: 'forward' }).currentId).toBe('b');
    expect(run(paused, { type: 'togglePlay' }).playing).toBe(true);
    expect(run(paused, { type: 'play' }).playing).toBe(true);
    expect(run(state, { type: 'pause' }).playing).toBe(false);
  });

  it('stays put with one post or none', () => {
    const one = loaded(['only']);
    expect(run(one, { type: 'forward' })).toBe(one);
    expect(run(one, { type: 'back' })).toBe(one);
    const none = initialSlideshowState();
    expect(run(none, { type: 'forward' })).toBe(none);
  });
});

describe('slideshow state: posts changing', () => {
  it('keeps showing the same post when a live post is inserted before it', () => {
    const state = run(loaded(), { type: 'forward' });
    const after = run(state, { type: 'slides', ids: ['new', 'a', 'b', 'c'] });
    expect(after).toMatchObject({ currentId: 'b', index: 2, step: state.step });
  });

  it('shows a post that arrived live next, then carries on from there', () => {
    const state = run(
      loaded(),
      { type: 'forward' },
      { type: 'slides', ids: ['new', 'a', 'b', 'c'] },
    );
    expect(state.upNext).toEqual(['new']);
    const next = run(state, { type: 'tick' });
    expect(next.currentId).toBe('new');
    expect(next.upNext).toEqual([]);
    expect(run(next, { type: 'forward' }).currentId).toBe('a');
  });

  it('lets a next page join the rotation instead of jumping to it', () => {
    const state = run(loaded(), { type: 'slides', ids: ['a', 'b', 'c', 'd', 'e'] });
    expect(state.upNext).toEqual([]);
    expect(run(state, { type: 'back' }).currentId).toBe('e');
  });

  it('shows what takes the place of a removed post', () => {
    const state = run(loaded(), { type: 'forward' });
    const after = run(state, { type: 'slides', ids: ['a', 'c'] });
    expect(after).toMatchObject({ currentId: 'c', index: 1 });
    expect(after.step).toBe(state.step + 1);
    const last = run(loaded(), { type: 'back' }, { type: 'slides', ids: ['a', 'b'] });
    expect(last).toMatchObject({ currentId: 'b', index: 1 });
    expect(run(loaded(), { type: 'slides', ids: [] })).toMatchObject({ currentId: null, index: 0 });
  });

  it('forgets a live arrival that was removed before its turn', () => {
    const state = run(
      loaded(),
      { type: 'forward' },
      { type: 'slides', ids: ['new', 'a', 'b', 'c'] },
    );
    const removed = run(state, { type: 'slides', ids: ['a', 'b', 'c'] });
    expect(removed.upNext).toEqual([]);
    expect(run(removed, { type: 'forward' }).currentId).toBe('c');
  });
});

describe('slideshow state: display', () => {
  it('jumps to a displayed post at once', () => {
    const state = run(loaded(), { type: 'display', id: 'c' });
    expect(state).toMatchObject({ currentId: 'c', index: 2, pendingId: null });
  });

  it('waits for a displayed post that is not a slide yet, then shows it', () => {
    const state = run(loaded(), { type: 'display', id: 'late' });
    expect(state).toMatchObject({ currentId: 'a', pendingId: 'late' });
    const shown = run(state, { type: 'slides', ids: ['a', 'b', 'c', 'late'] });
    expect(shown).toMatchObject({ currentId: 'late', index: 3, pendingId: null });
  });
});

describe('upcomingIds', () => {
  it('lists live arrivals first, then the rotation after the current post', () => {
    const state = run(
      loaded(['a', 'b', 'c', 'd']),
      { type: 'forward' },
      { type: 'slides', ids: ['new', 'a', 'b', 'c', 'd'] },
    );
    expect(upcomingIds(state, 3)).toEqual(['new', 'c', 'd']);
    expect(upcomingIds(state, 10)).toEqual(['new', 'c', 'd', 'a']);
    expect(upcomingIds(initialSlideshowState(), 3)).toEqual([]);
  });
});
