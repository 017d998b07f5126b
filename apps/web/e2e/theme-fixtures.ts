/**
 * What the event-theme browser tests share: a server with the seeded demo wall and a browser
 * for the whole file, a page opened on a theme and waited for until its posts are drawn (with a
 * promise for the live channel's `ready` frame), the overlay's open-close-focus round trip, the
 * same wall under reduced motion, and axe at the two sizes every screen is checked at.
 */
import type { RunningServer } from '@chorus/server';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  launchChromium,
  openWatched,
  seriousAxeViolations,
  startTestServer,
  type WatchedPage,
} from './browser.ts';

/** How long a poll waits for what the page should come to show. */
export const waitLong = { timeout: 30_000 };

/** The two viewports every screen is checked at: a laptop and a phone. */
export const checkedViewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The `data-post-id` of every element `selector` finds, in document order. */
export function postIdsAt(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-post-id')!));
}

/**
 * Resolves when the page's wall channel says it is subscribed (its `ready` frame): the wall has
 * hydrated (the socket opens in an effect), so its controls answer. Call before navigating.
 */
export function liveReady(page: Page): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve();
      });
    });
  });
}

/** A theme page, and a promise that the wall's live channel said it is subscribed. */
export interface ThemePage extends WatchedPage {
  readonly live: Promise<void>;
}

/** One test file's server, browser and ways to open its theme. */
export interface ThemeSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * Opens `url` (a path of the server, such as `/demo?theme=waterfall`) and waits until the
   * theme's posts (`posts`) number more than `moreThan`.
   */
  open(url: string, viewport?: { width: number; height: number }): Promise<ThemePage>;
  /** Opens `url` with reduced motion emulated, once its posts are drawn; close its context. */
  openReduced(url: string): Promise<{ readonly page: Page; close(): Promise<void> }>;
  /** The serious and critical axe violations of `url` at {@link checkedViewports}. */
  axeAtCheckedSizes(url: string): Promise<string[]>;
}

/**
 * Starts a server (`name` names its data folder) and Chromium before the file's tests and stops
 * them after. `posts` is the selector of the theme's drawn posts; `seed` runs once the server
 * is up.
 */
export function useThemeSuite(
  name: string,
  options: {
    readonly posts: string;
    readonly moreThan?: number;
    readonly seed?: (server: RunningServer) => Promise<void>;
  },
): ThemeSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const moreThan = options.moreThan ?? 0;
  const started = () => {
    if (!server || !browser) throw new Error('The theme suite has not started yet.');
    return { server, browser };
  };

  beforeAll(async () => {
    server = await startTestServer(name);
    browser = await launchChromium();
    await options.seed?.(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const suite: ThemeSuite = {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    async open(url, viewport = checkedViewports[0]) {
      const { server, browser } = started();
      let live: Promise<void> = Promise.resolve();
      const watched = await openWatched(browser, `${server.address}${url}`, viewport, (page) => {
        live = liveReady(page);
        return Promise.resolve();
      });
      await expect
        .poll(() => watched.page.locator(options.posts).count(), waitLong)
        .toBeGreaterThan(moreThan);
      return { ...watched, live };
    },
    async openReduced(url) {
      const { server, browser } = started();
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: checkedViewports[0],
      });
      const page = await context.newPage();
      await page.goto(`${server.address}${url}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator(options.posts).count(), waitLong).toBeGreaterThan(0);
      return { page, close: () => context.close() };
    },
    async axeAtCheckedSizes(url) {
      const found: string[] = [];
      for (const viewport of checkedViewports) {
        const { page } = await suite.open(url, viewport);
        found.push(...(await seriousAxeViolations(page)));
        await page.close();
      }
      return found;
    },
  };
  return suite;
}

/**
 * Opens the post overlay from `opener` (a click, unless `openWith` does it otherwise), closes it
 * with Escape, and expects focus back on `opener`.
 */
export async function expectOverlayRoundTrip(
  page: Page,
  opener: Locator,
  openWith: () => Promise<void> = () => opener.click(),
): Promise<void> {
  await openWith();
  const dialog = page.locator('dialog.chorus-overlay[open]');
  await expect.poll(() => dialog.count(), waitLong).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count(), waitLong).toBe(0);
  await expect
    .poll(() => opener.evaluate((element) => element === document.activeElement), waitLong)
    .toBe(true);
}
