/**
 * Issue 15's wall languages in Chromium: a wall set to German reads German to a visitor whose
 * browser is English (its server-drawn page says `lang="de"`, hydrates without a mismatch, and
 * its "More Posts" button, collection bar, overlay, share labels and relative times are German);
 * the right-to-left pseudo-locale (`?lang=ar-XB`) mirrors the masonry wall without overlapping
 * cards; axe-core finds no serious or critical violation on either.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  seriousAxeViolations,
  startTestServer,
  wallHydrated,
  withoutOwnerCheck,
} from './browser.ts';
import { demoWall, setDemoProfile } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const cards = 'article.chorus-card';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
// What Intl.RelativeTimeFormat('de', { numeric: 'auto' }) writes for a past time.
const germanRelativeTime = /^(vor \d+ \p{L}+|gestern|vorgestern|jetzt|letzte[nrs]? \p{L}+)$/u;

interface Watched {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: string[];
}

/** Opens `path` in a fresh context of an English-speaking browser, collecting errors. */
async function openEnglish(
  browser: Browser,
  url: string,
  options: { userAgent?: string; viewport?: { width: number; height: number } } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { context, page, problems };
}

/** The boxes of the wall's cards, rounded to whole px. */
function cardBoxes(page: Page) {
  return page.locator(cards).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        id: element.getAttribute('data-post-id') ?? '',
        left: Math.round(box.left),
        right: Math.round(box.right),
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
      };
    }),
  );
}

type Box = Awaited<ReturnType<typeof cardBoxes>>[number];

/** Pairs of cards whose boxes overlap by more than a pixel each way. */
function overlaps(boxes: readonly Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) found.push(`${a.id} × ${b.id}`);
    }
  });
  return found;
}

describe('a wall in its own language', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('wall-language');
    browser = await launchChromium();
    const { wallId } = await demoWall(server);
    const wall = await server.database.db
      .selectFrom('walls')
      .select('display_profile')
      .where('id', '=', wallId)
      .executeTakeFirstOrThrow();
    const profile = (wall.display_profile ?? {}) as Record<string, unknown>;
    await setDemoProfile(server, { ...profile, language: 'de' });
    // Posts with an address get share links (the demo's seeded posts have none).
    await server.database.db
      .updateTable('posts')
      .set({ url: 'https://example.test/post' })
      .where('wall_id', '=', wallId)
      .execute();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is drawn in German on the server: <html lang="de">, German labels in the HTML', async () => {
    const response = await fetch(`${server.address}/demo`, {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const html = await response.text();
    expect(html).toMatch(/<html lang="de" dir="ltr">/);
    expect(html).toContain('aria-label="Sammlungen"');
    expect(html).not.toContain('aria-label="Collections"');
  });

  it('reads German to an English browser: More Posts, relative times, overlay, share', async () => {
    const { context, page, problems } = await openEnglish(browser, `${server.address}/demo`, {
      userAgent: iphone,
      viewport: { width: 390, height: 844 },
    });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    // The phone's "More Posts" button, in German, and no English one.
    expect(await page.getByRole('button', { name: 'Weitere Beiträge' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'More Posts' }).count()).toBe(0);

    // Relative times through Intl in German.
    const times = await page.locator(`${cards} time.chorus-time`).allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time.trim()).toMatch(germanRelativeTime);

    // Share labels on a card with a link, then in its overlay with the close button.
    const shared = page
      .locator(cards)
      .filter({ has: page.locator('ul.chorus-share') })
      .first();
    expect(await shared.getByRole('list', { name: 'Teilen' }).count()).toBe(1);
    await shared.locator('.chorus-open').click();
    const overlay = page.locator('dialog[open]');
    await expect.poll(() => overlay.count(), waitLong).toBe(1);
    expect(await overlay.getByRole('button', { name: 'Schließen' }).count()).toBe(1);
    const share = overlay.getByRole('list', { name: 'Teilen' });
    expect(await share.count()).toBe(1);
    expect(await share.getByRole('link', { name: 'E-Mail' }).count()).toBe(1);
    const mail = await share.getByRole('link', { name: 'E-Mail' }).getAttribute('href');
    expect(decodeURIComponent(mail ?? '')).toContain(
      'subject=Schau dir diesen Link an, den ich gefunden habe!',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the German collection bar and search on a desktop, axe-clean', async () => {
    const { context, page, problems } = await openEnglish(browser, `${server.address}/demo`);
    await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
    const bar = page.getByRole('navigation', { name: 'Sammlungen' });
    expect(await bar.count()).toBe(1);
    expect(await bar.getByRole('link', { name: 'Alle Beiträge' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await context.close();
  }, 120_000);

  it('mirrors the masonry wall right to left under ar-XB, with no overlapping cards', async () => {
    const viewport = { width: 1280, height: 900 };
    const centres = async (path: string) => {
      const { context, page, problems } = await openEnglish(browser, `${server.address}${path}`, {
        viewport,
      });
      await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
      await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(3);
      // Laid out: the masonry measures, then places; wait until two reads agree.
      let previous = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify(await cardBoxes(page));
          const settled = now === previous;
          previous = now;
          return settled;
        }, waitLong)
        .toBe(true);
      const grid = await page
        .locator('.chorus-masonry-grid')
        .first()
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { left: box.left, right: box.right };
        });
      const boxes = await cardBoxes(page);
      const dir = await page.locator('html').getAttribute('dir');
      const axe = await seriousAxeViolations(page);
      await context.close();
      return { grid, boxes, dir, axe, problems: withoutOwnerCheck(problems) };
    };
    const ltr = await centres('/demo?lang=en');
    const rtl = await centres('/demo?lang=ar-XB');
    expect(ltr.dir).toBe('ltr');
    expect(rtl.dir).toBe('rtl');
    expect(rtl.axe).toEqual([]);
    expect(rtl.problems).toEqual([]);
    expect(overlaps(rtl.boxes)).toEqual([]);
    // Each card sits where its left-to-right place is, mirrored across the grid.
    const mirrored = (box: Box, grid: { left: number; right: number }) =>
      Math.round(grid.left + grid.right - box.right);
    const placesLtr = new Map(ltr.boxes.map((box) => [box.id, box.left]));
    const compared = rtl.boxes.filter((box) => placesLtr.has(box.id));
    expect(compared.length).toBeGreaterThan(3);
    for (const box of compared) {
      expect(Math.abs(mirrored(box, rtl.grid) - (placesLtr.get(box.id) ?? 0))).toBeLessThanOrEqual(
        2,
      );
    }
    // Not the same as the left-to-right wall: the leftmost card moved to the other side.
    const leftmost = [...ltr.boxes].sort((a, b) => a.left - b.left)[0] as Box;
    const moved = rtl.boxes.find((box) => box.id === leftmost.id) as Box;
    expect(moved.left - leftmost.left).toBeGreaterThan(100);
  }, 180_000);
});
