/**
 * The public wall in headless Chromium: for a 30-post and a 1,000-post wall, the JS+CSS bytes
 * (gzip) fetched before first contentful paint and before the first post painted, the bytes
 * actually sent for them before the first post (brotli when the server has the build's .br
 * files), FCP, the first post, LCP and CLS — for the demo wall as stored and with
 * `?theme=standard`, and beside them the floor: the same first page of posts as static HTML
 * with no script, from a bare `node:http` server. One uncounted load warms the server and the
 * browser first. Every load starts on a page of another site (the other of `localhost` and
 * `127.0.0.1`), as a visitor's does who follows a link or a QR code: from Playwright's first
 * blank page, Chromium would keep the blank page's process for a page that asks nothing of
 * its process and start a new one for a page that sends `Cross-Origin-Opener-Policy`, which
 * times the process start for the wall and not for the floor (docs/performance.md, "Security
 * headers and the first paint").
 *
 * Run: `npx tsx bench/wall/wall.ts [runs per row = 3] [--slow] [--posts=30,1000]` against a build
 * (CHORUS_WEB_DIST, else apps/web/dist; this bench builds nothing). `--slow` throttles like
 * Lighthouse's mobile profile: 4x CPU, 150 ms round trips, 1.6 Mbit/s down. Loopback only;
 * stops by itself within its time budget. `measureWallPage` returns the rows, for the table
 * (bench/wall/bench.ts). Figures, not tests.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, testServerEnv } from '../../apps/web/e2e/browser.ts';
import { addDemoPost } from '../../apps/web/e2e/wall-fixtures.ts';
import { assertLoopback } from '../lib/bench.ts';
import {
  criticalGzipBytes,
  fileSize,
  kb,
  visitorWallGraph,
  wallLoadSteps,
} from './critical-path.ts';
import { floorHtml, serveFloor, type FloorPost } from './floor.ts';
import { installRecorder, readRecord, type PageRecord } from './page-metrics.ts';

// A post as the themes draw it: a card (masonry, standard) or a slide (slideshow).
const cardSelector = 'article.chorus-card, article.chorus-slide-post';

/** How to run the page loads. */
export interface WallPageOptions {
  /** Cold loads per row; the one whose first post painted soonest is kept. */
  readonly runs: number;
  /** Throttle like Lighthouse's mobile profile. */
  readonly slow: boolean;
  /** The web build the server serves. */
  readonly distDir: string;
  /** Wall sizes, in posts (default 30 and 1,000). */
  readonly sizes?: readonly number[];
  /** Called with each row as it is measured. */
  readonly onRow?: (row: WallPageRow) => void;
  readonly log?: (line: string) => void;
}

/** One measured page load. */
export interface WallSample {
  readonly record: PageRecord;
  /** Gzip bytes of the JS and CSS whose last byte arrived before FCP and the first post. */
  readonly beforeFcp: number;
  readonly beforePost: number;
  /** Bytes actually sent for those before the first post. */
  readonly wireBeforePost: number;
  /** The HTML document's body bytes as sent, and its `content-encoding` ('' when none). */
  readonly htmlBytes: number;
  readonly htmlEncoding: string;
  /**
   * The HTML and the CSS sent before the first post painted (the document, whole, plus every
   * stylesheet whose last byte arrived before it): what a visitor waits for before the posts.
   */
  readonly htmlCssBeforePost: number;
  /** Gzip bytes of every JS and CSS file the page fetched. */
  readonly total: number;
  readonly cards: number;
}

/** One row: a wall size, which page, and its best run. */
export interface WallPageRow {
  readonly posts: number;
  readonly page: 'theme' | 'standard' | 'slideshow' | 'floor';
  readonly name: string;
  readonly sample: WallSample;
}

/** Adds posts to the demo wall until it holds `total`, each with a local example image. */
async function fillDemoWall(server: RunningServer, have: number, total: number): Promise<void> {
  const start = Math.floor(Date.now() / 1000) - total * 60;
  for (let index = have; index < total; index++) {
    const sample = String((index % 13) + 1).padStart(2, '0');
    await addDemoPost(server, {
      title: `Bench post ${index}`,
      description: `<p>Post ${index} of the bench wall, with a few words to wrap over lines.</p>`,
      image: { url: `${server.address}/examples/sample-${sample}.svg`, width: 400, height: 300 },
      createdAt: start + index * 60,
    });
  }
}

