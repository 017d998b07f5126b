/**
 * Before a server-drawn wall hydrates, load the code of the theme it was drawn with (its
 * `data-theme`). Otherwise the theme's boundary would still be waiting for its code when the
 * feed or the live channel first updates the wall, and React then throws the server's markup
 * away and draws the fallback list and the theme again: tiles and cards gone and back, and their
 * pictures asked for twice.
 */
import { loadTheme } from './theme-arrivals.ts';
import type { InstalledTheme } from './installed-themes.ts';
import { preloadServedLanguage } from './wall-language.ts';

/**
 * Loads the served wall's theme and the catalogue of its language (the page's `lang`), so the
 * first render is the server's; resolves (never rejects) once they arrived or cannot.
 */
export async function preloadServedTheme(root: Element): Promise<void> {
  await Promise.all([preloadTheme(root), preloadServedLanguage(root.ownerDocument)]);
}

async function preloadTheme(root: Element): Promise<void> {
  const id = root.querySelector('.chorus-wall[data-theme]')?.getAttribute('data-theme');
  if (!id) return;
  try {
    const { installedThemes } = await import('virtual:chorus-themes');
    const theme = (installedThemes as readonly InstalledTheme[]).find((entry) => entry.id === id);
    if (theme) await loadTheme(theme);
  } catch {
    // Hydration goes on; the theme then loads as a wall drawn in the browser would load it.
  }
}
