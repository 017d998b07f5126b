import { z } from 'zod';
import { pluginIdPattern } from '../host/contracts.ts';

/**
 * Theme identity is open: a theme id is whatever an installed theme package registers, and
 * core keeps no table of themes. What is here is generic: which names a wall may store, and how
 * a stored name picks one of the installed themes.
 */

/** A legacy spec template name (`hypeTemplate`, `hypeTemplate_photo_large`...). */
export const legacyThemeNamePattern = /^hypeTemplate(_[a-z0-9_]{1,40})?$/;

/**
 * The theme name a new wall stores (the walls table's default too). It selects whichever
 * installed theme answers to it; when none does, the first installed theme.
 */
export const defaultThemeName = 'standard';

/** Whether a wall may store this theme name: an id shaped like a plugin id, or a legacy name. */
export function isThemeName(name: string): boolean {
  return pluginIdPattern.test(name) || legacyThemeNamePattern.test(name);
}

/** A theme name as a wall stores it, validated (the installed themes decide what it shows). */
// Pure, so bundles that read only the plain rules leave zod out (docs/performance.md).
export const themeNameSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .refine(isThemeName, { message: 'The theme must be a theme id or a legacy template name.' })
  .meta({ title: 'Theme', description: 'How the wall lays out its posts.' });

/** Where a theme puts a post that arrives live: the front, the current position, or nowhere. */
export type RealtimeInsertPosition = 'front' | 'position' | 'none';

/** What choosing a theme needs to know about an installed one. */
export interface NamedTheme {
  /** The theme id. */
  readonly id: string;
  /** Legacy names it answers to. */
  readonly legacyNames: readonly string[];
}

/** Whether a theme answers to a name (its id or one of its legacy names). */
export function themeAnswersTo(theme: NamedTheme, name: string): boolean {
  const wanted = name.trim();
  return theme.id === wanted || theme.legacyNames.includes(wanted);
}

/** The installed theme a name selects, if one answers to it. */
export function findTheme<T extends NamedTheme>(
  installed: readonly T[],
  name: string | null | undefined,
): T | undefined {
  return name ? installed.find((theme) => themeAnswersTo(theme, name)) : undefined;
}

/** The default installed theme: the one answering to {@link defaultThemeName}, else the first. */
export function defaultTheme<T extends NamedTheme>(installed: readonly T[]): T | undefined {
  return findTheme(installed, defaultThemeName) ?? installed[0];
}

/**
 * The installed theme that draws a wall: the first of `names` (e.g. a `?theme=` override, then
 * the stored name) that an installed theme answers to, else the default installed theme. An
 * unknown or uninstalled stored name never fails: the wall shows in the default theme.
 */
export function chooseInstalledTheme<T extends NamedTheme>(
  installed: readonly T[],
  ...names: readonly (string | null | undefined)[]
): T | undefined {
  for (const name of names) {
    const found = findTheme(installed, name);
    if (found) return found;
  }
  return defaultTheme(installed);
}
