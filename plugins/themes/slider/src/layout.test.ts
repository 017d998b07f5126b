import { describe, expect, it } from 'vitest';
import { autoscrollStepMs, mobileSliderMaxPosts, mobileSliderMinWidthPx } from './constants.ts';
import {
  autoscrollNext,
  isMobileWidth,
  movePosition,
  readSliderOptions,
  remoteStep,
  sliderCardWidth,
  sliderOffset,
  sliderPosts,
} from './layout.ts';

describe('the slider’s spec constants', () => {
  it('steps the autoscroll every second, shows at most 13 posts of at least 200 px on mobile', () => {
    expect(autoscrollStepMs).toBe(1000);
    expect(mobileSliderMaxPosts).toBe(13);
    expect(mobileSliderMinWidthPx).toBe(200);
  });
});

describe('the slider’s layout', () => {
  const posts = Array.from({ length: 40 }, (_, index) => index);
  it('keeps every post on a desktop window and the first 13 on mobile', () => {
    expect(sliderPosts(posts, 1280)).toHaveLength(40);
    expect(sliderPosts(posts, 390)).toEqual(posts.slice(0, 13));
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
  it('uses sliderwidth on desktop; on mobile fits the window, never under 200 px', () => {
    const options = readSliderOptions({ sliderwidth: 500, sliderpadding: 10 });
    expect(sliderCardWidth(options, 1280)).toBe(500);
    expect(sliderCardWidth(options, 390)).toBe(370);
    expect(sliderCardWidth(options, 210)).toBe(200);
    expect(sliderCardWidth(readSliderOptions({ sliderwidth: 120 }), 390)).toBe(200);
  });
  it('moves one post at a time between the first and the last', () => {
    expect(movePosition(0, -1, 5)).toBe(0);
    expect(movePosition(0, 1, 5)).toBe(1);
    expect(movePosition(4, 1, 5)).toBe(4);
    expect(movePosition(9, 0, 5)).toBe(4);
    expect(movePosition(3, 1, 0)).toBe(0);
  });
  it('autoscrolls one post along and back to the first after the last', () => {
    expect(autoscrollNext(0, 3)).toBe(1);
    expect(autoscrollNext(2, 3)).toBe(0);
    expect(autoscrollNext(0, 1)).toBe(0);
  });
  it('steps one post for a remote forward or back, wrapping at both ends', () => {
    expect(remoteStep(0, 1, 3)).toBe(1);
    expect(remoteStep(2, 1, 3)).toBe(0);
    expect(remoteStep(0, -1, 3)).toBe(2);
    expect(remoteStep(2, -1, 3)).toBe(1);
    expect(remoteStep(0, -1, 0)).toBe(0);
  });
  it('offsets the row by whole cards and their padding', () => {
    expect(sliderOffset(0, 280, 20)).toBe(0);
    expect(sliderOffset(3, 280, 20)).toBe(900);
  });
});
