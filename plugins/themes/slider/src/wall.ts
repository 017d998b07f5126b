/**
 * The wall's entry to this package (`@chorus/theme-slider/wall`, declared as the manifest's
 * `wallEntry`): only the component loader, so the public wall fetches no zod.
 */
import type { ThemeDefinition } from '@chorus/core/themes';

/** Loads the component; named like the plugin's export. */
export const sliderTheme = {
  load: () => import('./Wall.tsx'),
} satisfies Pick<ThemeDefinition, 'load'>;
