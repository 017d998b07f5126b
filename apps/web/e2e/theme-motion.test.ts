/**
 * WCAG 2.2.2 across the auto-moving themes in Chromium, on the seeded demo wall: a visitor
 * (no slideshowctrl) pauses each one by keyboard, nothing auto-moves under reduced motion unless
 * the wall turned "ignore reduced motion" on, the overlay holds the show and gives focus back to
 * the post that opened it, and the slide themes pass axe at 1280×900 and 390×844.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openWatched,
  seriousAxeViolations,
  startTestServer,
  withoutOwnerCheck,
} from './browser.ts';
import { liveReady } from './theme-fixtures.ts';
import { setDemoProfile } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const slideFrame = 'section.chorus-slideshow';
const slideThemes = ['slideshow', 'kenburns', 'qa'] as const;
/** Each moving theme and the element whose data-moving says whether it moves. */
const movingThemes = {
  slider: '.chorus-theme-slider',
  waterfall: '.chorus-theme-waterfall',
  'realtime-grid': '.chorus-theme-realtime-grid',
  mosaic: '.chorus-theme-mosaic',
} as const;

/** The accessible name of the focused element (its aria-label, else its text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.innerText.trim() ?? '';
  });
}

/** Presses Tab until the focused element is called `name` (at most 60 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('pausing the auto-moving themes in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  const setProfile = (profile: Record<string, unknown>) => setDemoProfile(server, profile);

  beforeAll(async () => {
    server = await startTestServer('motion');
    browser = await launchChromium();
    await setProfile({ autoscroll: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const themeUrl = (theme: string) => `${server.address}/demo?theme=${theme}`;

  it('lets a visitor pause every auto-advancing theme by keyboard', async () => {
    for (const theme of slideThemes) {
      const { page, problems } = await openWatched(browser, themeUrl(theme));
      await expect
        .poll(() => page.locator(slideFrame).getAttribute('data-controls'), waitLong)
        .toBe('reduced');
      expect(await page.locator(slideFrame).getAttribute('data-playing')).toBe('true');
      await tabTo(page, 'Pause');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator(slideFrame).getAttribute('data-playing'), waitLong)
        .toBe('false');
      expect(await focusedName(page)).toBe('Play');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator(slideFrame).getAttribute('data-playing'), waitLong)
        .toBe('true');
      expect(withoutOwnerCheck(problems), theme).toEqual([]);
      await page.close();
    }
    for (const [theme, root] of Object.entries(movingThemes)) {
      let live: Promise<void> = Promise.resolve();
      const { page, problems } = await openWatched(browser, themeUrl(theme), undefined, (page) => {
        live = liveReady(page);
        return Promise.resolve();
      });
      await expect.poll(() => page.locator(root).count(), waitLong).toBe(1);
      // Hydrated before the keys: the server-drawn Pause button answers only then.
      await live;
      await tabTo(page, 'Pause');
      await page.keyboard.press('Enter');
      expect(await focusedName(page)).toBe('Play');
      expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.locator(root).getAttribute('data-moving'), theme).toBe('false');
      expect(withoutOwnerCheck(problems), theme).toEqual([]);
      await page.close();
    }
  });

  it('moves nothing under reduced motion, unless the wall ignores it for an event screen', async () => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      for (const theme of slideThemes) {
        await page.goto(themeUrl(theme), { waitUntil: 'networkidle' });
        await expect
          .poll(() => page.locator(slideFrame).getAttribute('data-playing'), waitLong)
          .toBe('false');
        expect(await page.locator('.chorus-slide-stage').getAttribute('data-motion')).toBe(
          'paused',
        );
        // The bar stays shown with its Play button, so the visitor may still start the show.
        expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(1);
      }
      for (const [theme, root] of Object.entries(movingThemes)) {
        await page.goto(themeUrl(theme), { waitUntil: 'networkidle' });
        await expect.poll(() => page.locator(root).count(), waitLong).toBe(1);
        await expect
          .poll(() => page.getByRole('button', { name: 'Play' }).count(), waitLong)
          .toBe(1);
        expect(await page.locator(root).getAttribute('data-moving'), theme).toBe('false');
      }

      // An event screen: the owner turned "ignore reduced motion" on for this wall.
      await setProfile({ autoscroll: true, ignoreReducedMotion: true });
      await page.goto(themeUrl('slideshow'), { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.locator('.chorus-slide-stage').getAttribute('data-motion'), waitLong)
        .toBe('running');
      expect(await page.locator(slideFrame).getAttribute('data-playing')).toBe('true');
      await page.goto(themeUrl('slider'), { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.locator(movingThemes.slider).getAttribute('data-moving'), waitLong)
        .toBe('true');
    } finally {
      await setProfile({ autoscroll: true });
      await context.close();
    }
  });

  it('holds the show while the overlay is open and gives focus back to the post', async () => {
    const { page, problems } = await openWatched(browser, themeUrl('slideshow'));
    const stage = page.locator('.chorus-slide-stage');
    await expect.poll(() => stage.getAttribute('data-motion'), waitLong).toBe('running');
    const opener = page.locator('.chorus-slide .chorus-slide-title button');
    await opener.focus();
    // Focus on the post holds the show.
    expect(await stage.getAttribute('data-motion')).toBe('held');
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.chorus-overlay[open]');
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await stage.getAttribute('data-motion')).toBe('held');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();

    // A card of a moving theme: the same hold and focus return.
    const grid = await openWatched(browser, themeUrl('waterfall'));
    const root = grid.page.locator(movingThemes.waterfall);
    await expect.poll(() => root.getAttribute('data-moving'), waitLong).toBe('true');
    const card = grid.page.locator('.chorus-waterfall-item .chorus-open').first();
    await card.focus();
    expect(await root.getAttribute('data-moving')).toBe('false');
    await grid.page.keyboard.press('Enter');
    await expect.poll(() => grid.page.locator('dialog.chorus-overlay[open]').count()).toBe(1);
    await grid.page.keyboard.press('Escape');
    await expect.poll(() => grid.page.locator('dialog.chorus-overlay[open]').count()).toBe(0);
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(withoutOwnerCheck([...problems, ...grid.problems])).toEqual([]);
    await grid.page.close();
  });

  it('has no serious axe violations on the slide themes at 1280x900 and 390x844', async () => {
    for (const theme of slideThemes) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { page } = await openWatched(browser, themeUrl(theme), viewport);
        await expect.poll(() => page.locator(slideFrame).count(), waitLong).toBe(1);
        expect(await seriousAxeViolations(page), `${theme} ${viewport.width}`).toEqual([]);
        await page.close();
      }
    }
  });
});
