/**
 * The public wall's own client build (`vite build -c vite.wall.config.ts`, after the app's):
 * wall.html and src/wall-main.tsx, with `react` and `react-dom` resolved to Preact's compat layer
 * (src/wall/runtime/react-on-preact.ts). Written into the same dist/ (its files are hashed, so
 * they sit beside the app's) with its manifest and maps under `.vite/wall/`; the server gives
 * wall pages it draws this build's shell (apps/server/src/http/web-app.ts). Why Preact:
 * docs/performance.md, "The wall's own entry".
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chorusWallCss } from './src/ssr/vite-plugin-wall-css.ts';
import { chorusFirstPaint } from './src/wall/build/first-paint.ts';
import { chorusModuleMap } from './src/wall/build/module-map.ts';
import { chorusPrecompress } from './src/wall/build/precompress.ts';
import { chorusWallMessages } from './src/wall/build/prune-messages.ts';
import { chorusThemes } from './src/wall/build/vite-plugin-themes.ts';
import { forbidInlineHtml } from './src/csp/vite-plugin-forbid-inline.ts';

/** Where this build's manifest and maps go, relative to dist/. */
export const wallBuildMeta = '.vite/wall';

const runtime = fileURLToPath(new URL('./src/wall/runtime/react-on-preact.ts', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  resolve: {
    alias: [
      { find: /^react$/, replacement: runtime },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    ],
  },
  plugins: [
    react(),
    chorusThemes(),
    chorusWallMessages(),
    chorusFirstPaint(),
    chorusModuleMap(
      fileURLToPath(new URL('../..', import.meta.url)),
      `${wallBuildMeta}/chunk-modules.json`,
    ),
    chorusPrecompress(),
    chorusWallCss(`${wallBuildMeta}/wall-css.json`),
    forbidInlineHtml(),
  ],
  build: {
    outDir: 'dist',
    // The app's build (vite.config.ts) ran first into the same directory.
    emptyOutDir: false,
    manifest: `${wallBuildMeta}/manifest.json`,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: 'wall.html',
      output: {
        codeSplitting: {
          // Everything the entry loads before it runs (Preact, the wall, the kit, the English
          // texts, Vite's preload helper) in the entry's own file: one file compresses better
          // than the four the automatic split made (1.7 kB gzip less; docs/performance.md).
          // Lazy parts (themes, the overlay, other languages) keep their own chunks.
          groups: [{ name: 'wall', tags: ['$initial'] }],
        },
      },
    },
  },
});
