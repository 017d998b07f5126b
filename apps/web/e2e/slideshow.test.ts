/**
 * The slide themes in Chromium: slideshow, Ken Burns and Q&A on the seeded demo wall — slides,
 * the control bar, the post overlay, auto-advance, keys for full and reduced viewers, and
 * control events published on the wall's live channel moving the show.
 */
import type { LiveEvent } from '@chorus/core';
import { type RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatched, withoutOwnerCheck, startTestServer } from './browser.ts';
import {
  addDemoPost,
  approveDemoPost,
  demoWall,
  displayEvent,
  installedSlideThemeIds,
  publishLive,
  type FeedApiPost,
  wallChanged,
} from './wall-fixtures.ts';

/** Bounded waits for what the page shows (server round trips, slide changes, the idle bar). */
const waitLong = { timeout: 30_000 };
const frame = 'section.chorus-slideshow';
const bar = '[role="toolbar"].chorus-slideshow-bar';
const themeIds = installedSlideThemeIds;

async function open(browser: Browser, url: string) {
  let live: Promise<void> = Promise.resolve();
  const { page, problems } = await openWatched(
    browser,
    url,
    { width: 1280, height: 800 },
    async (page) => {
      // Resolves once the wall's live channel said it is subscribed (its `ready` frame).
      live = new Promise<void>((resolve) => {
        page.on('websocket', (socket) => {
          socket.on('framereceived', (frame) => {
            if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve();
          });
        });
      });
      // The Ken Burns image posts' pictures, served locally.
      await page.route('https://images.test/**', (route) =>
        route.fulfill({
          contentType: 'image/svg+xml',
          body: '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#e76f51"/><circle cx="400" cy="300" r="150" fill="#264653"/></svg>',
        }),
      );
    },
  );
  await expect.poll(() => currentId(page), waitLong).not.toBe('');
  return { page, problems, live };
}

function currentId(page: Page): Promise<string> {
  return page
    .locator(frame)
    .getAttribute('data-current-id')
    .then((id) => id ?? '')
    .catch(() => '');
}

function position(page: Page): Promise<string> {
  return page.locator(`${bar} .chorus-slideshow-position`).innerText();
}

/** The slide shown (Ken Burns keeps the leaving one underneath during its fade). */
function shownSlide(page: Page) {
  return page.locator(`${frame} .chorus-slide:not([data-leaving])`);
}

