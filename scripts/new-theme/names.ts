import { pluginIdPattern } from '@chorus/core';

/** The names a new theme package is written with, all derived from its id. */
export interface ThemeNames {
  /** The theme id, e.g. `aurora-glow`. */
  readonly id: string;
  /** camelCase, for values: `auroraGlow` (`auroraGlowTheme`). */
  readonly camel: string;
  /** Shown to people until the author writes the real name: `Aurora Glow`. */
  readonly title: string;
  /** The npm package name: `@chorus/theme-aurora-glow` unless another is asked for. */
  readonly packageName: string;
}

const packageNamePattern = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

/** The names of a theme with this id; throws on an id a plugin may not have. */
export function themeNames(id: string, packageName = `@chorus/theme-${id}`): ThemeNames {
  if (!pluginIdPattern.test(id)) {
    throw new Error(
      `"${id}" is not a theme id: use lower-case letters, digits, "_" and "-", starting with a letter.`,
    );
  }
  if (!packageNamePattern.test(packageName)) {
    throw new Error(`"${packageName}" is not an npm package name.`);
  }
  const words = id.split(/[-_]+/).filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const pascal = words.map(capital).join('');
  return {
    id,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    title: words.map(capital).join(' '),
    packageName,
  };
}
