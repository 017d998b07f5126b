/**
 * Theme components whose code has arrived, by installed theme: ThemeView draws one of these at
 * once instead of suspending on it. main.tsx fills it for the theme a server-drawn wall was drawn
 * with before hydrating (preload-theme.ts), so that boundary hydrates in the same pass as the
 * rest of the wall.
 */
import type { WallThemeProps } from '@chorus/theme-kit';
import type { ComponentType } from 'react';
import type { InstalledTheme } from './installed-themes.ts';

const arrived = new Map<InstalledTheme, ComponentType<WallThemeProps>>();

/** The theme's component, when its code has arrived. */
export function arrivedTheme(theme: InstalledTheme): ComponentType<WallThemeProps> | undefined {
  return arrived.get(theme);
}

/** Loads the theme's code and remembers its component. */
export async function loadTheme(
  theme: InstalledTheme,
): Promise<{ default: ComponentType<WallThemeProps> }> {
  const module = await theme.load();
  arrived.set(theme, module.default);
  return module;
}
