/**
 * @chorus/theme-realtime-grid: the realtime grid (legacy `hypeTemplate_realtime`) — fixed cells
 * (`gridwidth` x `gridheight`, `gridpadding` apart) filling the window, refreshed every
 * transition delay, live posts taking the first cell. Install it with `realtimeGridTheme()`.
 */
import { defineTheme, fullScreenCapabilities, singleThemeFactory } from '@chorus/theme-kit';
import { realtimeGridDisplayOptionsSchema } from './options.ts';
import { realtimeGridTheme as wallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** The theme manifest (legacy `hypeTemplate_realtime`). */
export const realtimeGridThemeManifest = defineTheme({
  id: 'realtime-grid',
  legacyNames: ['hypeTemplate_realtime'],
  displayName: 'Realtime grid',
  texts,
  optionsSchema: realtimeGridDisplayOptionsSchema,
  // No collection bar, 60 posts a page (the spec's large themes), live posts at the front.
  capabilities: fullScreenCapabilities,
  // The spec gives the grid no post size; the standard 280/20 applies if switched back.
  defaultPostSize: { width: 280, padding: 20 },
  wallEntry: { module: '@chorus/theme-realtime-grid/wall', exportName: 'realtimeGridTheme' },
  load: wallEntry.load,
});

/** Installs the theme: `realtimeGridTheme()` in chorus.config.ts. */
export const realtimeGridTheme = singleThemeFactory(realtimeGridThemeManifest);

export {
  defaultGridHeightPx,
  defaultGridPaddingPx,
  defaultGridWidthPx,
  fitGrid,
  gridFitMaxAttempts,
  gridFitStepPx,
  testGridMinHeightPx,
  type GridFit,
  type GridSize,
} from './fit.ts';
export { cellPosts, gridCounts, layoutGrid, nextStart, readGridOptions } from './layout.ts';
export { realtimeGridDisplayOptionsSchema } from './options.ts';
