/**
 * What a visitor's browser must receive before the wall's first post can paint, without a
 * browser: the wall page's HTML as the server answers it, and every stylesheet it links
 * (render-blocking), each compressed with gzip (zlib's default level) and brotli (quality 11).
 * Also the HTML up to the page data element (what the posts need; the data only hydrates).
 * Then the HTML as the server itself sends it (its own compression). The demo wall is filled
 * to 30 posts as in wall.ts. Bytes do not depend on the machine's load.
 *
 * Run: `CHORUS_WEB_DIST=<build> npx tsx bench/wall/first-round-trip.ts [paths...]` (default
 * `/demo`, `/demo?theme=slideshow`, `/demo?embed=true`). Loopback only. Figures, not tests.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import { testServerEnv } from '../../apps/web/e2e/browser.ts';
import { addDemoPost } from '../../apps/web/e2e/wall-fixtures.ts';
import { assertLoopback } from '../lib/bench.ts';
import { kb } from './critical-path.ts';

const sizes = (bytes: Buffer | string) => ({
  gzip: gzipSync(bytes).length,
  brotli: brotliCompressSync(bytes).length,
});

/** The body bytes the server sends for `url` to a browser that accepts brotli and gzip. */
function sentBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function fill(server: RunningServer, total: number): Promise<void> {
  const start = Math.floor(Date.now() / 1000) - total * 60;
  for (let index = 0; index < total; index++) {
    const sample = String((index % 13) + 1).padStart(2, '0');
    await addDemoPost(server, {
      title: `Bench post ${index}`,
      description: `<p>Post ${index} of the bench wall, with a few words to wrap over lines.</p>`,
      image: { url: `${server.address}/examples/sample-${sample}.svg`, width: 400, height: 300 },
      createdAt: start + index * 60,
    });
  }
}

async function main(): Promise<void> {
  const distDir =
    process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
  const paths = process.argv.slice(2);
  const pages = paths.length > 0 ? paths : ['/demo', '/demo?theme=slideshow', '/demo?embed=true'];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-bench-round-trip-'));
  const server = await startServer(
    loadConfig(testServerEnv(dataDir, { CHORUS_WEB_DIST: distDir })),
  );
  try {
    assertLoopback(server.address);
    await fill(server, 30);
    console.log(`Build: ${distDir}; the demo wall with 30 more posts. gzip / brotli, kB.`);
    console.log(
      `${'page'.padEnd(24)} ${'HTML'.padStart(17)} ${'linked CSS'.padStart(17)} ${'HTML+CSS'.padStart(17)} ${'HTML before data'.padStart(17)}`,
    );
    for (const page of pages) {
      const response = await fetch(`${server.address}${page}`);
      const html = await response.text();
      const links = [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)]
        .map(([tag]) => /href="\/([^"]+)"/.exec(tag)?.[1])
        .filter((file): file is string => file !== undefined);
      const css = links.map((file) => sizes(readFileSync(path.join(distDir, file))));
      const linked = {
        gzip: css.reduce((sum, size) => sum + size.gzip, 0),
        brotli: css.reduce((sum, size) => sum + size.brotli, 0),
      };
      const whole = sizes(html);
      const dataAt = html.indexOf('<script type="application/json"');
      const prefix = sizes(dataAt < 0 ? html : html.slice(0, dataAt));
      const pair = (size: { gzip: number; brotli: number }) =>
        `${kb(size.gzip)} / ${kb(size.brotli)}`.padStart(17);
      console.log(
        [
          `${page} (${response.status})`.padEnd(24),
          pair(whole),
          `${pair(linked)}`,
          pair({ gzip: whole.gzip + linked.gzip, brotli: whole.brotli + linked.brotli }),
          pair(prefix),
          `  ${links.length} stylesheet(s) linked;`,
          await sentBytes(`${server.address}${page}`).then(
            (sent) => `HTML as the server sends it: ${kb(sent.bytes)} ${sent.encoding}`,
          ),
        ].join(' '),
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
