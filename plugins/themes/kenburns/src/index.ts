/**
 * @chorus/theme-kenburns: a slideshow whose images slowly zoom (1 to 1.2) and pan on a canvas
 * at 30 fps, cross-fading (up to 1000 ms) from one post to the next, on the kit's slideshow.
 */
import { themes } from '@chorus/core';
import { defineTheme, slideThemeCapabilities } from '@chorus/theme-kit';
import { kenburnsOptionsSchema } from './options.ts';
import { kenburnsTheme as wallEntry } from './wall.ts';

const info = themes.kenburns;

/** The Ken Burns theme (legacy `hypeTemplate_slideshow_kenburns`). */
export const kenburnsTheme = defineTheme({
  id: info.id,
  legacyNames: info.legacyNames,
  displayName: info.displayName,
  optionsSchema: kenburnsOptionsSchema,
  capabilities: slideThemeCapabilities(info.id),
  load: wallEntry.load,
});

export { kenburnsOptionsSchema, type KenburnsOptions } from './options.ts';
