/**
 * What the public wall loads, read from the build `npm test` makes (apps/web/dist, or
 * CHORUS_WEB_DIST): the chunk graph of Vite's manifest and the modules inside each chunk.
 * Skipped when no build with a manifest exists. Structure only; bench/wall prints the bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  entryKey,
  modulesOf,
  readBuildGraph,
  staticClosure,
  themePackageKeys,
  wallKey,
} from './wall/build/chunk-graph.ts';

const distDir = process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const graph = readBuildGraph(distDir);

/** Owner code: the owner app's folder and the screens ScreenForMatch loads lazily. */
const ownerModule =
  /^apps\/web\/src\/(owner\/|screens\/(Dashboard|Edit|Login|Remote|Signup|WhiteLabel)Screen\.tsx$)/;

/** The build, what the entry loads, and what the wall chunk adds (read once tests run). */
function loaded() {
  const build = graph!;
  const entry = staticClosure(build, [entryKey]);
  return { build, entry, wall: staticClosure(build, [wallKey], entry) };
}

describe.skipIf(graph === null)('the wall’s build', () => {
  it('loads no zod before the wall renders', () => {
    const { build, entry, wall } = loaded();
    expect(modulesOf(build, entry)).not.toContain('zod');
    expect(modulesOf(build, wall)).not.toContain('zod');
  });

  it('loads no zod with any theme: the wall imports each package’s zod-free wall entry', () => {
    const { build } = loaded();
    const packages = ['masonry', 'slideshow', 'kenburns', 'qa'];
    for (const name of packages) {
      const keys = themePackageKeys(build, name);
      expect(keys, name).not.toEqual([]);
      expect(
        keys.some((key) => key.endsWith('/src/wall.ts')),
        name,
      ).toBe(true);
      expect(
        keys.some((key) => key.endsWith('/src/index.ts')),
        name,
      ).toBe(false);
      expect(modulesOf(build, staticClosure(build, keys)), name).not.toContain('zod');
    }
  });

  it('keeps owner screens and the owner app out of the wall chunk and its imports', () => {
    const { build, wall } = loaded();
    expect(wall.keys).toContain(wallKey);
    expect(modulesOf(build, wall).filter((name) => ownerModule.test(name))).toEqual([]);
    expect(wall.keys.filter((key) => ownerModule.test(`apps/web/${key}`))).toEqual([]);
  });

  it('reads live frames with a validator loaded after the wall, not with it', () => {
    const { build, wall } = loaded();
    // Any chunk the wall loads may hold the import (the kit is a chunk of its own once a theme
    // package shares it).
    // The validator's module may share its chunk's name with owner screens that import it
    // (the remote control): what matters is which modules the lazy chunks and the wall hold.
    const lazy = wall.keys.flatMap((key) => build.manifest[key]?.dynamicImports ?? []);
    const lazyModules = lazy.flatMap((key) => build.modules[build.manifest[key]?.file ?? ''] ?? []);
    expect(lazyModules).toContain('core/src/realtime/events.ts');
    expect(modulesOf(build, wall)).not.toContain('core/src/realtime/events.ts');
  });

  it('paints a loading status and preloads the wall chunk from index.html, with no inline code', () => {
    const { wall } = loaded();
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<div class="chorus-boot" role="status">\s*<p[^>]*>[^<%]+<\/p>/);
    for (const file of wall.scripts) {
      expect(html).toContain(`<link rel="modulepreload" href="/${file}" crossorigin>`);
    }
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('writes brotli and gzip copies of what the wall loads, with the same content', () => {
    const { entry, wall } = loaded();
    const files = [...entry.scripts, ...entry.styles, ...wall.scripts, ...wall.styles];
    for (const file of files) {
      const content = readFileSync(path.join(distDir, file));
      if (content.length < 1024) continue;
      expect(existsSync(path.join(distDir, `${file}.br`)), file).toBe(true);
      const br = brotliDecompressSync(readFileSync(path.join(distDir, `${file}.br`)));
      const gz = gunzipSync(readFileSync(path.join(distDir, `${file}.gz`)));
      expect(br.equals(content) && gz.equals(content), file).toBe(true);
    }
  });
});
