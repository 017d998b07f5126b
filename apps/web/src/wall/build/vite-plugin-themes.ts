/**
 * The Vite plugin behind `virtual:chorus-themes`: evaluates the plugin list (chorus.config.ts,
 * or the file `CHORUS_CONFIG` names) at build time through tsx, applies it to a PluginHost as
 * the server does, and generates the wall's theme list from `host.themes` — each theme's
 * manifest and the wall entry module it declares. The wall bundle never runs the tapable host.
 * The build fails when a theme the server installs has no loadable wall entry, so the wall's
 * themes and the server's are always the same.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Plugin } from 'vite';
import { themeRegistrySource, type ThemeRegistryEntry } from './theme-registry-source.ts';

const virtualId = 'virtual:chorus-themes';
const resolvedId = `\0${virtualId}`;
const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The plugin list the build reads: `CHORUS_CONFIG` (relative to the repository) or the root one. */
export function chorusConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repositoryRoot, env.CHORUS_CONFIG || 'chorus.config.ts');
}

type TsImport = (specifier: string, parent: string) => Promise<unknown>;

interface HostThemes {
  readonly themes: readonly {
    id: string;
    legacyNames: readonly string[];
    displayName: string;
    capabilities: unknown;
    defaultPostSize: unknown;
    wallEntry?: { module: string; exportName: string };
    optionsSchema: { parse(value: unknown): unknown };
  }[];
}

/** Checks that a theme's wall entry loads: the module imports and its export has `load()`. */
async function checkWallEntry(tsImport: TsImport, entry: ThemeRegistryEntry, parent: string) {
  let module: Record<string, unknown>;
  try {
    module = (await tsImport(entry.module, parent)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(
      `Theme "${entry.id}" is installed on the server but its wall entry ${entry.module} does not load: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const exported = module[entry.exportName] as { load?: unknown } | undefined;
  if (typeof exported?.load !== 'function') {
    throw new Error(
      `Theme "${entry.id}" is installed on the server but ${entry.module} has no export "${entry.exportName}" with load(): the wall could not draw it.`,
    );
  }
}

/** The wall's theme list, from the evaluated plugin list. */
export async function readThemeEntries(
  configPath = chorusConfigPath(),
): Promise<ThemeRegistryEntry[]> {
  const { tsImport } = await import('tsx/esm/api');
  const config = (await tsImport(configPath, import.meta.url)) as {
    default: { plugins: readonly unknown[] };
  };
  const { PluginHost } = (await tsImport('@chorus/core/host', configPath)) as {
    PluginHost: new (plugins: readonly unknown[]) => HostThemes;
  };
  const entries: ThemeRegistryEntry[] = [];
  for (const theme of new PluginHost(config.default.plugins).themes) {
    if (!theme.wallEntry) {
      throw new Error(`Theme "${theme.id}" declares no wallEntry: the wall could not load it.`);
    }
    const entry: ThemeRegistryEntry = {
      module: theme.wallEntry.module,
      exportName: theme.wallEntry.exportName,
      id: theme.id,
      legacyNames: theme.legacyNames,
      displayName: theme.displayName,
      capabilities: theme.capabilities,
      defaultPostSize: theme.defaultPostSize,
      optionDefaults: theme.optionsSchema.parse({}),
    };
    await checkWallEntry(tsImport, entry, configPath);
    entries.push(entry);
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
      const configPath = chorusConfigPath();
      this.addWatchFile(configPath);
      return themeRegistrySource(await readThemeEntries(configPath));
    },
  };
}