describe('the slide themes in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let wallId: string;
  let posts: FeedApiPost[];

  const publish = (event: LiveEvent) => publishLive(server, wallId, event);
  beforeAll(async () => {
    server = await startTestServer('slides');
    browser = await launchChromium();
    wallId = String((await demoWall(server)).wallId);
    // Two photo posts, old enough to sit at the end of the show.
    for (const n of [1, 2]) {
      await addDemoPost(server, {
        title: `Stage photo ${n}`,
        image: { url: `https://images.test/stage-${n}.svg`, width: 800, height: 600 },
        createdAt: 1_000_000 + n,
      });
    }
    const response = await fetch(`${server.address}/api/posts?wall=demo&count=60`);
    posts = ((await response.json()) as { posts: FeedApiPost[] }).posts;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const theme of themeIds) {
    it(`${theme}: shows the posts one at a time, with a working control bar and overlay`, async () => {
      const { page, problems } = await open(
        browser,
        `${server.address}/demo?theme=${theme}&slideshowctrl=true`,
      );
      expect(await page.locator('.chorus-wall').getAttribute('data-theme')).toBe(theme);
      expect(await page.locator('nav[aria-label="Collections"]').count()).toBe(0);
      const first = posts[0]!;
      expect(await currentId(page)).toBe(first.id);
      expect(await shownSlide(page).locator('.chorus-slide-title').innerText()).toBe(first.title);
      expect(await position(page)).toBe(`Post 1 of ${posts.length}`);

      // The bar shows on mouse move; forward and back move one post, wrapping around.
      await page.mouse.move(300, 300);
      await page.mouse.move(320, 310);
      await expect
        .poll(() => page.locator(bar).getAttribute('data-visible'), waitLong)
        .toBe('true');
      await page.getByRole('button', { name: 'Next post' }).click();
      await expect.poll(() => currentId(page), waitLong).toBe(posts[1]!.id);
      await page.getByRole('button', { name: 'Previous post' }).click();
      await page.getByRole('button', { name: 'Previous post' }).click();
      await expect.poll(() => currentId(page), waitLong).toBe(posts.at(-1)!.id);
      expect(await position(page)).toBe(`Post ${posts.length} of ${posts.length}`);

      // Play and pause.
      await page.getByRole('button', { name: 'Pause' }).click();
      expect(await page.locator(frame).getAttribute('data-playing')).toBe('false');
      await page.getByRole('button', { name: 'Play' }).click();
      expect(await page.locator(frame).getAttribute('data-playing')).toBe('true');

      // Animation and time per post.
      await page.getByLabel('Animation').selectOption({ label: 'rollIn' });
      await page.getByLabel('Time per post').selectOption({ label: '30 s' });
      await page.getByRole('button', { name: 'Next post' }).click();
      await expect.poll(() => currentId(page), waitLong).toBe(first.id);
      if (theme !== 'kenburns') {
        expect(await shownSlide(page).getAttribute('data-animation')).toBe('rollIn');
      }
      expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
        `/demo/edit?theme=${theme}&slideshowctrl=true`,
      );

      // The title opens the single-post overlay; Escape closes it.
      await shownSlide(page).locator('.chorus-slide-title button').click();
      const dialog = page.locator('dialog.chorus-overlay[open]');
      await expect.poll(() => dialog.count(), waitLong).toBe(1);
      expect(await dialog.getByRole('heading', { name: first.title }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), waitLong).toBe(0);

      if (theme === 'qa') {
        const next = page.locator('aside.chorus-qa-next li');
        expect(await next.count()).toBe(3);
        expect(await next.first().getAttribute('data-post-id')).toBe(posts[1]!.id);
        expect(await shownSlide(page).locator('.chorus-qa-label').innerText()).toMatch(/question/i);
      }
      if (theme === 'kenburns') {
        // The photo posts are drawn on a canvas that keeps moving.
        await page.getByRole('button', { name: 'Previous post' }).click();
        await expect.poll(() => currentId(page), waitLong).toBe(posts.at(-1)!.id);
        const canvas = shownSlide(page).locator('canvas.chorus-kenburns-canvas');
        await expect.poll(() => canvas.getAttribute('data-ready'), waitLong).toBe('true');
        const frames = Number(await canvas.getAttribute('data-frames'));
        await expect
          .poll(async () => Number(await canvas.getAttribute('data-frames')), waitLong)
          .toBeGreaterThan(frames + 5);
        expect(await canvas.getAttribute('aria-label')).toBe('Stage photo 1');
      }

      // Left alone, the bar hides (checked every 2 s).
      await page.mouse.move(10, 10);
      await expect
        .poll(() => page.locator(bar).getAttribute('data-visible'), waitLong)
        .toBe('false');
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();
    });
  }

  it('moves with the arrow keys and plays or pauses with space under slideshowctrl=true', async () => {
    const { page, problems } = await open(
      browser,
      `${server.address}/demo?theme=slideshow&slideshowctrl=true`,
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentId(page), waitLong).toBe(posts[1]!.id);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentId(page), waitLong).toBe(posts[0]!.id);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentId(page), waitLong).toBe(posts.at(-1)!.id);
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.locator(frame).getAttribute('data-playing'), waitLong)
      .toBe('false');
    // Paused, the bar stays shown.
    await page.mouse.move(5, 5);
    expect(await page.locator(bar).getAttribute('data-visible')).toBe('true');
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.locator(frame).getAttribute('data-playing'), waitLong)
      .toBe('true');
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('gives a viewer without slideshowctrl a reduced bar: no keys, no click navigation', async () => {
    const { page, problems } = await open(browser, `${server.address}/demo?theme=slideshow`);
    const first = await currentId(page);
    expect(await page.locator(frame).getAttribute('data-controls')).toBe('reduced');
    await page.mouse.move(400, 300);
    await expect.poll(() => page.locator(bar).getAttribute('data-visible'), waitLong).toBe('true');
    expect(await page.locator(bar).getByRole('button', { name: 'Next post' }).count()).toBe(0);
    expect(await page.locator(bar).getByRole('button', { name: 'Full screen' }).count()).toBe(1);
    expect(await position(page)).toBe(`Post 1 of ${posts.length}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await page.locator('.chorus-slide-stage').click({ position: { x: 5, y: 5 } });
    // Let any reaction render before looking (auto-advance is 15 s away).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await currentId(page)).toBe(first);
    expect(await page.locator(frame).getAttribute('data-playing')).toBe('true');
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('advances by itself after the wall’s transition delay', async () => {
    const db = server.database.db;
    const setDelay = (ms: number | null) =>
      db
        .updateTable('walls')
        .set({
          display_profile:
            sql`cast(${JSON.stringify(ms === null ? {} : { transitionDelay: ms })} as jsonb)` as never,
        })
        .where('id', '=', Number(wallId) as never)
        .execute()
        .then(() => wallChanged(server));
    await setDelay(1500);
    try {
      for (const theme of themeIds) {
        const { page, problems } = await open(browser, `${server.address}/demo?theme=${theme}`);
        const seen = new Set([await currentId(page)]);
        await expect
          .poll(async () => seen.add(await currentId(page)).size, waitLong)
          .toBeGreaterThanOrEqual(3);
        expect(withoutOwnerCheck(problems)).toEqual([]);
        await page.close();
      }
    } finally {
      await setDelay(null);
    }
  });

  it('follows control events published on the wall’s live channel', async () => {
    const { page, problems, live } = await open(browser, `${server.address}/demo?theme=slideshow`);
    await live;
    await publish({ type: 'forward' });
    await expect.poll(() => currentId(page), waitLong).toBe(posts[1]!.id);
    await publish({ type: 'back' });
    await expect.poll(() => currentId(page), waitLong).toBe(posts[0]!.id);
    await publish({ type: 'animation', index: 6 });
    await publish({ type: 'forward' });
    await expect.poll(() => currentId(page), waitLong).toBe(posts[1]!.id);
    expect(await shownSlide(page).getAttribute('data-animation')).toBe('bounceIn');
    const shown = posts[5]!;
    await publish(displayEvent(shown));
    await expect.poll(() => currentId(page), waitLong).toBe(shown.id);
    // A transition event changes the time per post: the show now moves on by itself quickly.
    await publish({ type: 'transition', ms: 1000 });
    await expect.poll(() => currentId(page), waitLong).not.toBe(shown.id);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('shows a question approved while the show runs next, without a reload', async () => {
    const postId = await addDemoPost(server, { title: 'Asked just now', state: 'pending' });
    const { page, problems, live } = await open(
      browser,
      `${server.address}/demo?theme=qa&slideshowctrl=true`,
    );
    await live;
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentId(page), waitLong).toBe(posts[1]!.id);
    await approveDemoPost(server, postId);
    // It waits at the head of the list beside the question shown, then comes next.
    const upNext = page.locator('aside.chorus-qa-next li').first();
    await expect.poll(() => upNext.getAttribute('data-post-id'), waitLong).toBe(postId);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentId(page), waitLong).toBe(postId);
    expect(await shownSlide(page).locator('.chorus-slide-title').innerText()).toBe(
      'Asked just now',
    );
    expect(await position(page)).toBe(`Post 2 of ${posts.length + 1}`);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });
});
