import { describe, expect, it } from 'vitest';
import { wallPostFromLive } from '../live-queue.ts';
import { initialSlideshowState, slideshowReducer, type SlideshowState } from './slideshow-state.ts';

/** The slide ids shown by `count` forward steps after the first slide. */
function showOrder(state: SlideshowState, count: number): string[] {
  const order = [state.currentId ?? ''];
  let current = state;
  for (let step = 0; step < count; step += 1) {
    current = slideshowReducer(current, { type: 'tick' });
    order.push(current.currentId ?? '');
  }
  return order;
}

describe('slideshow state: recurring posts (core recurrence)', () => {
  it('brings a recurring post back every `frequency` slides from `offset`, rotation resuming', () => {
    const state = slideshowReducer(initialSlideshowState(), {
      type: 'slides',
      ids: ['a', 'b', 'c', 'd', 'e', 'R'],
      recurring: [{ id: 'R', frequency: 2, offset: 2 }],
    });
    // R first returns at slide 2 (its offset), then once 2 other slides showed; between its
    // returns the rotation goes on from where it was (c follows b, not R's own place).
    expect(showOrder(state, 9)).toEqual(['a', 'b', 'R', 'c', 'd', 'R', 'e', 'R', 'a', 'b']);
  });

  it('shows live arrivals before a due recurring post, and plays a show without any as before', () => {
    const plain = slideshowReducer(initialSlideshowState(), {
      type: 'slides',
      ids: ['a', 'b', 'c'],
    });
    expect(showOrder(plain, 4)).toEqual(['a', 'b', 'c', 'a', 'b']);

    const recurring = [{ id: 'R', frequency: 1, offset: 1 }];
    let state = slideshowReducer(initialSlideshowState(), {
      type: 'slides',
      ids: ['a', 'R', 'b'],
      recurring,
    });
    // A post arrives live at the top: it is shown next, then R, which is overdue.
    state = slideshowReducer(state, { type: 'slides', ids: ['new', 'a', 'R', 'b'], recurring });
    expect(showOrder(state, 3)).toEqual(['a', 'new', 'R', 'a']);
  });

  it('forgets a recurring post once it is no longer among the slides', () => {
    let state = slideshowReducer(initialSlideshowState(), {
      type: 'slides',
      ids: ['a', 'b', 'R'],
      recurring: [{ id: 'R', frequency: 1, offset: 0 }],
    });
    state = slideshowReducer(state, { type: 'slides', ids: ['a', 'b'], recurring: [] });
    expect(showOrder(state, 3)).toEqual(['a', 'b', 'a', 'b']);
  });
});

describe('recurring posts arriving live', () => {
  it('keep their recurrence in the post shape the slideshow reads', () => {
    const live = {
      id: '9',
      network: 'custom',
      author: { name: 'Ada' },
      title: 'Sponsor thanks',
      description: '',
      url: null,
      media: [],
      createdAt: 1,
      pinned: false,
      highlight: false,
    };
    expect(wallPostFromLive({ ...live, recurFrequency: 3, recurOffset: 2 })).toMatchObject({
      recur_frequency: 3,
      recur_offset: 2,
    });
    expect(wallPostFromLive(live)).not.toHaveProperty('recur_frequency');
  });
});
