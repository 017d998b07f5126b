/**
 * The masonry family in Chromium: every variant draws the demo wall, opens and closes the
 * overlay and shows the collection bar; late images shift nothing; a 10,000-post wall keeps a
 * bounded number of cards in the DOM while it scrolls.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  layoutShiftOf,
  openWatched as open,
  seriousAxeViolations,
  watchLayoutShift,
  startTestServer,
} from './browser.ts';
import { addWall, shownPostCount, wallChanged } from './wall-fixtures.ts';

const cards = 'article.chorus-card';
const cells = '.chorus-masonry-cell';
const waitLong = { timeout: 30_000 };
/** Each late image answers after this long. */
const imageDelayMs = 1500;

const variants = [
  ['standard', 'chorus-masonry--standard'],
  ['photo', 'chorus-masonry--photo'],
  ['photo_tall', 'chorus-masonry--photo-tall'],
  ['news', 'chorus-masonry--news'],
  ['pin', 'chorus-masonry--pin'],
  ['inverse', 'chorus-masonry--inverse'],
  ['tano', 'chorus-masonry--tano'],
] as const;

const json = (value: unknown) => sql`cast(${JSON.stringify(value)} as jsonb)`;

/** Adds `count` approved posts to a wall in bulk, newest first by index, as rows. */
async function insertPosts(
  server: RunningServer,
  userName: string,
  count: number,
  image?: (index: number) => { url: string; width: number; height: number },
): Promise<void> {
  const db = server.database.db;
  const wall = await db
    .selectFrom('walls')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  const source = await db
    .selectFrom('sources')
    .select('id')
    .where('wall_id', '=', wall.id)
    .executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const index = start + offset;
      const media = image
        ? [{ kind: 'image', alt: '', originalUrl: null, embedUrl: null, ...image(index) }]
        : [];
      return {
        wall_id: wall.id,
        source_id: source.id,
        network: 'custom',
        external_id: `masonry-${userName}-${index}`,
        author: json({ name: `Author ${index}`, username: `author${index}` }) as never,
        title: `Post ${index}`,
        description: 'Words '.repeat(5 + ((index * 7) % 40)),
        url: null,
        media: json(media) as never,
        created_at: now - index * 60,
        state: 'approved' as const,
      };
    });
    await db.insertInto('posts').values(rows).execute();
  }
  // Written behind the routes' back: the wall's kept pages and feed must go.
  await wallChanged(server, userName);
}

/** A loopback server whose images arrive late, each with its own shape. */
function slowImageServer(): Promise<Server> {
  const server = createServer((request, response) => {
    setTimeout(() => {
      const [, w = '400', h = '300'] = /(\d+)x(\d+)/.exec(request.url ?? '') ?? [];
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#2a9d8f"/></svg>`,
      );
    }, imageDelayMs);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The drawn cards' boxes, for checking that none overlaps another. */
function cellBoxes(page: Page) {
  return page
    .locator(cells)
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
}

function overlapping(boxes: readonly DOMRect[]): number {
  let found = 0;
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) found += 1;
    }),
  );
  return found;
}

