import type { LiveEvent, LivePost } from '@chorus/core';
import { describe, expect, it, vi } from 'vitest';
import {
  ControlListeners,
  controlEventOf,
  controlStep,
  pausedAfterControl,
  sliderValueOf,
} from './control-events.ts';
import { actionForControl } from './use-slideshow.ts';

const post: LivePost = {
  id: '42',
  network: 'custom',
  author: { name: 'Ada' },
  title: 'Shown now',
  description: '',
  url: null,
  media: [],
  createdAt: 1,
  pinned: false,
  highlight: false,
};

describe('live controls', () => {
  it('tells controls from post changes', () => {
    expect(controlEventOf({ type: 'forward' })).toEqual({ type: 'forward' });
    expect(controlEventOf({ type: 'display', post })?.type).toBe('display');
    expect(controlEventOf({ type: 'approve', post })).toBeNull();
    expect(controlEventOf({ type: 'reject', postId: '1' })).toBeNull();
  });

  it('hands a control to every listener until it unsubscribes, past one that throws', () => {
    const listeners = new ControlListeners();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = vi.fn(() => {
      throw new Error('broken theme');
    });
    const second = vi.fn();
    listeners.add(first);
    const remove = listeners.add(second);
    expect(listeners.size).toBe(2);
    listeners.notify({ type: 'back' });
    expect(second).toHaveBeenCalledWith({ type: 'back' });
    remove();
    listeners.notify({ type: 'forward' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('maps each slideshow control to its action', () => {
    const events: LiveEvent[] = [
      { type: 'forward' },
      { type: 'back' },
      { type: 'animation', index: 4 },
      { type: 'transition', ms: 2000 },
      { type: 'display', post },
    ];
    expect(events.map((event) => actionForControl(controlEventOf(event)!))).toEqual([
      { type: 'forward' },
      { type: 'back' },
      { type: 'animation', index: 4 },
      { type: 'transition', ms: 2000 },
      { type: 'display', id: '42' },
    ]);
    expect(actionForControl({ type: 'slider', name: 'postwidth', value: 280 })).toBeNull();
  });

  it('takes pause and play as controls, which leave the slideshow actions to the motion', () => {
    expect(controlEventOf({ type: 'pause' })).toEqual({ type: 'pause' });
    expect(controlEventOf({ type: 'play' })).toEqual({ type: 'play' });
    expect(actionForControl({ type: 'pause' })).toBeNull();
    expect(actionForControl({ type: 'play' })).toBeNull();
  });

  it('pauses on pause, plays on play unless reduced motion keeps the screen still', () => {
    const running = { paused: false, still: false };
    const stopped = { paused: true, still: false };
    const still = { paused: true, still: true };
    expect(pausedAfterControl({ type: 'pause' }, running)).toBe(true);
    expect(pausedAfterControl({ type: 'play' }, stopped)).toBe(false);
    expect(pausedAfterControl({ type: 'play' }, still)).toBe(true);
    expect(pausedAfterControl({ type: 'pause' }, still)).toBe(true);
    expect(pausedAfterControl({ type: 'forward' }, stopped)).toBe(true);
    expect(pausedAfterControl({ type: 'forward' }, running)).toBe(false);
  });

  it('reads forward and back as steps, and a slider only under its own name', () => {
    expect(controlStep({ type: 'forward' })).toBe(1);
    expect(controlStep({ type: 'back' })).toBe(-1);
    expect(controlStep({ type: 'pause' })).toBeNull();
    expect(controlStep({ type: 'display', post })).toBeNull();
    const speed = { type: 'slider' as const, name: 'waterfallSpeed', value: 200_000 };
    expect(sliderValueOf(speed, 'waterfallSpeed')).toBe(200_000);
    expect(sliderValueOf(speed, 'gridwidth')).toBeNull();
    expect(sliderValueOf({ type: 'forward' }, 'waterfallSpeed')).toBeNull();
  });
});
