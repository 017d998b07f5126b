/**
 * Builds `/embed.js` beside the web app: after the app's bundle is written, the loader is built
 * on its own as one classic, minified script (an IIFE, no imports, no shared chunks) at the
 * root of the output directory, where the server serves it.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The loader's file name in the build output (and its path on the server). */
export const embedFileName = 'embed.js';

const loaderEntry = fileURLToPath(new URL('./loader.ts', import.meta.url));

/** The Vite plugin. */
export function chorusEmbedLoader(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'chorus:embed-loader',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        root: config.root,
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          target: 'es2020',
          lib: {
            entry: loaderEntry,
            formats: ['iife'],
            name: 'chorusEmbedLoader',
            fileName: () => embedFileName,
          },
        },
      });
    },
  };
}