async function demoPostCount(server: RunningServer): Promise<number> {
  const row = await server.database.db
    .selectFrom('posts')
    .innerJoin('walls', 'walls.id', 'posts.wall_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('walls.user_name', '=', 'demo')
    .where('posts.state', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The floor: the wall's first page of posts as plain HTML, served with no script at all. Its
 * pictures are the wall's, from the Chorus server: the feed gives their addresses relative to
 * it, and the floor's own server would answer them with its page.
 */
async function startFloor(server: RunningServer): Promise<{ url: string; close(): void }> {
  const response = await fetch(`${server.address}/api/posts?wall=demo&count=20`);
  const page = (await response.json()) as { posts: FloorPost[] };
  const onServer = (address: string) => new URL(address, server.address).href;
  return serveFloor(
    floorHtml(
      page.posts.map((post) => ({
        title: post.title,
        media: post.media.map((item) => ({ ...item, url: onServer(item.url) })),
      })),
    ),
  );
}

/**
 * A page of another site than `url`'s on `server` (a loopback server answering every path):
 * `localhost` and `127.0.0.1` are different sites to the browser.
 */
function anotherSite(url: string, server: { url: string }): string {
  const start = new URL(server.url);
  start.hostname = new URL(url).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return start.href;
}

/** One cold page load: a fresh context, the recorder, bounded waits. */
async function measure(
  browser: Browser,
  url: string,
  slow: boolean,
  gzipOf: (resourcePath: string) => number,
  elsewhere: { url: string },
): Promise<WallSample> {
  assertLoopback(url);
  const start = anotherSite(url, elsewhere);
  assertLoopback(start);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page: Page = await context.newPage();
  try {
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        // Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
        latency: 150,
        downloadThroughput: (1638.4 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(start, { waitUntil: 'load', timeout: 30_000 });
    await page.addInitScript(installRecorder, cardSelector);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const htmlEncoding = response?.headers()['content-encoding'] ?? '';
    await page.waitForSelector(cardSelector, { timeout: 30_000 });
    await page.waitForFunction(
      () => (window as unknown as { __wallBench: PageRecord }).__wallBench.firstPost !== null,
      undefined,
      { timeout: 10_000 },
    );
    // Let images land so LCP and CLS settle; bounded.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const { record, resources, document } = await page.evaluate(readRecord);
    const gzipBefore = (time: number | null) =>
      time === null
        ? 0
        : resources
            .filter((resource) => resource.responseEnd <= time)
            .reduce((sum, resource) => sum + gzipOf(resource.path), 0);
    const wireBefore = (time: number | null) =>
      resources
        .filter((resource) => time !== null && resource.responseEnd <= time)
        .reduce((sum, resource) => sum + resource.wireBytes, 0);
    return {
      record,
      beforeFcp: gzipBefore(record.fcp),
      beforePost: gzipBefore(record.firstPost),
      wireBeforePost: wireBefore(record.firstPost),
      htmlBytes: document?.wireBytes ?? 0,
      htmlEncoding,
      htmlCssBeforePost:
        (document?.wireBytes ?? 0) +
        resources
          .filter(
            (resource) =>
              resource.path.endsWith('.css') &&
              record.firstPost !== null &&
              resource.responseEnd <= record.firstPost,
          )
          .reduce((sum, resource) => sum + resource.wireBytes, 0),
      total: resources.reduce((sum, resource) => sum + gzipOf(resource.path), 0),
      cards: await page.locator(cardSelector).count(),
    };
  } finally {
    await context.close();
  }
}

/** Gzip bytes of a file of the build, by its URL path (0 when not in the build). */
function gzipSizes(distDir: string): (resourcePath: string) => number {
  const cache = new Map<string, number>();
  return (resourcePath) => {
    const file = resourcePath.replace(/^\//, '');
    if (!cache.has(file)) {
      cache.set(file, existsSync(path.join(distDir, file)) ? fileSize(distDir, file).gzipBytes : 0);
    }
    return cache.get(file) ?? 0;
  };
}

/** The run whose first post painted soonest: the one least disturbed by other work. */
function best(samples: readonly WallSample[]): WallSample {
  const time = (sample: WallSample) => sample.record.firstPost ?? Number.POSITIVE_INFINITY;
  return samples.reduce((winner, sample) => (time(sample) < time(winner) ? sample : winner));
}

function row(name: string, sample: WallSample): string {
  const ms = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)} ms`);
  return [
    name.padEnd(34),
    kb(sample.beforeFcp).padStart(9),
    kb(sample.beforePost).padStart(10),
    kb(sample.wireBeforePost).padStart(10),
    `${kb(sample.htmlCssBeforePost)}${sample.htmlEncoding ? ` ${sample.htmlEncoding}` : ''}`.padStart(
      13,
    ),
    ms(sample.record.fcp).padStart(8),
    ms(sample.record.firstPost).padStart(9),
    ms(sample.record.lcp).padStart(8),
    sample.record.cls.toFixed(3).padStart(6),
    String(sample.cards).padStart(6),
    `  ${sample.record.lcpElement ?? '-'}`,
  ].join(' ');
}

/** The header line of {@link row}. */
const header = `${'wall'.padEnd(34)} ${'JS+CSS<FCP'.padStart(9)} ${'JS+CSS<post'.padStart(10)} ${'wire<post'.padStart(10)} ${'HTML+CSS<post'.padStart(13)} ${'FCP'.padStart(8)} ${'1st post'.padStart(9)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)} ${'cards'.padStart(6)}  LCP element`;

/**
 * Starts a server on in-memory PGlite with the demo wall, and for each size fills the wall
 * and measures the wall's theme, `?theme=standard` and the static floor in Chromium.
 */
export async function measureWallPage(options: WallPageOptions): Promise<WallPageRow[]> {
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    throw new Error(
      `No web build in ${options.distDir}: build first (cd apps/web && npx vite build).`,
    );
  }
  const runs = Math.min(10, Math.max(1, options.runs));
  const gzipOf = gzipSizes(options.distDir);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-bench-wall-'));
  const rows: WallPageRow[] = [];
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  // Where every load starts: a page of another site (anotherSite).
  const elsewhere = await serveFloor(
    '<!doctype html><html lang="en"><title>elsewhere</title></html>',
  );
  try {
    server = await startServer(
      loadConfig(testServerEnv(dataDir, { CHORUS_WEB_DIST: options.distDir })),
    );
    assertLoopback(server.address);
    browser = await launchChromium();
    const running = server;
    const opened = browser;
    const bestOf = async (url: string) => {
      const samples: WallSample[] = [];
      for (let run = 0; run < runs; run++) {
        samples.push(await measure(opened, url, options.slow, gzipOf, elsewhere));
      }
      return best(samples);
    };
    const add = (row: WallPageRow) => {
      rows.push(row);
      options.onRow?.(row);
    };
    for (const total of options.sizes ?? [30, 1000]) {
      options.log?.(`wall: filling the demo wall to ${total} posts`);
      await fillDemoWall(running, await demoPostCount(running), total);
      // Uncounted: warms the server and the browser.
      await measure(opened, `${running.address}/demo`, options.slow, gzipOf, elsewhere);
      const pages = [
        ['theme', `${total} posts, the wall's theme`, `${running.address}/demo`],
        ['standard', `${total} posts, ?theme=standard`, `${running.address}/demo?theme=standard`],
        [
          'slideshow',
          `${total} posts, ?theme=slideshow`,
          `${running.address}/demo?theme=slideshow`,
        ],
      ] as const;
      for (const [page, name, url] of pages) {
        add({ posts: total, page, name, sample: await bestOf(url) });
      }
      const floor = await startFloor(running);
      try {
        add({
          posts: total,
          page: 'floor',
          name: `${total} posts, floor: static HTML`,
          sample: await bestOf(floor.url),
        });
      } finally {
        floor.close();
      }
    }
    return rows;
  } finally {
    elsewhere.close();
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const runs = Math.min(10, Math.max(1, Number(process.argv[2] ?? 3) || 3));
  const slow = process.argv.includes('--slow');
  // `--posts=30` (or `--posts=30,1000`): the wall sizes to measure.
  const postsArgument = process.argv.find((argument) => argument.startsWith('--posts='));
  const sizes = postsArgument
    ?.slice('--posts='.length)
    .split(',')
    .map(Number)
    .filter((size) => Number.isInteger(size) && size > 0);
  const distDir =
    process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
  /** The whole bench stops after this long, whatever it was doing. */
  const budgetMs = 300_000;
  const stopAll = setTimeout(() => {
    console.error(`bench/wall: the ${budgetMs / 1000} s budget ran out; stopping.`);
    process.exit(2);
  }, budgetMs);
  stopAll.unref();
  console.log(
    `Build: ${distDir}; best of ${runs} cold load(s) per row (soonest first post); ${slow ? '4x CPU, 150 ms RTT, 1.6 Mbit/s' : 'no throttling'}; viewport 1280x900.`,
  );
  const built = visitorWallGraph(distDir);
  if (built) {
    const { critical } = wallLoadSteps(built.graph, 'masonry');
    const parts = critical.map((step) => `${step.name} ${kb(step.gzipBytes)}`).join(' + ');
    console.log(
      `From the manifest (bench/wall/bundle.ts): ${parts} = ${kb(criticalGzipBytes(critical))} gzip.`,
    );
  }
  console.log(header);
  await measureWallPage({
    runs,
    slow,
    distDir,
    ...(sizes && sizes.length > 0 ? { sizes } : {}),
    onRow: (line) => console.log(row(line.name, line.sample)),
  });
  clearTimeout(stopAll);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
