/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each built script and stylesheet, so
 * the server sends the compressed bytes it finds instead of compressing on every request
 * (`@fastify/static`'s `preCompressed`; a proxy's `gzip_static` does the same). The wall's
 * figures in docs/performance.md are what these files weigh.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth a compressed copy: scripts and stylesheets of at least this many bytes. */
const compressible = /\.(js|css)$/;
const minimumBytes = 1024;

/** The brotli and gzip copies of one file's content. */
export function compressedCopies(content: Uint8Array): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` for every built script and stylesheet, from the files as
 * written (after every plugin has had its say on their content).
 */
export function chorusPrecompress(): Plugin {
  return {
    name: 'chorus:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((fileName) => compressible.test(fileName));
      for (const fileName of files) {
        const file = path.join(outDir, fileName);
        const content = await readFile(file);
        if (content.length < minimumBytes) continue;
        const { br, gz } = compressedCopies(content);
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
      }
    },
  };
}
