/** Which theme draws a wall: the `?theme=` override or the wall's theme, among those installed. */
import type { ThemeCapabilities, ThemePostSize } from '@chorus/core/themes';
import { chooseInstalledTheme } from '@chorus/core/rules';
import { baseCapabilities } from '@chorus/theme-kit';
import type { InstalledTheme } from './installed-themes.ts';

/** What the wall needs of the theme it shows, installed or not. */
interface ChosenFacts {
  readonly capabilities: ThemeCapabilities;
  readonly defaultPostSize: ThemePostSize;
}

/** The installed theme the wall shows, or the kit's simple list when no theme is installed. */
export type ThemeChoice =
  | (ChosenFacts & { readonly kind: 'installed'; readonly theme: InstalledTheme })
  | (ChosenFacts & { readonly kind: 'fallback' });

const fallbackPostSize: ThemePostSize = { width: 280, padding: 20 };

/**
 * The theme for `override` (`?theme=`) or `wallTheme` (the stored name): the first an installed
 * theme answers to (by id or legacy name), else the default installed theme — a stored theme
 * that is unknown or no longer installed never breaks the wall. With no theme installed at
 * all, the wall uses the kit's SimpleListLayout.
 */
export function chooseTheme(
  installed: readonly InstalledTheme[],
  wallTheme: string,
  override?: string,
): ThemeChoice {
  const theme = chooseInstalledTheme(installed, override, wallTheme);
  if (theme) {
    return {
      kind: 'installed',
      theme,
      capabilities: theme.capabilities,
      defaultPostSize: theme.defaultPostSize,
    };
  }
  return { kind: 'fallback', capabilities: baseCapabilities, defaultPostSize: fallbackPostSize };
}
