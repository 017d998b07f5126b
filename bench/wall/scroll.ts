/**
 * A masonry wall of many posts (10,000 by default) in headless Chromium: the wall is loaded
 * page by page (infinite scroll, 100 posts a page) until it holds them all, then scrolled from
 * the top at a steady speed while the page records every `requestAnimationFrame` interval and
 * the number of DOM elements, and Chromium's own counters (CDP `Performance.getMetrics`) give
 * the main thread's layouts, style recalculations and script, layout and task time per frame:
 * figures that depend less on how busy the machine is than frame intervals do. Beside it, the
 * floor: the same posts as one static HTML page with no script, scrolled the same way.
 *
 * Run: `npx tsx bench/wall/scroll.ts [posts = 10000] [scroll seconds = 10]` against a build
 * (CHORUS_WEB_DIST, else apps/web/dist). Loopback only; loading and scrolling are bounded in
 * time. Figures, not tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { jsonb } from '../../apps/server/src/db/json.ts';
import { launchChromium, testServerEnv } from '../../apps/web/e2e/browser.ts';
import { addWall } from '../../apps/web/e2e/wall-fixtures.ts';
import { assertLoopback } from '../lib/bench.ts';
import { summarize } from '../lib/table.ts';
import { floorHtml, serveFloor, type FloorPost } from './floor.ts';

/** The size and time bounds of a run. */
export interface ScrollOptions {
  readonly posts: number;
  /** How long the measured scroll lasts. */
  readonly scrollSeconds: number;
  /** How long loading the wall page by page may take at most. */
  readonly loadSeconds: number;
  readonly distDir: string;
  readonly log?: (line: string) => void;
}

/** What one scroll measured. */
export interface ScrollResult {
  /** Posts the page held when the scroll started. */
  readonly loaded: number;
  /** Most DOM elements seen during the scroll. */
  readonly maxElements: number;
  /** Frame intervals (ms), with their p50 and p95. */
  readonly frames: number;
  readonly p50FrameMs: number;
  readonly p95FrameMs: number;
  /** How far the page scrolled, in px. */
  readonly scrolledPx: number;
  /** Chromium's main-thread work during the scroll, per frame. */
  readonly perFrame: FrameWork;
}

/** Main-thread work per frame, from Chromium's performance counters. */
export interface FrameWork {
  /** Layouts and style recalculations (1 each is the browser's own per frame). */
  readonly layouts: number;
  readonly styleRecalcs: number;
  /** Time in script, in layout plus style, and in every task, in ms. */
  readonly scriptMs: number;
  readonly layoutMs: number;
  readonly taskMs: number;
}

/** Pixels scrolled per frame: a brisk, steady flick. */
const stepPx = 120;
const wallName = 'scroll-wall';

function bodyOf(index: number): string {
  return `Post ${index} of the scroll bench. ${'Some words to wrap. '.repeat(1 + (index % 9))}`;
}

/** A wall of `count` approved text posts of varied length, written in batches. */
async function seedBigWall(server: RunningServer, count: number): Promise<void> {
  await addWall(server, wallName, [{ network: 'custom', label: 'Bench posts', crawled: true }]);
  const db = server.database.db;
  const { wallId, sourceId } = await db
    .selectFrom('sources')
    .innerJoin('walls', 'walls.id', 'sources.wall_id')
    .select(['walls.id as wallId', 'sources.id as sourceId'])
    .where('walls.user_name', '=', wallName)
    .executeTakeFirstOrThrow();
  const newest = Math.floor(Date.now() / 1000);
  const batch = 500;
  for (let first = 0; first < count; first += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - first) }, (_, i) => first + i);
    await db
      .insertInto('posts')
      .values(
        indexes.map((index) => ({
          wall_id: wallId,
          source_id: sourceId,
          network: 'custom',
          external_id: `scroll-bench-${index}`,
          author: jsonb({ name: `Author ${index % 50}` }) as never,
          title: `Post ${index}`,
          description: `<p>${bodyOf(index)}</p>`,
          url: null,
          media: jsonb([]) as never,
          created_at: newest - index * 60,
          state: 'approved' as const,
        })),
      )
      .execute();
  }
}

