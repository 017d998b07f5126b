/**
 * @chorus/theme-kenburns: a slideshow whose images slowly zoom (1 to 1.2) and pan on a canvas
 * at 30 fps, cross-fading (up to 1000 ms) from one post to the next, on the kit's slideshow.
 */
import { defineTheme, singleThemeFactory, slideThemeCapabilities } from '@chorus/theme-kit';
import { kenburnsOptionsSchema } from './options.ts';
import { kenburnsTheme as wallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** The theme manifest (legacy `hypeTemplate_slideshow_kenburns`). */
export const kenburnsThemeManifest = defineTheme({
  id: 'kenburns',
  legacyNames: ['hypeTemplate_slideshow_kenburns'],
  displayName: 'Slideshow (zoom and pan)',
  texts,
  optionsSchema: kenburnsOptionsSchema,
  capabilities: slideThemeCapabilities,
  // The spec gives slide themes no post size; the standard 280/20 applies if switched back.
  defaultPostSize: { width: 280, padding: 20 },
  wallEntry: { module: '@chorus/theme-kenburns/wall', exportName: 'kenburnsTheme' },
  load: wallEntry.load,
});

/** Installs the theme: `kenburnsTheme()` in chorus.config.ts. */
export const kenburnsTheme = singleThemeFactory(kenburnsThemeManifest);

export { kenburnsOptionsSchema, type KenburnsOptions } from './options.ts';
