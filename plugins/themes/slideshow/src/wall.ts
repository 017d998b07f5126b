/**
 * The wall's entry to this package (`@chorus/theme-slideshow/wall`): only the component loader, so
 * the public wall fetches no options schema and no zod. The manifest (index.ts) uses the same
 * loader; the server and the editor read the manifest.
 */
import type { ThemeDefinition } from '@chorus/core/themes';

/** Loads the slideshow component; named like the manifest's export. */
export const slideshowTheme = {
  load: () => import('./SlideshowTheme.tsx'),
} satisfies Pick<ThemeDefinition, 'load'>;