/** In the page: scrolls `stepPx` per frame for `seconds` from the top, timing every frame. */
function scrollAndTime(args: { stepPx: number; seconds: number }) {
  return new Promise<{ deltas: number[]; maxElements: number; scrolledPx: number }>((resolve) => {
    window.scrollTo(0, 0);
    const deltas: number[] = [];
    let maxElements = document.getElementsByTagName('*').length;
    let last = 0;
    let start = 0;
    let frame = 0;
    const tick = (now: number) => {
      if (start === 0) start = now;
      else deltas.push(now - last);
      last = now;
      frame += 1;
      if (frame % 10 === 0) {
        maxElements = Math.max(maxElements, document.getElementsByTagName('*').length);
      }
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight;
      if (now - start >= args.seconds * 1000) {
        maxElements = Math.max(maxElements, document.getElementsByTagName('*').length);
        resolve({ deltas, maxElements, scrolledPx: window.scrollY });
        return;
      }
      // At the bottom, start again from the top: the scroll lasts its time whatever the height.
      if (bottom) window.scrollTo(0, 0);
      else window.scrollBy(0, args.stepPx);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

type Counters = Map<string, number>;

async function counters(cdp: CDPSession): Promise<Counters> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return new Map(metrics.map((metric) => [metric.name, metric.value]));
}

function frameWork(before: Counters, after: Counters, frames: number): FrameWork {
  const per = (name: string, scale = 1) =>
    (((after.get(name) ?? 0) - (before.get(name) ?? 0)) * scale) / Math.max(1, frames);
  return {
    layouts: per('LayoutCount'),
    styleRecalcs: per('RecalcStyleCount'),
    scriptMs: per('ScriptDuration', 1000),
    layoutMs: per('LayoutDuration', 1000) + per('RecalcStyleDuration', 1000),
    taskMs: per('TaskDuration', 1000),
  };
}

async function timeScroll(page: Page, seconds: number, loaded: number): Promise<ScrollResult> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await counters(cdp);
  const { deltas, maxElements, scrolledPx } = await page.evaluate(scrollAndTime, {
    stepPx,
    seconds,
  });
  const after = await counters(cdp);
  await cdp.detach();
  const frames = summarize(deltas);
  return {
    loaded,
    maxElements,
    frames: frames.count,
    p50FrameMs: frames.p50,
    p95FrameMs: frames.p95,
    scrolledPx,
    perFrame: frameWork(before, after, frames.count),
  };
}

/** Loads the masonry wall page by page until it holds every post or the time is up. */
async function loadWall(page: Page, options: ScrollOptions, address: string): Promise<number> {
  const url = `${address}/${wallName}?count=100`;
  assertLoopback(url);
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  const wall = page.locator('.chorus-masonry');
  await wall.waitFor({ timeout: 30_000 });
  const loaded = async () => Number((await wall.getAttribute('data-post-count')) ?? 0);
  const deadline = Date.now() + options.loadSeconds * 1000;
  let have = await loaded();
  let stalled = 0;
  while (have < options.posts && Date.now() < deadline && stalled < 100) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    const now = await loaded();
    stalled = now > have ? 0 : stalled + 1;
    have = now;
  }
  return have;
}

/** The masonry wall and its static floor, scrolled the same way. */
export async function measureScroll(
  options: ScrollOptions,
): Promise<{ wall: ScrollResult; floor: ScrollResult }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-bench-scroll-'));
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startServer(
      loadConfig(testServerEnv(dataDir, { CHORUS_WEB_DIST: options.distDir })),
    );
    assertLoopback(server.address);
    options.log?.(`scroll: seeding a wall of ${options.posts} posts`);
    await seedBigWall(server, options.posts);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // tsx keeps function names with an `__name` helper that the page does not have; the
    // functions this bench runs in the page need it.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    try {
      const page = await context.newPage();
      options.log?.('scroll: loading the masonry wall page by page');
      const loaded = await loadWall(page, options, server.address);
      options.log?.(`scroll: ${loaded} posts loaded; scrolling`);
      const wall = await timeScroll(page, options.scrollSeconds, loaded);
      const posts: FloorPost[] = Array.from({ length: loaded }, (_, index) => ({
        title: `Post ${index}`,
        description: bodyOf(index),
        media: [],
      }));
      const floorServer = await serveFloor(floorHtml(posts));
      try {
        const floorPage = await context.newPage();
        await floorPage.goto(floorServer.url, { waitUntil: 'load', timeout: 60_000 });
        const floor = await timeScroll(floorPage, options.scrollSeconds, loaded);
        return { wall, floor };
      } finally {
        floorServer.close();
      }
    } finally {
      await context.close();
    }
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const posts = Math.min(20_000, Math.max(100, Number(process.argv[2] ?? 10_000) || 10_000));
  const scrollSeconds = Math.min(60, Math.max(2, Number(process.argv[3] ?? 10) || 10));
  const distDir =
    process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
  const { wall, floor } = await measureScroll({
    posts,
    scrollSeconds,
    loadSeconds: 240,
    distDir,
    log: (line) => console.log(line),
  });
  for (const [name, result] of [
    ['masonry wall', wall],
    ['floor: static HTML', floor],
  ] as const) {
    const work = result.perFrame;
    console.log(
      `${name.padEnd(20)} ${result.loaded} posts: max ${result.maxElements} DOM elements; ` +
        `${result.frames} frames, p50 ${result.p50FrameMs.toFixed(1)} ms, p95 ${result.p95FrameMs.toFixed(1)} ms; scrolled to ${result.scrolledPx} px\n` +
        `${''.padEnd(20)} per frame: ${work.layouts.toFixed(2)} layouts, ${work.styleRecalcs.toFixed(2)} style recalcs; ` +
        `script ${work.scriptMs.toFixed(2)} ms, layout+style ${work.layoutMs.toFixed(2)} ms, all tasks ${work.taskMs.toFixed(2)} ms`,
    );
  }
}
