/**
 * @chorus/theme-mosaic: the mosaic (legacy `hypeTemplate_mosaic`) — a full-window field of
 * 45 px tiles filled from post images, repeating seeded random images when tiles outnumber
 * posts, fading in after random delays of up to 5 s. Install it with `mosaicTheme()`.
 */
import { defineTheme, fullScreenCapabilities, singleThemeFactory } from '@chorus/theme-kit';
import { mosaicOptionsSchema } from './options.ts';
import { mosaicTheme as wallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** The theme manifest (legacy `hypeTemplate_mosaic`). */
export const mosaicThemeManifest = defineTheme({
  id: 'mosaic',
  legacyNames: ['hypeTemplate_mosaic'],
  displayName: 'Mosaic',
  texts,
  optionsSchema: mosaicOptionsSchema,
  // No collection bar, 60 posts a page; live posts reach the front of the feed and the
  // component places them at its current position.
  capabilities: fullScreenCapabilities,
  // The spec gives the mosaic no post size; the standard 280/20 applies if switched back.
  defaultPostSize: { width: 280, padding: 20 },
  wallEntry: { module: '@chorus/theme-mosaic/wall', exportName: 'mosaicTheme' },
  load: wallEntry.load,
});

/** Installs the theme: `mosaicTheme()` in chorus.config.ts. */
export const mosaicTheme = singleThemeFactory(mosaicThemeManifest);

export { mosaicMaxAnimationDelayMs, mosaicTilePx } from './constants.ts';
export {
  firstViewport,
  moveFocus,
  seededRandom,
  tileDelayMs,
  tileGrid,
  tileIds,
  tileSource,
} from './layout.ts';
export { mosaicOptionsSchema } from './options.ts';
