/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: for each emitted chunk, the modules
 * it holds (repository paths, or the package name for node_modules). Vite's manifest lists
 * chunks and their imports but not what is inside them; `src/bundle.test.ts` and
 * `bench/wall/bundle.ts` read both to check what the wall loads.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written, relative to the build's output directory. */
export const chunkModulesFile = '.vite/chunk-modules.json';

/** A module id as the map names it: `zod`, `@scope/pkg`, or `apps/web/src/...`. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/[?#].*$/, '').replace(/^\0/, '');
  const inPackage = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(clean);
  if (inPackage?.[1]) return inPackage[1].replace(/\\/g, '/');
  if (!path.isAbsolute(clean)) return clean;
  return path.relative(root, clean).split(path.sep).join('/');
}

/** Emits the chunk → modules map in a build. `root` is the repository root. */
export function chorusModuleMap(root: string, fileName = chunkModulesFile): Plugin {
  return {
    name: 'chorus:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // Modules tree-shaking emptied are listed with no rendered code: leave them out.
        const held = Object.entries(output.modules).filter(([, info]) => info.renderedLength > 0);
        map[output.fileName] = [...new Set(held.map(([id]) => moduleName(id, root)))].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName,
        source: `${JSON.stringify(map, null, 2)}\n`,
      });
    },
  };
}
