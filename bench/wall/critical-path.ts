/**
 * What the public wall loads before its posts can paint, from a build's chunk graph: the entry
 * and its static imports, the wall chunk and what it adds, and the chunks of the theme that
 * draws the wall (the package index and its component). Sizes are the files' bytes and their
 * gzip bytes (zlib's default level, as Vite reports them). Shared by bundle.ts and wall.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryKey,
  readBuildGraph,
  wallEntryKey,
  wallMetaDir,
  modulesOf,
  staticClosure,
  themePackageKeys,
  wallKey,
  type BuildGraph,
  type LoadSet,
} from '../../apps/web/src/wall/build/chunk-graph.ts';

/** One step of the wall's load and its bytes. */
export interface LoadStep {
  readonly name: string;
  readonly files: readonly string[];
  readonly bytes: number;
  readonly gzipBytes: number;
  /** What the server sends a browser that accepts brotli: the build's `.br` copy, else raw. */
  readonly sentBytes: number;
  /** Whether any chunk of this step holds zod. */
  readonly zod: boolean;
}

/** The size of one file of the build: raw, gzipped, and as sent (its `.br` copy if any). */
export function fileSize(
  distDir: string,
  file: string,
): { bytes: number; gzipBytes: number; sentBytes: number } {
  const content = readFileSync(path.join(distDir, file));
  const brotli = path.join(distDir, `${file}.br`);
  return {
    bytes: content.length,
    gzipBytes: gzipSync(content).length,
    sentBytes: existsSync(brotli) ? readFileSync(brotli).length : content.length,
  };
}

function step(graph: BuildGraph, name: string, set: LoadSet): LoadStep {
  const files = [...set.scripts, ...set.styles];
  const sizes = files.map((file) => fileSize(graph.distDir, file));
  return {
    name,
    files,
    bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
    gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
    sentBytes: sizes.reduce((sum, size) => sum + size.sentBytes, 0),
    zod: modulesOf(graph, set).includes('zod'),
  };
}

/**
 * The steps before the wall's posts paint: entry, wall chunk, theme (`themePackage` is a folder
 * of plugins/themes, e.g. `masonry`; null or absent from the build means the kit's built-in
 * list draws the wall, which lives in the wall chunk). Then what loads later, for information.
 */
export function wallLoadSteps(
  graph: BuildGraph,
  themePackage: string | null,
): { critical: LoadStep[]; later: LoadStep[] } {
  // The wall's own build (wall.html) draws the wall from its entry: no wall chunk step.
  const ownEntry = graph.manifest[wallEntryKey] !== undefined;
  const start = ownEntry ? wallEntryKey : wallKey;
  const entry = staticClosure(graph, [ownEntry ? wallEntryKey : entryKey]);
  const wall = ownEntry
    ? { keys: [], scripts: [], styles: [] }
    : staticClosure(graph, [wallKey], entry);
  const loaded: LoadSet = {
    keys: [...entry.keys, ...wall.keys],
    scripts: [...entry.scripts, ...wall.scripts],
    styles: [...entry.styles, ...wall.styles],
  };
  const themeKeys = themePackage ? themePackageKeys(graph, themePackage) : [];
  const theme = staticClosure(graph, themeKeys, loaded);
  const critical = ownEntry
    ? [step(graph, 'wall entry', entry)]
    : [step(graph, 'entry', entry), step(graph, 'wall chunk', wall)];
  if (theme.keys.length > 0) critical.push(step(graph, `theme ${themePackage}`, theme));
  const lazyKeys = (graph.manifest[start]?.dynamicImports ?? []).filter(
    (key) => !themeKeys.includes(key) && !key.startsWith('../../plugins/themes/') && key !== start,
  );
  const done: LoadSet = {
    keys: [...loaded.keys, ...theme.keys],
    scripts: [...loaded.scripts, ...theme.scripts],
    styles: [...loaded.styles, ...theme.styles],
  };
  const later = lazyKeys.map((key) =>
    step(graph, `later: ${key}`, staticClosure(graph, [key], done)),
  );
  return { critical, later };
}

/**
 * The chunk graph of what a visitor's wall page loads: the wall's own entry, which server-drawn
 * wall pages load, or, in a build without it (the app alone), the app's entry, which then draws
 * the wall in the browser. Null without a manifest.
 */
export function visitorWallGraph(
  distDir: string,
): { readonly graph: BuildGraph; readonly entry: 'wall' | 'app' } | null {
  const wall = readBuildGraph(distDir, wallMetaDir);
  if (wall) return { graph: wall, entry: 'wall' };
  const app = readBuildGraph(distDir);
  return app ? { graph: app, entry: 'app' } : null;
}

/** The gzip bytes of the steps before the posts paint. */
export function criticalGzipBytes(steps: readonly LoadStep[]): number {
  return steps.reduce((sum, one) => sum + one.gzipBytes, 0);
}

/** Formats bytes as kB (1000 bytes, as Vite prints them) with one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
