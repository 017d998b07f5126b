/**
 * The slide themes' options read without zod, for their components (the wall must not fetch
 * zod): the same rules as the options schemas the server and the editor use (options.ts), which
 * the packages' tests check against each other. A bad or missing value gives its default.
 */
import { defaultTransitionDelayMs, slideshowAnimations } from '@chorus/core/rules';
import { readMotionOptions } from '../auto-motion.tsx';

/** Like `z.coerce.number().int().min(min).max(max).catch(fallback)`. */
export function wholeNumberOption(value: unknown, min: number, max: number, fallback: number) {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

/** Like `z.boolean().catch(fallback)`: only a real boolean counts. */
export function booleanOption(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The shared slide options, every default filled in. */
export interface SlideOptionValues {
  /** Milliseconds each slide stays (default 15000). */
  readonly transitionDelay: number;
  /** One of the nine animations (default 0, fadeInUp). */
  readonly animationIndex: number;
  /** Keep moving under reduced motion (an event screen). */
  readonly ignoreReducedMotion: boolean;
}

function record(stored: unknown): Readonly<Record<string, unknown>> {
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
}

/** The shared slide options from the wall's stored display settings. */
export function readSlideOptions(stored: unknown): SlideOptionValues {
  const given = record(stored);
  return {
    ...readMotionOptions(given),
    transitionDelay: wholeNumberOption(
      given['transitionDelay'],
      0,
      Number.MAX_SAFE_INTEGER,
      defaultTransitionDelayMs,
    ),
    animationIndex: wholeNumberOption(
      given['animationIndex'],
      0,
      slideshowAnimations.length - 1,
      0,
    ),
  };
}

/** One option of the stored display settings, for a theme's own fields. */
export function storedOption(stored: unknown, name: string): unknown {
  return record(stored)[name];
}
