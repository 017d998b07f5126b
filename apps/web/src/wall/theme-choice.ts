/** Which theme draws a wall: the `?theme=` override or the wall's theme, among those installed. */
import type { ThemeCapabilities } from '@chorus/core';
import { themeFromLegacyName, themes, type ThemeId } from '@chorus/core/rules';
import type { InstalledTheme } from './installed-themes.ts';

/** The theme the wall shows, or the built-in fallback with core's facts about the asked theme. */
export type ThemeChoice =
  | { readonly kind: 'installed'; readonly theme: InstalledTheme; readonly coreId: ThemeId }
  | {
      readonly kind: 'fallback';
      readonly coreId: ThemeId;
      readonly capabilities: ThemeCapabilities;
    };

function answersTo(theme: InstalledTheme, name: string): boolean {
  return theme.id === name || theme.legacyNames.includes(name);
}

/** The capabilities core knows for a built-in theme id (used when no package draws it). */
export function coreCapabilities(id: ThemeId): ThemeCapabilities {
  const info = themes[id];
  return {
    collectionBar: info.showsCollectionBar,
    pageSize: info.isLarge ? 60 : 20,
    imageOnly: info.isPhoto,
    realtimeInsert: info.realtimeInsert === 'current' ? 'position' : 'front',
    slideshowControls: false,
  };
}

/**
 * The theme for `wallTheme` (stored name) or `override` (`?theme=`), which wins when it names
 * an installed or known theme. Installed themes match by id or legacy name, then by the core
 * theme the name maps to; with no match the wall uses the kit's SimpleListLayout.
 */
export function chooseTheme(
  installed: readonly InstalledTheme[],
  wallTheme: string,
  override?: string,
): ThemeChoice {
  const names = [override, wallTheme].filter((name): name is string => !!name?.trim());
  const known = (name: string) => themeFromLegacyName(name) !== 'standard' || name === 'standard';
  for (const name of names) {
    const direct = installed.find((theme) => answersTo(theme, name.trim()));
    if (direct) return { kind: 'installed', theme: direct, coreId: themeFromLegacyName(name) };
    // A known theme no package draws still wins over the wall's theme (fallback below).
    if (known(name)) break;
  }
  const wanted = names.find(known);
  const coreId = themeFromLegacyName(wanted ?? wallTheme);
  const byCore = installed.find((theme) => answersTo(theme, coreId));
  if (byCore) return { kind: 'installed', theme: byCore, coreId };
  return { kind: 'fallback', coreId, capabilities: coreCapabilities(coreId) };
}
