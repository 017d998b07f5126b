/**
 * @chorus/theme-slideshow: one post at a time, full window — author block, image or video,
 * text — advancing by the wall's transition delay, with the kit's control bar and remote control.
 */
import { themes } from '@chorus/core';
import { defineTheme, slideThemeCapabilities } from '@chorus/theme-kit';
import { slideshowOptionsSchema } from './options.ts';
import { slideshowTheme as wallEntry } from './wall.ts';

const info = themes.slideshow;

/** The slideshow theme (legacy `hypeTemplate_slideshow`). */
export const slideshowTheme = defineTheme({
  id: info.id,
  legacyNames: info.legacyNames,
  displayName: info.displayName,
  optionsSchema: slideshowOptionsSchema,
  capabilities: slideThemeCapabilities(info.id),
  load: wallEntry.load,
});

export { slideshowOptionsSchema, type SlideshowOptions } from './options.ts';
