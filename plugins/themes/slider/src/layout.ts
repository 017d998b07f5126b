/**
 * The slider's layout, without zod or the DOM (the wall's component imports it): the stored
 * options read by the schema's rules, the posts shown, the card width and the scroll position.
 */
import { readMotionOptions, wholeNumberOption } from '@chorus/theme-kit';
import {
  defaultSliderPaddingPx,
  defaultSliderTextLines,
  defaultSliderWidthPx,
  maxSliderTextLines,
  mobileMaxWidthPx,
  mobileSliderMaxPosts,
  mobileSliderMinWidthPx,
} from './constants.ts';

/** The slider's options, every default filled in. */
export interface SliderOptionValues {
  readonly sliderwidth: number;
  readonly sliderpadding: number;
  readonly slidertextconfig: number;
  /** On when true or 1 (the legacy value). */
  readonly autoscroll: boolean | 0 | 1;
  readonly ignoreReducedMotion: boolean;
}

const maxPx = Number.MAX_SAFE_INTEGER;

/** Reads the stored options as `sliderDisplayOptionsSchema` does, without zod. */
export function readSliderOptions(value: unknown): SliderOptionValues {
  const stored: Readonly<Record<string, unknown>> =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const autoscroll = stored['autoscroll'];
  return {
    ...readMotionOptions(stored),
    sliderwidth: wholeNumberOption(stored['sliderwidth'], 0, maxPx, defaultSliderWidthPx),
    sliderpadding: wholeNumberOption(stored['sliderpadding'], 0, maxPx, defaultSliderPaddingPx),
    slidertextconfig: wholeNumberOption(
      stored['slidertextconfig'],
      0,
      maxSliderTextLines,
      defaultSliderTextLines,
    ),
    autoscroll:
      typeof autoscroll === 'boolean' || autoscroll === 0 || autoscroll === 1 ? autoscroll : false,
  };
}

/** Whether a window this wide is drawn as mobile. */
export function isMobileWidth(windowWidth: number): boolean {
  return windowWidth <= mobileMaxWidthPx;
}

/** The posts the slider shows: all of them, or at most 13 on mobile. */
export function sliderPosts<T>(posts: readonly T[], windowWidth: number): readonly T[] {
  return isMobileWidth(windowWidth) ? posts.slice(0, mobileSliderMaxPosts) : posts;
}

/**
 * A card's width: the owner's `sliderwidth`; on mobile it is kept inside the window (less the
 * padding on both sides) but never narrower than 200 px.
 */
export function sliderCardWidth(options: SliderOptionValues, windowWidth: number): number {
  if (!isMobileWidth(windowWidth)) return Math.max(1, options.sliderwidth);
  const room = windowWidth - 2 * options.sliderpadding;
  return Math.max(mobileSliderMinWidthPx, Math.min(options.sliderwidth, room));
}

/** The horizontal offset, in px, that brings post `index` to the slider's left edge. */
export function sliderOffset(index: number, cardWidth: number, padding: number): number {
  return index * (cardWidth + padding);
}

/** The position after a move of `by` posts, kept between the first and the last post. */
export function movePosition(current: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, current + by));
}

/**
 * The position after a remote screen's forward (1) or back (-1): one post along, wrapping at
 * both ends as a slideshow does.
 */
export function remoteStep(current: number, step: 1 | -1, count: number): number {
  if (count <= 1) return 0;
  return (current + step + count) % count;
}

/** The autoscroll's next position: one post along, back to the first after the last. */
export function autoscrollNext(current: number, count: number): number {
  if (count <= 1) return 0;
  return current + 1 >= count ? 0 : current + 1;
}
