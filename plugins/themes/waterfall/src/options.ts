/** The waterfall themes' display options schema (the edit panel and the remote screen draw it). */
import { remoteSliderKeyword, type RemoteSlider } from '@chorus/core/realtime';
import { motionOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';
import {
  defaultWaterfallSpeed,
  maxWaterfallSliderSpeed,
  minWaterfallSpeed,
  waterfallSliderStep,
} from './constants.ts';

/** The remote screen's speed slider: the control bar's range. */
const speedSlider: RemoteSlider = {
  minimum: minWaterfallSpeed,
  maximum: maxWaterfallSliderSpeed,
  step: waterfallSliderStep,
};

/**
 * The waterfall's own display options, read from a wall's display settings with core's
 * `readDisplayOptions` (and applied the same way to a `slider` control named `waterfallSpeed`).
 */
export const waterfallDisplayOptionsSchema = z.object({
  ...motionOptionsShape(),
  // The reset rule as a schema (no transform, so the edit panel gets a JSON Schema): a value
  // under the minimum, or not a number, is caught and becomes the default.
  waterfallSpeed: z.coerce
    .number()
    .min(minWaterfallSpeed)
    .default(defaultWaterfallSpeed)
    .catch(defaultWaterfallSpeed)
    .meta({
      title: 'Waterfall speed',
      description: 'Higher is slower; under 25000 resets.',
      [remoteSliderKeyword]: speedSlider,
    }),
});
