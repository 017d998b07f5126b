/** The source of `virtual:chorus-themes`: manifests inlined, components behind dynamic imports. */

/** What the build knows about one theme plugin listed in chorus.config.ts. */
export interface ThemeRegistryEntry {
  /** The package, e.g. `@chorus/theme-masonry`. */
  readonly packageName: string;
  /**
   * What the wall imports: the package's zod-free wall entry (`@chorus/theme-masonry/wall`)
   * when it has one, else the package itself. Defaults to the package.
   */
  readonly importPath?: string;
  /** The export holding the theme plugin (and, in the wall entry, its loader). */
  readonly exportName: string;
  readonly id: string;
  readonly legacyNames: readonly string[];
  readonly displayName: string;
  readonly capabilities: unknown;
  readonly optionDefaults: unknown;
}

const identifier = /^[A-Za-z_$][\w$]*$/;
const packagePattern = /^@chorus\/theme-[a-z0-9-]+$/;
const importPattern = /^@chorus\/theme-[a-z0-9-]+(\/wall)?$/;

/**
 * The module text. Only JSON and a dynamic `import()` per theme: the wall bundle learns every
 * manifest without loading a theme, and Vite splits each theme into its own chunk.
 */
export function themeRegistrySource(entries: readonly ThemeRegistryEntry[]): string {
  const rows = entries.map((entry) => {
    const importPath = entry.importPath ?? entry.packageName;
    if (
      !packagePattern.test(entry.packageName) ||
      !importPattern.test(importPath) ||
      !importPath.startsWith(entry.packageName) ||
      !identifier.test(entry.exportName)
    ) {
      throw new Error(`Not a theme package export: ${importPath} ${entry.exportName}`);
    }
    const manifest = JSON.stringify({
      id: entry.id,
      legacyNames: entry.legacyNames,
      displayName: entry.displayName,
      capabilities: entry.capabilities,
      optionDefaults: entry.optionDefaults,
    });
    const load = `() => import(${JSON.stringify(importPath)}).then((module) => module.${entry.exportName}.load())`;
    return `  { ...${manifest}, load: ${load} },`;
  });
  return `/** Generated from chorus.config.ts at build time. */\nexport const installedThemes = [\n${rows.join('\n')}\n];\n`;
}
