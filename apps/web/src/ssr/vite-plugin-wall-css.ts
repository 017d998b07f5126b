/**
 * Writes `.vite/wall-css.json` beside the client build's manifest: which stylesheets a
 * server-drawn wall needs for its first paint — the entry's, the wall chunk's, and each
 * installed theme's (by theme id). The server puts exactly those in the page as `<style>`
 * elements allowed by their hashes (apps/server/src/http/wall-render.ts), so the first paint
 * waits for no stylesheet and a page carries only the theme it shows.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { readThemeEntries } from '../wall/build/vite-plugin-themes.ts';

/** The file the plugin writes, relative to the build's directory. */
export const wallCssFile = '.vite/wall-css.json';

/** What `.vite/wall-css.json` holds: stylesheet files of the build, in cascade order. */
export interface WallCssMap {
  /** The entry's stylesheets (index.html links them). */
  readonly entry: readonly string[];
  /** What the wall chunk and its static imports add. */
  readonly wall: readonly string[];
  /** Per installed theme id: what its package and the components it loads add. */
  readonly themes: Readonly<Record<string, readonly string[]>>;
}

/** The chunk facts the map needs (a subset of Rolldown's output chunk). */
export interface CssChunkFacts {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/**
 * The stylesheets of the chunks `roots` reach (static imports, and dynamic ones too when
 * `dynamic`), imports before importers, leaving out chunks in `skip` and stylesheets in `known`.
 */
function cssOf(
  bundle: Readonly<Record<string, CssChunkFacts>>,
  roots: readonly string[],
  options: { dynamic: boolean; skip: ReadonlySet<string>; known: ReadonlySet<string> },
): { chunks: Set<string>; css: string[] } {
  const chunks = new Set<string>();
  const css: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || chunks.has(fileName)) return;
    if (options.skip.has(fileName)) return;
    chunks.add(fileName);
    // What a chunk imports comes first in the cascade, as when the browser loads it.
    chunk.imports?.forEach(visit);
    chunk.viteMetadata?.importedCss.forEach((file) => {
      if (!options.known.has(file) && !css.includes(file)) css.push(file);
    });
    if (options.dynamic) chunk.dynamicImports?.forEach(visit);
  };
  roots.forEach(visit);
  return { chunks, css };
}

/**
 * The map, from the bundle and each theme's resolved wall entry module (theme id → module id,
 * as Rolldown names the facade of that module's chunk).
 */
export function wallCssMap(
  bundle: Readonly<Record<string, CssChunkFacts>>,
  wallModuleSuffix: string,
  themeModules: Readonly<Record<string, string>>,
): WallCssMap {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entryRoots = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const none = new Set<string>();
  const entry = cssOf(bundle, entryRoots, { dynamic: false, skip: none, known: none });
  const wallChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(wallModuleSuffix));
  const wall = cssOf(bundle, wallChunk ? [wallChunk.fileName] : [], {
    dynamic: false,
    skip: entry.chunks,
    known: new Set(entry.css),
  });
  const loaded = new Set([...entry.chunks, ...wall.chunks]);
  const known = new Set([...entry.css, ...wall.css]);
  const themes: Record<string, readonly string[]> = {};
  for (const [id, moduleId] of Object.entries(themeModules)) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
    if (!chunk) continue;
    themes[id] = cssOf(bundle, [chunk.fileName], { dynamic: true, skip: loaded, known }).css;
  }
  return { entry: entry.css, wall: wall.css, themes };
}

/** The client build's plugin. */
export function chorusWallCss(fileName = wallCssFile): Plugin {
  let root = process.cwd();
  return {
    name: 'chorus:wall-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const importer = path.join(root, 'src', 'wall', 'WallPage.tsx');
      const themeModules: Record<string, string> = {};
      for (const theme of await readThemeEntries()) {
        const resolved = await this.resolve(theme.module, importer);
        if (resolved) themeModules[theme.id] = resolved.id;
      }
      const map = wallCssMap(
        bundle as unknown as Record<string, CssChunkFacts>,
        '/src/wall/WallPage.tsx',
        themeModules,
      );
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(map) });
    },
  };
}
