/**
 * Media: pictures processed per second by Chorus's pipeline (read the header, draw the
 * thumbhash, render the 600 px WebP card size) beside sharp's own resize of the same bytes to
 * the same size and format, the floor under any pipeline; and `/media/<hash>/600` requests
 * per second from the whole server (a size already rendered, read from the local store)
 * beside a bare Node static file server sending the same file. Each figure and its peer take
 * turns on the machine, so other work starting or ending during the run weighs on both alike.
 *
 * Run: `npx tsx bench/media/media.ts [seconds per leg = 5]`. Loopback only; everything stops
 * by itself. Figures, not tests.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openDatabase } from '../../apps/server/src/db/open.ts';
import { inspectImage, placeholderOf, renderVariant } from '../../apps/server/src/media/process.ts';
import { storePicture } from '../../apps/server/src/media/rehost.ts';
import { localMediaStore } from '../../apps/server/src/media/store.ts';
import { photoWithGps } from '../../apps/server/src/media/test-images.ts';
import { buildTestApp, testConfig } from '../../apps/server/src/testing/app.ts';
import { runLoad, type LoadResult } from '../api/load.ts';
import { Recorder, type Benchmark } from '../lib/bench.ts';
import type { Figure } from '../lib/table.ts';

/**
 * Pictures handled per second by each of `legs`, one picture after another: the legs take
 * turns in rounds of a quarter second until each had `seconds`, so a machine whose load
 * changes during the run (other work starting or ending) weighs on both alike.
 */
async function perSecondInTurns(
  seconds: number,
  legs: readonly [() => Promise<unknown>, () => Promise<unknown>],
): Promise<[number, number]> {
  const done = legs.map(() => 0);
  const spent = legs.map(() => 0);
  // One untimed picture each first: libvips starts its threads on the first call.
  for (const work of legs) await work();
  const roundMs = 250;
  while (spent.some((ms) => ms < seconds * 1000)) {
    for (const [index, work] of legs.entries()) {
      if (spent[index]! >= seconds * 1000) continue;
      const started = performance.now();
      while (performance.now() - started < roundMs) {
        await work();
        done[index]! += 1;
      }
      spent[index]! += performance.now() - started;
    }
  }
  const rate = (index: number) => done[index]! / (spent[index]! / 1000);
  return [rate(0), rate(1)];
}

async function processingFigures(seconds: number): Promise<Figure[]> {
  const photo = await photoWithGps(1600, 1200);
  const [chorus, bare] = await perSecondInTurns(seconds, [
    async () => {
      const facts = await inspectImage(photo);
      await placeholderOf(photo, facts);
      await renderVariant(photo, facts, 600, 'webp');
    },
    // The same output as Chorus's: the colour profile kept. Without keepIccProfile sharp would
    // convert the photo's Display P3 to sRGB, work Chorus does not do (four times slower here).
    () => sharp(photo).resize({ width: 600 }).keepIccProfile().webp({ quality: 78 }).toBuffer(),
  ]);
  return [
    {
      name: 'pictures processed (1600×1200 JPEG → thumbhash + 600 px WebP)',
      value: chorus,
      unit: 'pictures/s',
      peer: "sharp's own resize to 600 px WebP, profile kept",
      peerValue: bare,
      better: 'higher',
      note: 'one at a time, the two taking turns',
    },
  ];
}

/** A static server sending one file per request, read from disk each time. */
async function startStaticServer(file: string): Promise<{ url: URL; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/picture.jpeg`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Two halves of a load run, summed: rate over both, the worse p99 of the two. */
function merged(first: LoadResult, second: LoadResult): LoadResult {
  const requests = first.requests + second.requests;
  const seconds =
    first.requests / first.requestsPerSecond + second.requests / second.requestsPerSecond;
  return {
    requests,
    failures: first.failures + second.failures,
    requestsPerSecond: requests / seconds,
    p50Ms: Math.max(first.p50Ms, second.p50Ms),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    bodyBytes: second.bodyBytes,
  };
}

/**
 * 16 keep-alive clients on each address for `seconds`, in the order A, B, B, A (half the time
 * each turn), so a change in the machine's load during the run weighs on both alike.
 */
async function loadInTurns(seconds: number, [a, b]: readonly [URL, URL]) {
  const half = { concurrency: 16, durationMs: (seconds * 1000) / 2, maxRequests: 1_000_000 };
  const a1 = await runLoad(() => a, half);
  const b1 = await runLoad(() => b, half);
  const b2 = await runLoad(() => b, half);
  const a2 = await runLoad(() => a, half);
  return [merged(a1, a2), merged(b1, b2)] as const;
}

async function routeFigures(seconds: number): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-bench-media-'));
  const config = testConfig({ CHORUS_DATA_DIR: dataDir });
  const database = await openDatabase({ memory: true });
  const app = await buildTestApp(database, config);
  try {
    const store = localMediaStore(config.mediaDir);
    const { hash } = await storePicture({ db: database.db, store }, await photoWithGps(1600, 1200));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const route = new URL(`${address}/media/${hash}/600`);
    // Rendered once before the clock starts: the figure is serving, not rendering.
    await fetch(route);
    const bare = await startStaticServer(
      path.join(config.mediaDir, hash.slice(0, 2), hash, '600.jpeg'),
    );
    try {
      const [chorus, peer] = await loadInTurns(seconds, [route, bare.url]);
      return [
        {
          name: '/media/<hash>/600 (a rendered JPEG)',
          value: chorus.requestsPerSecond,
          unit: 'req/s',
          peer: 'bare Node static server, same file',
          peerValue: peer.requestsPerSecond,
          better: 'higher',
          note: `16 clients, ${chorus.bodyBytes} bytes, ${chorus.failures} failures`,
        },
        {
          name: '/media/<hash>/600, p99',
          value: chorus.p99Ms,
          unit: 'ms',
          peer: 'bare Node static server, same file',
          peerValue: peer.p99Ms,
          better: 'lower',
        },
      ];
    } finally {
      await bare.close();
    }
  } finally {
    await app.close();
    await database.close();
  }
}

/** `bench/media` as a benchmark of the table. */
export const mediaBench: Benchmark = {
  id: 'media',
  title: 'Media',
  budgetSeconds: (quick) => (quick ? 90 : 240),
  async run(options, recorder) {
    const seconds = options.quick ? 2 : 10;
    options.log('media: processing, sharp alone');
    for (const figure of await processingFigures(seconds)) recorder.figure(figure);
    options.log('media: the media route, a bare static server');
    for (const figure of await routeFigures(seconds)) recorder.figure(figure);
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Math.min(60, Math.max(1, Number(process.argv[2] ?? 5) || 5));
  const recorder = new Recorder();
  for (const figure of [...(await processingFigures(seconds)), ...(await routeFigures(seconds))]) {
    recorder.figure(figure);
    console.log(
      `${figure.name}: ${figure.value?.toFixed(1)} ${figure.unit}; ${figure.peer}: ${figure.peerValue?.toFixed(1)}`,
    );
  }
}
