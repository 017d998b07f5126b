/** The grid's display options schema (the edit panel draws it; the server reads it). */
import { displayProfileSchema } from '@chorus/core';
import { motionOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';
import { defaultGridHeightPx, defaultGridPaddingPx, defaultGridWidthPx } from './fit.ts';

const pixels = z.coerce.number().int().nonnegative();

/**
 * The grid's own display options (`gridwidth`, `gridheight`, `gridpadding`, the spec's keys),
 * read from a wall's display settings with core's `readDisplayOptions`.
 */
export const realtimeGridDisplayOptionsSchema = z.object({
  ...motionOptionsShape(),
  gridwidth: pixels.catch(defaultGridWidthPx).meta({ title: 'Grid width' }),
  gridheight: pixels.catch(defaultGridHeightPx).meta({ title: 'Grid height' }),
  gridpadding: pixels.catch(defaultGridPaddingPx).meta({ title: 'Grid padding' }),
  transitionDelay: displayProfileSchema.shape.transitionDelay,
});
