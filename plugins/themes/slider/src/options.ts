/** The slider's display options schema (the edit panel draws it; the server reads it). */
import { motionOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';
import {
  defaultSliderPaddingPx,
  defaultSliderTextLines,
  defaultSliderWidthPx,
  maxSliderTextLines,
} from './constants.ts';

const pixels = z.coerce.number().int().nonnegative();

/**
 * The slider's own display options (the spec's `sliderwidth`, `sliderpadding`,
 * `slidertextconfig` and `autoscroll` keys), read with core's `readDisplayOptions`. A bad stored
 * value falls back to its default instead of failing the wall.
 */
export const sliderDisplayOptionsSchema = z.object({
  ...motionOptionsShape(),
  sliderwidth: pixels.catch(defaultSliderWidthPx).meta({
    title: 'Slider post width',
    description: 'Width of each post, in px.',
  }),
  sliderpadding: pixels.catch(defaultSliderPaddingPx).meta({
    title: 'Slider post padding',
    description: 'Space between posts, in px.',
  }),
  slidertextconfig: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxSliderTextLines)
    .catch(defaultSliderTextLines)
    .meta({
      title: 'Slider text lines',
      description: 'Lines of post text each card shows (0 hides the text).',
    }),
  // A boolean, or the legacy 1/0.
  autoscroll: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .catch(false)
    .meta({ title: 'Autoscroll', description: 'Move one post along every second.' }),
});
