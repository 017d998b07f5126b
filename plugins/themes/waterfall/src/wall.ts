/**
 * The wall's entries to this package (`@chorus/theme-waterfall/wall`, declared as the manifests'
 * `wallEntry`): only the component loaders, so the public wall fetches no zod.
 */
import type { ThemeDefinition } from '@chorus/core/themes';

/** Loads the Waterfall component. */
export const waterfallWallEntry = {
  load: () => import('./Wall.tsx'),
} satisfies Pick<ThemeDefinition, 'load'>;

/** Loads the Waterfall events component. */
export const waterfallEventsWallEntry = {
  load: () => import('./EventsWall.tsx'),
} satisfies Pick<ThemeDefinition, 'load'>;
