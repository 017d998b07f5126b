/** The installed plugins: read from the one plugin list, chorus.config.ts at the root. */
import { chooseInstalledTheme, type ChorusPlugin } from '@chorus/core';
import { PluginHost, type ThemePlugin } from '@chorus/core/host';
import chorusConfig from '../../../chorus.config.ts';

/** Every plugin listed in chorus.config.ts, in order. */
export const installedPlugins: readonly ChorusPlugin[] = chorusConfig.plugins;

let installedHost: PluginHost | undefined;

/** A host of the plugins in chorus.config.ts, built once, for code the app's host does not reach. */
export function installedPluginHost(): PluginHost {
  installedHost ??= new PluginHost(installedPlugins);
  return installedHost;
}

/**
 * The installed theme a wall's stored theme name selects, else the default installed theme
 * (a stored theme that is unknown or no longer installed never fails a request).
 */
export function installedThemeOf(name: string | null | undefined): ThemePlugin {
  const theme = chooseInstalledTheme(installedPluginHost().themes, name);
  if (!theme) throw new Error('chorus.config.ts installs no theme: install at least one.');
  return theme;
}
