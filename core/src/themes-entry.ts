/**
 * `@chorus/core/themes`: the theme contract (`defineTheme`, capabilities) and core's theme
 * table, without zod at run time — what the theme kit and a theme's wall component import.
 * A theme's `optionsSchema` is zod, but it is built by the theme package, not by this entry.
 */
export {
  defineTheme,
  type ThemeCapabilities,
  type ThemeDefinition,
  type ThemePlugin,
} from './host/contracts.ts';
export {
  themeFromLegacyName,
  themeIds,
  themes,
  type RealtimeInsertPosition,
  type ThemeId,
  type ThemeInfo,
} from './domain/themes.ts';
