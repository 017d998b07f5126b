/**
 * Spec constants of the waterfall themes, without zod (the wall component reads them; the
 * options schema is in options.ts). Owned by `@chorus/theme-waterfall`.
 */
/** Waterfall scroll step, in px. */
export const waterfallScrollStepPx = 500;
/** Height sampled to time the waterfall scroll, in px. */
export const waterfallSampleHeightPx = 10000;
/** Default speed of the display setting `waterfallSpeed` (spec value). */
export const defaultWaterfallSpeed = 100000;
/** A `waterfallSpeed` setting under this is reset to the default (spec rule). */
export const minWaterfallSpeed = 25000;
/** The slowest the control bar's speed slider goes (and its step). */
export const maxWaterfallSliderSpeed = 300000;
export const waterfallSliderStep = 5000;
/** The display setting of the speed, and the name of the live channel's slider control for it. */
export const waterfallSpeedSetting = 'waterfallSpeed';

/** A waterfall speed under 25000 (or not a number) is reset to 100000. */
export function normalizeWaterfallSpeed(speed: unknown): number {
  const value = typeof speed === 'string' && speed.trim() !== '' ? Number(speed) : speed;
  return typeof value === 'number' && Number.isFinite(value) && value >= minWaterfallSpeed
    ? value
    : defaultWaterfallSpeed;
}

/** Default post width of both waterfall themes, in px (spec). */
export const defaultWaterfallPostWidthPx = 250;
/** Default post padding of both waterfall themes, in px (spec). */
export const defaultWaterfallPaddingPx = 10;

/** How long one scroll step of `waterfallScrollStepPx` lasts, in ms, for a speed setting. */
export function waterfallStepMs(speed: number): number {
  return (normalizeWaterfallSpeed(speed) * waterfallScrollStepPx) / waterfallSampleHeightPx;
}
