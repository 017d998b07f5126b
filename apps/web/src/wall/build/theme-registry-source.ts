/** The source of `virtual:chorus-themes`: manifests inlined, components behind dynamic imports. */

/** What the build knows about one installed theme (from the evaluated plugin list). */
export interface ThemeRegistryEntry {
  /** The theme's wall entry module, e.g. `@acme/chorus-theme-aurora/wall`. */
  readonly module: string;
  /** The export of that module holding `{ load() }`. */
  readonly exportName: string;
  readonly id: string;
  readonly legacyNames: readonly string[];
  readonly displayName: string;
  readonly capabilities: unknown;
  readonly defaultPostSize: unknown;
  readonly optionDefaults: unknown;
}

const identifier = /^[A-Za-z_$][\w$]*$/;
// A bare package specifier with an optional subpath: no relative or absolute paths, no "..".
const moduleSpecifier = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w-]+(\.[\w-]+)*)*$/;

/** Whether `module` is a package specifier the registry may import. */
export function isWallEntryModule(module: string): boolean {
  return moduleSpecifier.test(module) && !module.split('/').includes('..');
}

/**
 * The module text. Only JSON and a dynamic `import()` per theme: the wall bundle learns every
 * manifest without loading a theme, and Vite splits each theme into its own chunk.
 */
export function themeRegistrySource(entries: readonly ThemeRegistryEntry[]): string {
  const rows = entries.map((entry) => {
    if (!isWallEntryModule(entry.module) || !identifier.test(entry.exportName)) {
      throw new Error(
        `Theme "${entry.id}": its wall entry ${entry.module} ${entry.exportName} is not a package export.`,
      );
    }
    // What the wall reads of a theme (InstalledTheme): not its display name, an owner's word.
    const manifest = JSON.stringify({
      id: entry.id,
      legacyNames: entry.legacyNames,
      capabilities: entry.capabilities,
      defaultPostSize: entry.defaultPostSize,
      optionDefaults: entry.optionDefaults,
    });
    const load = `() => import(${JSON.stringify(entry.module)}).then((module) => module.${entry.exportName}.load())`;
    return `  { ...${manifest}, load: ${load} },`;
  });
  return `/** Generated from the evaluated plugin list at build time. */\nexport const installedThemes = [\n${rows.join('\n')}\n];\n`;
}
