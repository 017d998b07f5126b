/**
 * Reads a web build's chunk graph: Vite's `.vite/manifest.json` (chunks, their imports and CSS)
 * and `.vite/chunk-modules.json` (the modules inside each chunk, from `module-map.ts`). Shared
 * by `src/bundle.test.ts` and `bench/wall/bundle.ts`, which ask what the wall loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkModulesFile } from './module-map.ts';

/** One manifest entry (the fields used here). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

/** A build's chunk graph. */
export interface BuildGraph {
  readonly distDir: string;
  /** Vite's manifest, keyed by source path (`src/wall/WallPage.tsx`, `index.html`, `_x.js`). */
  readonly manifest: Readonly<Record<string, ManifestChunk>>;
  /** Emitted chunk file → the modules it holds. */
  readonly modules: Readonly<Record<string, readonly string[]>>;
}

/** The manifest key of the wall's chunk. */
export const wallKey = 'src/wall/WallPage.tsx';
/** The manifest key of the entry. */
export const entryKey = 'index.html';
/** The manifest key of the public wall's own entry (vite.wall.config.ts). */
export const wallEntryKey = 'wall.html';
/** Where the wall build writes its manifest and maps, relative to dist/. */
export const wallMetaDir = '.vite/wall';

/**
 * The graph of the build in `distDir`, or null when it has no manifest (not built, or older).
 * `metaDir` is where its manifest and maps are: `.vite` for the app's build, {@link wallMetaDir}
 * for the wall's own.
 */
export function readBuildGraph(distDir: string, metaDir = '.vite'): BuildGraph | null {
  const manifestPath = path.join(distDir, metaDir, 'manifest.json');
  const modulesPath = path.join(distDir, metaDir, path.basename(chunkModulesFile));
  if (!existsSync(manifestPath) || !existsSync(modulesPath)) return null;
  return {
    distDir,
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>,
    modules: JSON.parse(readFileSync(modulesPath, 'utf8')) as Record<string, string[]>,
  };
}

/** What a set of manifest keys loads: chunk files and stylesheets, in load order. */
export interface LoadSet {
  readonly keys: readonly string[];
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The manifest keys `roots` load before they run: themselves and their static imports,
 * recursively, leaving out `except` (what an earlier step already loaded).
 */
export function staticClosure(
  graph: BuildGraph,
  roots: readonly string[],
  except: LoadSet = { keys: [], scripts: [], styles: [] },
): LoadSet {
  const keys: string[] = [];
  const seen = new Set(except.keys);
  const visit = (key: string) => {
    if (seen.has(key) || !graph.manifest[key]) return;
    seen.add(key);
    keys.push(key);
    graph.manifest[key].imports?.forEach(visit);
  };
  roots.forEach(visit);
  const scripts = keys.map((key) => graph.manifest[key]?.file ?? '').filter(Boolean);
  const styles = [...new Set(keys.flatMap((key) => graph.manifest[key]?.css ?? []))].filter(
    (file) => !except.styles.includes(file),
  );
  return { keys, scripts, styles };
}

/** The manifest keys of a theme package's dynamic entries (its index and its component). */
export function themePackageKeys(graph: BuildGraph, packageDir: string): string[] {
  const prefix = `../../plugins/themes/${packageDir}/`;
  return Object.entries(graph.manifest)
    .filter(([key, chunk]) => key.startsWith(prefix) && chunk.isDynamicEntry)
    .map(([key]) => key);
}

/** The modules a load set's chunks hold. */
export function modulesOf(graph: BuildGraph, set: LoadSet): string[] {
  return [...new Set(set.scripts.flatMap((file) => graph.modules[file] ?? []))].sort();
}
