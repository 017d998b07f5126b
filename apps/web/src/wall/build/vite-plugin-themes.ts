/**
 * The Vite plugin behind `virtual:chorus-themes`: reads the theme plugins of chorus.config.ts
 * at build time (through tsx, since the config and the packages are TypeScript) and generates
 * the wall's theme list, so the wall bundle never runs the tapable host. A package with a
 * `./wall` export whose module holds the theme's loader under the same name is loaded through
 * it, so the wall never fetches the options schema (and zod).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { themeRegistrySource, type ThemeRegistryEntry } from './theme-registry-source.ts';

const virtualId = 'virtual:chorus-themes';
const resolvedId = `\0${virtualId}`;
const configUrl = new URL('../../../../../chorus.config.ts', import.meta.url);

interface ThemeLike {
  kind: 'theme';
  id: string;
  legacyNames: readonly string[];
  displayName: string;
  capabilities: unknown;
  optionsSchema: { parse(value: unknown): unknown };
}

function isTheme(value: unknown): value is ThemeLike {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'theme'
  );
}

/** The theme packages chorus.config.ts imports, from its source text. */
export function themePackagesIn(configSource: string): string[] {
  const found = configSource.matchAll(/from\s+['"](@chorus\/theme-[a-z0-9-]+)['"]/g);
  return [...new Set([...found].map((match) => match[1] ?? ''))].filter(
    (name) => name !== '' && name !== '@chorus/theme-kit',
  );
}

type TsImport = (specifier: string, parent: string) => Promise<unknown>;

/** The package's wall entry (`<package>/wall`), or null when it has none. */
async function wallEntryOf(
  tsImport: TsImport,
  packageName: string,
  parent: string,
): Promise<Record<string, unknown> | null> {
  try {
    return (await tsImport(`${packageName}/wall`, parent)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function hasLoader(module: Record<string, unknown> | null, exportName: string): boolean {
  const entry = module?.[exportName] as { load?: unknown } | undefined;
  return typeof entry?.load === 'function';
}

async function readEntries(): Promise<ThemeRegistryEntry[]> {
  const { tsImport } = await import('tsx/esm/api');
  const configPath = fileURLToPath(configUrl);
  const config = (await tsImport(configPath, import.meta.url)) as {
    default: { plugins: readonly unknown[] };
  };
  // By id: each tsImport call evaluates the package afresh, so the config's plugin objects
  // are not the very objects the package import below returns.
  const listed = new Set(config.default.plugins.filter(isTheme).map((theme) => theme.id));
  const entries: ThemeRegistryEntry[] = [];
  for (const packageName of themePackagesIn(await readFile(configPath, 'utf8'))) {
    const module = (await tsImport(packageName, configPath)) as Record<string, unknown>;
    const wall = await wallEntryOf(tsImport, packageName, configPath);
    for (const [exportName, value] of Object.entries(module)) {
      if (!isTheme(value) || !listed.has(value.id)) continue;
      entries.push({
        packageName,
        importPath: hasLoader(wall, exportName) ? `${packageName}/wall` : packageName,
        exportName,
        id: value.id,
        legacyNames: value.legacyNames,
        displayName: value.displayName,
        capabilities: value.capabilities,
        optionDefaults: value.optionsSchema.parse({}),
      });
    }
  }
  return entries;
}

/** Serves `virtual:chorus-themes`. */
export function chorusThemes(): Plugin {
  return {
    name: 'chorus:themes',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(fileURLToPath(configUrl));
      return themeRegistrySource(await readEntries());
    },
  };
}
