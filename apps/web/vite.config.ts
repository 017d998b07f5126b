import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { forbidInlineHtml } from './src/csp/vite-plugin-forbid-inline.ts';
import { chorusEmbedLoader } from './src/embed/vite-plugin-embed.ts';
import { chorusWallCss } from './src/ssr/vite-plugin-wall-css.ts';
import { chorusFirstPaint } from './src/wall/build/first-paint.ts';
import { chorusModuleMap } from './src/wall/build/module-map.ts';
import { chorusPrecompress } from './src/wall/build/precompress.ts';
import { chorusThemes } from './src/wall/build/vite-plugin-themes.ts';

/**
 * A `package.json` beside the server entry saying its `.js` files are ES modules: without it,
 * Node reads them by the nearest package.json above, which a build copied out of the repository
 * (CHORUS_WEB_DIST in /srv, /tmp...) does not have, and the server failed to start.
 */
function moduleScope(): Plugin {
  return {
    name: 'chorus-server-module-scope',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}

/**
 * The server entry (`vite build --ssr`, src/ssr/entry-server.tsx): one self-contained module in
 * dist/server/, beside the client build, which the server loads to render wall pages.
 */
const ssrConfig = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), chorusThemes(), moduleScope()],
  // Bundled whole, so the build runs wherever it is copied (CHORUS_WEB_DIST).
  ssr: { noExternal: true, target: 'node' },
  // React picks its development or production build from process.env.NODE_ENV when it runs,
  // and a server started without NODE_ENV (`npm start`, the tests) would draw every wall page
  // with development React: property validation and dev elements, about twice the time. The
  // bundle is a production build, so it says so once here.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    rollupOptions: { input: 'src/ssr/entry-server.tsx' },
  },
});

const clientConfig = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [
    react(),
    chorusThemes(),
    chorusFirstPaint(),
    chorusModuleMap(fileURLToPath(new URL('../..', import.meta.url))),
    chorusPrecompress(),
    // .vite/wall-css.json: the stylesheets a server-drawn wall puts inline (wall-render.ts).
    chorusWallCss(),
    forbidInlineHtml(),
    chorusEmbedLoader(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: bench/wall/bundle.ts and src/bundle.test.ts read the chunk graph.
    manifest: true,
    // Every browser the wall supports knows modulepreload; the polyfill would cost each page.
    modulePreload: { polyfill: false },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : clientConfig));
