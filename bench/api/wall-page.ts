/**
 * A public wall page under load: `GET /demo` of the demo wall, server-drawn and kept
 * (apps/server/src/http/wall-page-cache.ts), answered before the request cycle once kept
 * (front-answers.ts), next to a bare `node:http` server answering the same bytes.
 *
 * Run: `CHORUS_WEB_DIST=<a web build> npx tsx bench/api/wall-page.ts [seconds per leg = 3]
 * [concurrency = 16]` (the build of `npm run build` by default). Loopback only; each leg stops
 * after its time. Figures, not tests.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { testServerEnv } from '../../apps/web/e2e/browser.ts';
import { runLoad, type LoadResult } from './load.ts';

const seconds = Math.min(60, Math.max(0.5, Number(process.argv[2] ?? 3) || 3));
const concurrency = Math.min(256, Math.max(1, Number(process.argv[3] ?? 16) || 16));
const distDir =
  process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-bench-wall-page-'));
const server = await startServer(loadConfig(testServerEnv(dataDir, { CHORUS_WEB_DIST: distDir })));
let floor: http.Server | undefined;
try {
  const pageUrl = new URL('/demo', server.address);
  const body = Buffer.from(
    await (await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  floor = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => floor?.listen(0, '127.0.0.1', resolve));
  const floorUrl = new URL(`http://127.0.0.1:${(floor.address() as AddressInfo).port}/`);
  const load = { concurrency, durationMs: seconds * 1000, maxRequests: 1_000_000 };
  const row = (name: string, result: LoadResult) =>
    console.log(
      `${name.padEnd(36)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${result.p99Ms.toFixed(2).padStart(6)} ms  ${result.bodyBytes} bytes  ${result.failures} failed`,
    );
  console.log(`bench/api/wall-page: ${concurrency} clients, ${seconds} s per leg, loopback`);
  row('node:http, same bytes (floor)', await runLoad(() => floorUrl, load));
  const before = server.app.frontAnswers.stats.answered;
  row('GET /demo, kept page', await runLoad(() => pageUrl, load));
  console.log(
    `answered before the request cycle: ${server.app.frontAnswers.stats.answered - before}`,
  );
} finally {
  floor?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