describe('the masonry themes in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let images: Server;

  beforeAll(async () => {
    server = await startTestServer('masonry');
    images = await slowImageServer();
    const imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    const source = { network: 'custom', label: 'Bulk posts', crawled: true };
    await addWall(server, 'photo-wall', [source]);
    await insertPosts(server, 'photo-wall', 30, (index) => {
      const width = 400;
      const height = 200 + ((index * 47) % 400);
      // The file's real shape differs from the recorded one: only the record sizes the box.
      return { url: `${imageBase}/photo-${index}-${width + 100}x${height}.svg`, width, height };
    });
    await addWall(server, 'big-wall', [source]);
    await insertPosts(server, 'big-wall', 10_000);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => images?.close(resolve));
  });

  for (const [theme, className] of variants) {
    it(`${theme}: draws the demo wall, opens and closes the overlay, shows the collection bar`, async () => {
      const { page, problems } = await open(browser, `${server.address}/demo?theme=${theme}`);
      const wall = page.locator(`.chorus-wall[data-theme="${theme}"] .${className}`);
      await expect.poll(() => wall.count(), waitLong).toBe(1);
      const shown = await shownPostCount(server);
      await expect.poll(() => page.locator(cards).count(), waitLong).toBe(shown);
      expect(await page.locator('nav[aria-label="Collections"]').isVisible()).toBe(true);
      expect(overlapping(await cellBoxes(page))).toBe(0);
      // The demo's highlighted post spans two columns.
      const columns = Number(await wall.getAttribute('data-columns'));
      expect(columns).toBeGreaterThanOrEqual(2);
      const widths = await page
        .locator(cells)
        .evaluateAll((elements) => elements.map((element) => element.clientWidth));
      expect(Math.max(...widths)).toBeGreaterThan(Math.min(...widths) * 1.9);

      await page.getByRole('button', { name: 'Doors open' }).click();
      const dialog = page.locator('dialog.chorus-overlay[open]');
      await expect.poll(() => dialog.count(), waitLong).toBe(1);
      expect(await dialog.getByRole('heading', { name: 'Doors open' }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), waitLong).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('inverse: the call to action over a dark card reaches 4.5:1 (axe color-contrast)', async () => {
    await addWall(server, 'cta-wall', [{ network: 'custom', label: 'Tickets', crawled: true }]);
    const db = server.database.db;
    const wall = await db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', 'cta-wall')
      .executeTakeFirstOrThrow();
    const source = await db
      .selectFrom('sources')
      .select('id')
      .where('wall_id', '=', wall.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('posts')
      .values({
        wall_id: wall.id,
        source_id: source.id,
        network: 'custom',
        external_id: 'cta-post',
        author: json({ name: 'Box office', username: 'boxoffice' }) as never,
        title: 'Tickets on sale',
        description: 'Doors at eight; see you there.',
        url: null,
        media: json([]) as never,
        created_at: Math.floor(Date.now() / 1000),
        state: 'approved',
        cta: json({ url: 'https://tickets.example.org/', text: 'Get tickets' }) as never,
      })
      .execute();
    await wallChanged(server, 'cta-wall');
    const { page, problems } = await open(browser, `${server.address}/cta-wall?theme=inverse`);
    const cta = page.locator('.chorus-masonry--inverse a.chorus-cta', { hasText: 'Get tickets' });
    await expect.poll(() => cta.count(), waitLong).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // What axe measured, in figures: the button's text on its own background.
    const colours = await cta.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(31, 111, 235)']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows cols and mincolumnwidth from the address', async () => {
    const { page } = await open(browser, `${server.address}/demo?cols=2`);
    const wall = page.locator('.chorus-masonry');
    await expect.poll(() => wall.getAttribute('data-columns'), waitLong).toBe('2');
    expect(overlapping(await cellBoxes(page))).toBe(0);
    await page.goto(`${server.address}/demo?mincolumnwidth=500`, { waitUntil: 'networkidle' });
    await expect.poll(() => wall.getAttribute('data-columns'), waitLong).toBe('1');
    await page.close();
  });

  it('shifts nothing while the images of a 30-post wall arrive late', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await watchLayoutShift(page);
    await page.goto(`${server.address}/photo-wall?count=30`);
    const photos = page.locator(`${cards} .chorus-media img`);
    await expect.poll(() => photos.count(), waitLong).toBe(30);
    await expect.poll(() => page.locator(cells).count(), waitLong).toBe(30);
    const before = await cellBoxes(page);
    // Below the first screen images load lazily: scroll down the wall so every one is asked for.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(
        () =>
          photos.evaluateAll((list) =>
            (list as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    // Same boxes, relative to the page (the scroll is back at the top).
    expect(await cellBoxes(page)).toEqual(before);
    expect(overlapping(before)).toBe(0);
    const cls = await layoutShiftOf(page);
    console.log(`masonry: CLS on a 30-post wall with images ${imageDelayMs} ms late: ${cls}`);
    expect(cls).toBe(0);
    await page.close();
  });

  it('keeps a bounded number of cards in the DOM while a 10,000-post wall scrolls', async () => {
    const { page, problems } = await open(browser, `${server.address}/big-wall?count=100`);
    const wall = page.locator('.chorus-masonry');
    const loaded = async () => Number(await wall.getAttribute('data-post-count'));
    await expect.poll(loaded, waitLong).toBe(100);
    // Up to `virtualizeAbove` (300) posts every card is drawn; past it only those near the
    // viewport are.
    const counts: number[] = [];
    const drawnAll: number[] = [];
    const started = Date.now();
    // Infinite scroll: each time the bottom comes near, the next page of 100 arrives.
    while ((await loaded()) < 10_000) {
      const before = await loaded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(loaded, waitLong).toBeGreaterThan(before);
      const drawn = await page.locator(cards).count();
      if ((await loaded()) > 300) counts.push(drawn);
      else drawnAll.push(drawn);
    }
    const loadSeconds = (Date.now() - started) / 1000;
    // Then through the whole wall, top to bottom, a screen at a time in big steps.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += Math.round(height / 40)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect
        .poll(
          () =>
            page.locator(cells).evaluateAll(
              (elements) =>
                elements.some((element) => {
                  const box = element.getBoundingClientRect();
                  return box.top < window.innerHeight && box.bottom > 0;
                }),
              undefined,
            ),
          waitLong,
        )
        .toBe(true);
      counts.push(await page.locator(cards).count());
    }
    console.log(
      `masonry: 10,000 posts loaded in ${loadSeconds.toFixed(1)} s; cards in the DOM while ` +
        `scrolling: max ${Math.max(...counts)}, min ${Math.min(...counts)}`,
    );
    expect(drawnAll.every((count) => count <= 300)).toBe(true);
    expect(Math.max(...counts)).toBeLessThanOrEqual(150);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(overlapping(await cellBoxes(page))).toBe(0);

    // A card with the keyboard focus stays in the DOM when it scrolls far away.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = page.getByRole('button', { name: 'Post 0', exact: true });
    await expect.poll(() => first.count(), waitLong).toBe(1);
    await first.focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeLessThanOrEqual(150);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Post 0');
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});
