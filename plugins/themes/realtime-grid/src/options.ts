/** The grid's display options schema (the edit panel draws it; the server reads it). */
import { displayProfileSchema } from '@chorus/core';
import { remoteSliderKeyword, type RemoteSlider } from '@chorus/core/realtime';
import { motionOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';
import { gridSliders, type GridSliderKey } from './controls.ts';
import { defaultGridHeightPx, defaultGridPaddingPx, defaultGridWidthPx } from './fit.ts';

const pixels = z.coerce.number().int().nonnegative();

/** A setting's title, and its slider on the remote screen: the control bar's range. */
function sliderMeta(key: GridSliderKey) {
  const slider = gridSliders.find((candidate) => candidate.key === key)!;
  const remote: RemoteSlider = {
    minimum: slider.min,
    maximum: slider.max,
    step: slider.step,
    unit: 'px',
  };
  return { title: slider.label, [remoteSliderKeyword]: remote };
}

/**
 * The grid's own display options (`gridwidth`, `gridheight`, `gridpadding`, the spec's keys),
 * read from a wall's display settings with core's `readDisplayOptions`.
 */
export const realtimeGridDisplayOptionsSchema = z.object({
  ...motionOptionsShape(),
  gridwidth: pixels.catch(defaultGridWidthPx).meta(sliderMeta('gridwidth')),
  gridheight: pixels.catch(defaultGridHeightPx).meta(sliderMeta('gridheight')),
  gridpadding: pixels.catch(defaultGridPaddingPx).meta(sliderMeta('gridpadding')),
  transitionDelay: displayProfileSchema.shape.transitionDelay,
});
