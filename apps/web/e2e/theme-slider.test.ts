/**
 * The horizontal slider in Chromium on the seeded demo wall: its row of posts (not the plain
 * list), the arrows by keyboard, the overlay, the mobile limits, a live approval arriving at the
 * front, the autoscroll and its Pause button, reduced motion, and axe at two sizes.
 */
import { type RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openWatched,
  seriousAxeViolations,
  startTestServer,
  withoutOwnerCheck,
} from './browser.ts';
import { addDemoPost, approveDemoPost, demoWall } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const slider = '.chorus-wall[data-theme="slider"] .chorus-theme-slider';
const items = `${slider} li.chorus-slider-item`;

function itemIds(page: Page): Promise<string[]> {
  return page
    .locator(items)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-post-id')!));
}

describe('the horizontal slider in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let wallId: number;

  const setProfile = (profile: Record<string, unknown>) =>
    server.database.db
      .updateTable('walls')
      .set({ display_profile: sql`cast(${JSON.stringify(profile)} as jsonb)` as never })
      .where('id', '=', wallId as never)
      .execute();

  beforeAll(async () => {
    server = await startTestServer('slider');
    browser = await launchChromium();
    wallId = Number((await demoWall(server)).wallId);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (url: string, viewport = { width: 1280, height: 900 }) => {
    let live: Promise<void> = Promise.resolve();
    const watched = await openWatched(browser, url, viewport, async (page) => {
      // Resolves once the wall's live channel said it is subscribed (its `ready` frame).
      live = new Promise<void>((resolve) => {
        page.on('websocket', (socket) => {
          socket.on('framereceived', (frame) => {
            if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve();
          });
        });
      });
    });
    await expect.poll(() => watched.page.locator(items).count(), waitLong).toBeGreaterThan(1);
    return { ...watched, live };
  };

  it('draws one row of 280 px posts 20 px apart, moved by the arrows, and opens the overlay', async () => {
    const { page, problems } = await open(`${server.address}/demo?theme=slider`);
    // Its own layout, not the plain list; no collection bar.
    expect(await page.locator('.chorus-simple-list').count()).toBe(0);
    expect(await page.locator('nav[aria-label="Collections"]').count()).toBe(0);
    const boxes = await page
      .locator(items)
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    expect(boxes[0]!.width).toBe(280);
    expect(boxes[1]!.left - boxes[0]!.right).toBe(20);
    expect(boxes[1]!.top).toBe(boxes[0]!.top);

    // The labelled arrows work by keyboard.
    const next = page.getByRole('button', { name: 'Next post' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(slider).getAttribute('data-position'), waitLong).toBe('1');
    await page.getByRole('button', { name: 'Previous post' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(slider).getAttribute('data-position'), waitLong).toBe('0');

    // A post opens the overlay; Escape closes it and focus returns to the opener.
    const opener = page.locator(`${items} .chorus-card`).first().getByRole('button').first();
    await opener.click();
    const dialog = page.locator('dialog.chorus-overlay[open]');
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect
      .poll(() => opener.evaluate((element) => element === document.activeElement), waitLong)
      .toBe(true);
    // Inside the row, the right arrow key moves it too.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator(slider).getAttribute('data-position'), waitLong).toBe('1');
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('shows at most 13 posts on mobile, never narrower than 200 px', async () => {
    try {
      await setProfile({ sliderwidth: 120, sliderpadding: 10 });
      const { page } = await open(`${server.address}/demo?theme=slider`, {
        width: 390,
        height: 844,
      });
      expect(await page.locator(items).count()).toBeLessThanOrEqual(13);
      const box = await page.locator(items).first().boundingBox();
      expect(box?.width).toBe(200);
      await page.close();
    } finally {
      await setProfile({});
    }
  });

  it('puts a live approval at the front', async () => {
    const postId = await addDemoPost(server, { title: 'Just approved', state: 'pending' });
    const { page, problems, live } = await open(`${server.address}/demo?theme=slider`);
    await live;
    expect(await itemIds(page)).not.toContain(postId);
    const before = await itemIds(page);
    await approveDemoPost(server, postId);
    await expect.poll(() => itemIds(page), waitLong).toContain(postId);
    // At the front: ahead of every post shown before, after the wall's one pinned post.
    const after = await itemIds(page);
    expect(after.indexOf(postId)).toBeLessThan(2);
    expect(after.filter((id) => id !== postId)).toEqual(before);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('autoscrolls when the profile asks; the Pause button stops it by keyboard', async () => {
    try {
      await setProfile({ autoscroll: true });
      const { page, problems } = await open(`${server.address}/demo?theme=slider`);
      await page.mouse.move(1, 1);
      await expect
        .poll(
          async () => Number(await page.locator(slider).getAttribute('data-position')),
          waitLong,
        )
        .toBeGreaterThan(0);
      expect(await page.locator(slider).getAttribute('data-moving')).toBe('true');
      const pause = page.getByRole('button', { name: 'Pause' });
      await pause.focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.locator(slider).getAttribute('data-moving')).toBe('false');
      await page.keyboard.press('Space');
      expect(await page.locator(slider).getAttribute('data-moving')).toBe('true');
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();

      // Under reduced motion nothing moves.
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 900 },
      });
      const still = await context.newPage();
      await still.goto(`${server.address}/demo?theme=slider`, { waitUntil: 'networkidle' });
      await expect.poll(() => still.locator(items).count(), waitLong).toBeGreaterThan(0);
      await expect
        .poll(() => still.locator(slider).getAttribute('data-moving'), waitLong)
        .toBe('false');
      expect(await still.locator(slider).getAttribute('data-position')).toBe('0');
      await context.close();
    } finally {
      await setProfile({});
    }
  });

  it('has no serious axe violations at 1280x900 and 390x844', async () => {
    try {
      await setProfile({ autoscroll: true });
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { page } = await open(`${server.address}/demo?theme=slider`, viewport);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.close();
      }
    } finally {
      await setProfile({});
    }
  });
});
