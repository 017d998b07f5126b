/**
 * The options every slide theme shares, for its `optionsSchema`: the display settings
 * `transitionDelay` (ms a slide stays, default 15000) and `animationIndex` (one of the nine
 * animations, default 0 = fadeInUp). Built from core's display-settings schema, so the keys,
 * titles and defaults are the ones the edit panel saves.
 */
import { displayProfileSchema, type ThemeCapabilities } from '@chorus/core';
import { fullScreenCapabilities, themeCapabilities } from '../capabilities.ts';
import { motionOptionsShape } from '../motion-options.ts';

/** The shared option fields; spread into a theme's `z.object({...})`. */
export function slideshowOptionsShape() {
  const { transitionDelay, animationIndex } = displayProfileSchema.shape;
  return {
    transitionDelay,
    ...motionOptionsShape(),
    animationIndex: animationIndex
      .unwrap()
      .unwrap()
      .catch(0)
      .meta({
        title: 'Animation',
        description:
          'How each post comes in: 0 fadeInUp, 1 fadeInDown, 2 fadeInLeft, 3 fadeInRight, ' +
          '4 flipInX, 5 flipInY, 6 bounceIn, 7 rotateIn, 8 rollIn.',
      }),
  };
}

/**
 * The capabilities of a slide theme: no collection bar, 60 posts a page, every post (not
 * image-only), live posts at the front, the control bar, `premiumDesign` to select it.
 */
export const slideThemeCapabilities: ThemeCapabilities = themeCapabilities(
  { slideshowControls: true },
  fullScreenCapabilities,
);
