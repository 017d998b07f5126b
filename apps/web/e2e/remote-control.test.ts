/**
 * The remote control in Chromium: the demo wall's owner opens `/demo/edit/remote` (from the
 * moderation screen's link) and drives two open screens of the wall, a slideshow and a
 * waterfall, over the live channel: forward and back move the slideshow, pause stops both and
 * play starts them again, the speed slider sets the waterfall's speed, and "Show now" puts one
 * post on both screens; an open realtime grid takes the remote's grid sliders, forward and back.
 * A refused channel says so. Axe at 1280×900 and 390×844.
 * (A pin made in moderation reordering an open wall: theme-live-updates.test.ts.)
 */
import { type RunningServer } from '@chorus/server';
import { liveMessages } from '@chorus/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openWatched,
  seriousAxeViolations,
  slide,
  startTestServer,
  withoutOwnerCheck,
} from './browser.ts';
import { demoOwnerContext, setDemoProfile, type FeedApiPost } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const owner = {
  username: 'remoteowner',
  email: 'remoteowner@example.org',
  password: 'secret-pass',
};
const show = 'section.chorus-slideshow';
const waterfall = '.chorus-wall[data-theme="waterfall"] .chorus-theme-waterfall';

/** Opens a wall screen and waits until its live channel said `ready`. */
async function openScreen(browser: Browser, url: string) {
  let live: Promise<void> = Promise.resolve();
  const watched = await openWatched(browser, url, { width: 1280, height: 800 }, async (page) => {
    live = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => {
          if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve();
        });
      });
    });
  });
  await live;
  return watched;
}

function currentSlide(page: Page): Promise<string> {
  return page
    .locator(show)
    .getAttribute('data-current-id')
    .then((id) => id ?? '');
}

