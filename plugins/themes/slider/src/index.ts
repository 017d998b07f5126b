/**
 * @chorus/theme-slider: the horizontal slider (legacy `hypeTemplate_horizontal`) — one row of
 * posts moved by left and right arrows, with an optional autoscroll (one post a second) and a
 * Pause button. Install it with `sliderTheme()`.
 */
import { defineTheme, fullScreenCapabilities, singleThemeFactory } from '@chorus/theme-kit';
import { defaultSliderPaddingPx, defaultSliderWidthPx } from './constants.ts';
import { sliderDisplayOptionsSchema } from './options.ts';
import { sliderTheme as wallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** The theme manifest (legacy `hypeTemplate_horizontal`). */
export const sliderThemeManifest = defineTheme({
  id: 'slider',
  legacyNames: ['hypeTemplate_horizontal'],
  displayName: 'Horizontal slider',
  texts,
  optionsSchema: sliderDisplayOptionsSchema,
  // No collection bar, 60 posts a page (the spec's large themes), live posts at the front.
  capabilities: fullScreenCapabilities,
  defaultPostSize: { width: defaultSliderWidthPx, padding: defaultSliderPaddingPx },
  wallEntry: { module: '@chorus/theme-slider/wall', exportName: 'sliderTheme' },
  load: wallEntry.load,
});

/** Installs the theme: `sliderTheme()` in chorus.config.ts. */
export const sliderTheme = singleThemeFactory(sliderThemeManifest);

export * from './constants.ts';
export {
  autoscrollNext,
  isMobileWidth,
  movePosition,
  readSliderOptions,
  sliderCardWidth,
  sliderOffset,
  sliderPosts,
  type SliderOptionValues,
} from './layout.ts';
export { sliderDisplayOptionsSchema } from './options.ts';
