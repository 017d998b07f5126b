/** Spec constants and display options of the waterfall themes. Owner: the future `@chorus/theme-waterfall`. */
import { z } from 'zod';

/** Waterfall scroll step, in px. */
export const waterfallScrollStepPx = 500;
/** Height sampled to time the waterfall scroll, in px. */
export const waterfallSampleHeightPx = 10000;
/** Default speed of the display setting `waterfallSpeed` (spec value). */
export const defaultWaterfallSpeed = 100000;
/** A `waterfallSpeed` setting under this is reset to the default (spec rule). */
export const minWaterfallSpeed = 25000;

/** A waterfall speed under 25000 (or not a number) is reset to 100000. */
export function normalizeWaterfallSpeed(speed: unknown): number {
  const value = typeof speed === 'string' && speed.trim() !== '' ? Number(speed) : speed;
  return typeof value === 'number' && Number.isFinite(value) && value >= minWaterfallSpeed
    ? value
    : defaultWaterfallSpeed;
}

/**
 * The waterfall's own display options, read from a wall's display settings with core's
 * `readDisplayOptions` (and applied the same way to a `slider` control named `waterfallSpeed`).
 */
export const waterfallDisplayOptionsSchema = z.object({
  waterfallSpeed: z
    .unknown()
    .optional()
    .transform(normalizeWaterfallSpeed)
    .meta({ title: 'Waterfall speed' }),
});
