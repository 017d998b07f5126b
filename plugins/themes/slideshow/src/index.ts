/**
 * @chorus/theme-slideshow: one post at a time, full window — author block, image or video,
 * text — advancing by the wall's transition delay, with the kit's control bar and remote control.
 */
import { defineTheme, singleThemeFactory, slideThemeCapabilities } from '@chorus/theme-kit';
import { slideshowOptionsSchema } from './options.ts';
import { slideshowTheme as wallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** The theme manifest (legacy `hypeTemplate_slideshow`). */
export const slideshowThemeManifest = defineTheme({
  id: 'slideshow',
  legacyNames: ['hypeTemplate_slideshow'],
  displayName: 'Slideshow',
  texts,
  optionsSchema: slideshowOptionsSchema,
  capabilities: slideThemeCapabilities,
  // The spec gives slide themes no post size; the standard 280/20 applies if switched back.
  defaultPostSize: { width: 280, padding: 20 },
  wallEntry: { module: '@chorus/theme-slideshow/wall', exportName: 'slideshowTheme' },
  load: wallEntry.load,
});

/** Installs the theme: `slideshowTheme()` in chorus.config.ts. */
export const slideshowTheme = singleThemeFactory(slideshowThemeManifest);

export { slideshowOptionsSchema, type SlideshowOptions } from './options.ts';
