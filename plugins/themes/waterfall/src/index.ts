/**
 * @chorus/theme-waterfall: Waterfall and Waterfall events (legacy `hypeTemplate_waterfall` and
 * `hypeTemplate_waterfall_events`) — columns of posts scrolling automatically at the wall's
 * `waterfallSpeed`, with a Pause button. Install both with `waterfallTheme()`.
 */
import { definePlugin, defineTheme } from '@chorus/core/themes';
import { fullScreenCapabilities } from '@chorus/theme-kit';
import { defaultWaterfallPaddingPx, defaultWaterfallPostWidthPx } from './constants.ts';
import { waterfallDisplayOptionsSchema } from './options.ts';
import { waterfallEventsWallEntry, waterfallWallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** The Waterfall manifest (legacy `hypeTemplate_waterfall`). */
export const waterfallThemeManifest = defineTheme({
  id: 'waterfall',
  legacyNames: ['hypeTemplate_waterfall'],
  displayName: 'Waterfall',
  texts,
  optionsSchema: waterfallDisplayOptionsSchema,
  capabilities: fullScreenCapabilities,
  defaultPostSize: { width: defaultWaterfallPostWidthPx, padding: defaultWaterfallPaddingPx },
  wallEntry: { module: '@chorus/theme-waterfall/wall', exportName: 'waterfallWallEntry' },
  load: waterfallWallEntry.load,
});

/** The Waterfall events manifest (legacy `hypeTemplate_waterfall_events`). */
export const waterfallEventsThemeManifest = defineTheme({
  id: 'waterfall_events',
  legacyNames: ['hypeTemplate_waterfall_events'],
  displayName: 'Waterfall events',
  texts,
  optionsSchema: waterfallDisplayOptionsSchema,
  capabilities: fullScreenCapabilities,
  defaultPostSize: { width: defaultWaterfallPostWidthPx, padding: defaultWaterfallPaddingPx },
  wallEntry: { module: '@chorus/theme-waterfall/wall', exportName: 'waterfallEventsWallEntry' },
  load: waterfallEventsWallEntry.load,
});

/** Installs both themes: `waterfallTheme()` in chorus.config.ts. */
export const waterfallTheme = definePlugin({
  name: 'theme-waterfall',
  kind: 'theme',
  apply(host) {
    waterfallThemeManifest.apply(host, undefined);
    waterfallEventsThemeManifest.apply(host, undefined);
  },
});

export * from './constants.ts';
export { waterfallDisplayOptionsSchema } from './options.ts';
export { waterfallColumnCount, waterfallColumns } from './layout.ts';
