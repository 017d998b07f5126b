/**
 * The wall's entry to this package (`@chorus/theme-kenburns/wall`): only the component loader, so
 * the public wall fetches no options schema and no zod. The manifest (index.ts) uses the same
 * loader; the server and the editor read the manifest.
 */
import type { ThemeDefinition } from '@chorus/core/themes';

/** Loads the kenburns component; named like the manifest's export. */
export const kenburnsTheme = {
  load: () => import('./KenBurnsTheme.tsx'),
} satisfies Pick<ThemeDefinition, 'load'>;