describe('the remote control', () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let posts: FeedApiPost[];

  beforeAll(async () => {
    server = await startTestServer('remote');
    browser = await launchChromium();
    ownerContext = await demoOwnerContext(server, browser, owner);
    // Slides stay ten minutes: only the remote moves the show until it sets a shorter time.
    await setDemoProfile(server, { transitionDelay: 600_000 });
    const response = await fetch(`${server.address}/api/posts?wall=demo&count=60`);
    posts = ((await response.json()) as { posts: FeedApiPost[] }).posts;
  });
  afterAll(async () => {
    await ownerContext?.close();
    await browser?.close();
    await server?.stop();
  });

  it('drives an open slideshow and an open waterfall of the wall', async () => {
    const slides = await openScreen(browser, `${server.address}/demo?theme=slideshow`);
    const falls = await openScreen(browser, `${server.address}/demo?theme=waterfall`);
    await expect.poll(() => currentSlide(slides.page), waitLong).toBe(posts[0]!.id);
    await expect
      .poll(() => falls.page.locator(`${waterfall} li`).count(), waitLong)
      .toBeGreaterThan(1);
    expect(await falls.page.locator(waterfall).getAttribute('data-speed')).toBe('100000');

    // From moderation, by its link.
    const remote = await ownerContext.newPage();
    await remote.goto(`${server.address}/demo/edit/moderate`, { waitUntil: 'load' });
    await remote.getByRole('link', { name: 'Remote control' }).click();
    await expect.poll(() => remote.url()).toBe(`${server.address}/demo/edit/remote`);
    const status = remote.getByRole('status').filter({ hasText: 'onnect' });
    await expect.poll(() => status.innerText(), waitLong).toContain('Connected');

    // Forward by keyboard, back by click.
    await remote.getByRole('button', { name: 'Forward', exact: true }).focus();
    await remote.keyboard.press('Enter');
    await expect.poll(() => currentSlide(slides.page), waitLong).toBe(posts[1]!.id);
    await remote.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => currentSlide(slides.page), waitLong).toBe(posts[0]!.id);

    // Pause holds both screens; Play releases them.
    const waterfallPause = falls.page.locator(`${waterfall} .chorus-waterfall-pause`);
    await remote.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect
      .poll(() => slides.page.locator(show).getAttribute('data-playing'), waitLong)
      .toBe('false');
    await expect.poll(() => waterfallPause.getAttribute('aria-pressed'), waitLong).toBe('true');
    expect(await falls.page.locator(waterfall).getAttribute('data-moving')).toBe('false');
    await remote.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => slides.page.locator(show).getAttribute('data-playing'), waitLong)
      .toBe('true');
    await expect.poll(() => waterfallPause.getAttribute('aria-pressed'), waitLong).toBe('false');
    // Playing again, the show moves on by itself once the remote sets 5 s a slide.
    await remote.getByLabel('Time per slide').selectOption('5000');
    await expect.poll(() => currentSlide(slides.page), waitLong).not.toBe(posts[0]!.id);

    // The waterfall takes the remote's speed.
    await slide(remote, 'Waterfall speed', 200_000);
    await expect
      .poll(() => falls.page.locator(waterfall).getAttribute('data-speed'), waitLong)
      .toBe('200000');

    // Show now: the post on both screens.
    const chosen = posts[5]!;
    const item = remote.locator(`li.remote-post[data-post-id="${chosen.id}"]`);
    await expect.poll(() => item.count(), waitLong).toBe(1);
    await item.getByRole('button', { name: /^Show now/ }).click();
    await expect.poll(() => currentSlide(slides.page), waitLong).toBe(chosen.id);
    const overlay = falls.page.locator('dialog.chorus-overlay[open]');
    await expect.poll(() => overlay.count(), waitLong).toBe(1);
    expect(await overlay.getByRole('heading', { name: chosen.title }).count()).toBe(1);

    expect(withoutOwnerCheck(slides.problems)).toEqual([]);
    expect(withoutOwnerCheck(falls.problems)).toEqual([]);
    await remote.close();
    await slides.page.close();
    await falls.page.close();
  });

  it('sets an open realtime grid by its sliders and steps its screens', async () => {
    const grid = await openScreen(browser, `${server.address}/demo?theme=realtime-grid`);
    const cells = '.chorus-wall[data-theme="realtime-grid"] li.chorus-realtime-grid-cell';
    const root = grid.page.locator('.chorus-theme-realtime-grid');
    const cellSize = () =>
      grid.page
        .locator(cells)
        .evaluateAll((elements) =>
          elements.slice(0, 2).map((element) => element.getBoundingClientRect()),
        )
        .then(([first, second]) => ({
          width: first?.width,
          height: first?.height,
          gap: second && first ? second.left - first.right : null,
        }));
    await expect.poll(cellSize, waitLong).toEqual({ width: 300, height: 300, gap: 10 });
    // The remote pauses the refresh first, so only the remote moves the cells.
    const remote = await ownerContext.newPage();
    await remote.goto(`${server.address}/demo/edit/remote`, { waitUntil: 'load' });
    await expect
      .poll(() => remote.locator('.remote').getAttribute('data-channel'), waitLong)
      .toBe('open');
    await remote.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => root.getAttribute('data-moving'), waitLong).toBe('false');

    await slide(remote, 'Grid width', 400);
    await expect.poll(async () => (await cellSize()).width, waitLong).toBe(400);
    await slide(remote, 'Grid height', 350);
    await expect.poll(async () => (await cellSize()).height, waitLong).toBe(350);
    await slide(remote, 'Grid padding', 30);
    await expect.poll(async () => (await cellSize()).gap, waitLong).toBe(30);

    // More posts than cells: forward shows the next screen, back the first again.
    const shown =
      Number(await root.getAttribute('data-columns')) *
      Number(await root.getAttribute('data-rows'));
    expect(posts.length).toBeGreaterThan(shown);
    expect(await root.getAttribute('data-start')).toBe('0');
    await remote.getByRole('button', { name: 'Forward', exact: true }).click();
    await expect.poll(() => root.getAttribute('data-start'), waitLong).toBe(String(shown));
    await remote.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => root.getAttribute('data-start'), waitLong).toBe('0');
    expect(withoutOwnerCheck(grid.problems)).toEqual([]);
    await remote.close();
    await grid.page.close();
  });

  it('has no serious or critical axe violations at 1280×900 and 390×844', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await ownerContext.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${server.address}/demo/edit/remote`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.locator('.remote[data-channel="open"] li.remote-post').count(), waitLong)
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByLabel('Waterfall speed').count(), waitLong).toBe(1);
      expect(await seriousAxeViolations(page), `${viewport.width}×${viewport.height}`).toEqual([]);
      await page.close();
    }
  });

  it("lets a white-label moderator drive the wall with the wall's token", async () => {
    const answer = await ownerContext.request.get(
      `${server.address}/api/generateWhiteLabelToken?wall=demo`,
    );
    expect(answer.ok()).toBe(true);
    const { token } = (await answer.json()) as { token: string };
    const slides = await openScreen(browser, `${server.address}/demo?theme=slideshow`);
    await expect.poll(() => currentSlide(slides.page), waitLong).not.toBe('');
    const before = await currentSlide(slides.page);
    const stranger = await browser.newContext();
    const page = await stranger.newPage();
    await page.goto(`${server.address}/demo/edit/moderate?wl_token=${encodeURIComponent(token)}`, {
      waitUntil: 'load',
    });
    await page.getByRole('link', { name: 'Remote control' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('wl_token')).toBe(token);
    await expect
      .poll(() => page.locator('.remote').getAttribute('data-channel'), waitLong)
      .toBe('open');
    await page.getByRole('button', { name: 'Forward', exact: true }).click();
    await expect.poll(() => currentSlide(slides.page), waitLong).not.toBe(before);
    await stranger.close();
    await slides.page.close();
  });

  it('says so when the wall refuses control, and keeps trying', async () => {
    const { page } = await openWatched(
      browser,
      `${server.address}/demo/edit/remote?wl_token=not-a-token`,
    );
    const status = page.locator('.remote-status');
    await expect.poll(() => status.innerText(), waitLong).toContain(liveMessages.forbidden);
    expect(await status.innerText()).toContain('trying again in');
    expect(await page.locator('.remote').getAttribute('data-channel')).not.toBe('open');
    expect(await page.getByRole('button', { name: 'Forward', exact: true }).isDisabled()).toBe(
      true,
    );
    await page.close();
  });
});
