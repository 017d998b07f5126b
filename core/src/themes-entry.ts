/**
 * `@chorus/core/themes`: the theme contract (`defineTheme`, capabilities) and the generic theme
 * choice (core keeps no theme table), without zod at run time — what the theme kit and a theme's wall component import.
 * A theme's `optionsSchema` is zod, but it is built by the theme package, not by this entry.
 */
export { definePlugin, type ChorusPlugin, type PluginFactory } from './host/plugin.ts';
export {
  defineTheme,
  type ThemeCapabilities,
  type ThemeDefinition,
  type ThemePlugin,
  type ThemePostSize,
  type ThemeWallEntry,
} from './host/contracts.ts';
export {
  chooseInstalledTheme,
  defaultTheme,
  defaultThemeName,
  findTheme,
  isThemeName,
  themeAnswersTo,
  type RealtimeInsertPosition,
  type NamedTheme,
} from './domain/themes.ts';
