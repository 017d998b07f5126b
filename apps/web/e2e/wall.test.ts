import { type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  layoutShiftOf,
  openWatched,
  signUpOwner,
  upgrade,
  watchLayoutShift,
  startTestServer,
} from './browser.ts';
import { addDemoPost, approveDemoPost, rejectDemoPost, shownPostCount } from './wall-fixtures.ts';

const cards = 'article.chorus-card';
/** Bounded waits for what the page shows (server round trips, 1.5 s images, live queue). */
const waitLong = { timeout: 30_000 };

/** Opens a page, collecting any dialog, page error or console error. */
const open = (browser: Browser, url: string) => openWatched(browser, url);

function titles(page: Page) {
  return page.locator(`${cards} .chorus-title`).allInnerTexts();
}

describe('the public wall in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('wall');
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows every post of the demo wall, the pinned one first, without the page navbar', async () => {
    const { page, problems } = await open(browser, `${server.address}/demo`);
    const shown = await shownPostCount(server);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBe(shown);
    const first = page.locator(cards).first();
    expect(await first.getAttribute('class')).toContain('chorus-card--pinned');
    expect((await titles(page))[0]).toBe('Welcome to the Chorus demo wall');
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.locator('nav[aria-label="Collections"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a post in the overlay, keeps focus inside, and closes it with Escape', async () => {
    const { page, problems } = await open(browser, `${server.address}/demo`);
    const opener = page.getByRole('button', { name: 'Doors open' });
    await opener.click();
    const dialog = page.locator('dialog.chorus-overlay[open]');
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'Doors open' }).count()).toBe(1);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.activeElement?.closest('dialog.chorus-overlay') !== null,
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), waitLong)
      .toBe('Doors open');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends an unknown wall to the 404 page', async () => {
    const { page } = await open(browser, `${server.address}/no-such-wall`);
    await expect
      .poll(() => page.locator('[data-screen]').first().getAttribute('data-screen'), waitLong)
      .toBe('not-found');
    await page.close();
  });

  it('renders a hostile description with nothing executed', async () => {
    await addDemoPost(server, {
      title: 'Hostile <img src=x onerror="window.__pwned=1">',
      description:
        'Hello <img src=x onerror="window.__pwned=2;alert(2)"><script>window.__pwned=3;alert(3)</script>' +
        '<a href="javascript:window.__pwned=4;alert(4)">click me</a> world',
    });
    const { page, problems } = await open(browser, `${server.address}/demo`);
    const card = page.locator(cards, { hasText: 'click me' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    expect(await card.locator('.chorus-title').innerText()).toBe(
      'Hostile <img src=x onerror="window.__pwned=1">',
    );
    // The link lost its javascript: address, so clicking it opens the overlay like the card.
    await card.getByText('click me').click();
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(1);
    expect(await dialog.innerText()).toContain('click me');
    expect(await page.locator('script:not([src])').count()).toBe(0);
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(problems.filter((problem) => problem.startsWith('dialog'))).toEqual([]);
    await page.close();
  });

  it('inserts a post approved while the wall is open and removes it when rejected, without a reload', async () => {
    const postId = await addDemoPost(server, { title: 'Approved live', state: 'pending' });
    const { page } = await open(browser, `${server.address}/demo`);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(0);
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    expect(await page.getByRole('button', { name: 'Approved live' }).count()).toBe(0);
    await approveDemoPost(server, postId);
    await expect
      .poll(() => page.getByRole('button', { name: 'Approved live' }).count(), waitLong)
      .toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      before,
    );
    await rejectDemoPost(server, postId);
    await expect
      .poll(() => page.getByRole('button', { name: 'Approved live' }).count(), waitLong)
      .toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      before,
    );
    await page.close();
  });

  it('does not shift the layout while late images load', async () => {
    for (let i = 1; i <= 4; i += 1) {
      await addDemoPost(server, {
        title: `Photo ${i}`,
        image: { url: `https://images.test/photo-${i}.svg`, width: 400, height: 200 + i * 60 },
      });
    }
    const page = await browser.newPage();
    await watchLayoutShift(page);
    await page.route('https://images.test/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2a9d8f"/></svg>',
      });
    });
    await page.goto(`${server.address}/demo`);
    const photos = page.locator(`${cards} img[src^="https://images.test/"]`);
    await expect.poll(() => photos.count(), waitLong).toBe(4);
    await expect
      .poll(
        () =>
          photos.evaluateAll((images) =>
            (images as HTMLImageElement[]).every(
              (image) => image.complete && image.naturalWidth > 0,
            ),
          ),
        waitLong,
      )
      .toBe(true);
    expect(await layoutShiftOf(page)).toBe(0);
    await page.close();
  });

  it('draws the look its owner saved: fonts, colours, backgrounds, banner and scoped custom CSS', async () => {
    const owner = {
      username: 'stylist',
      email: 'stylist@example.test',
      password: 'a long password 1',
    };
    const { api, context } = await signUpOwner(server, browser, owner, 'styled');
    await upgrade(server, owner.username);
    await context.close();
    await api('/api/profile/styled', {
      method: 'PUT',
      body: JSON.stringify({
        settings: {
          font_tertiary: 'Georgia, serif',
          fontsize_secondary: 30,
          color_name: '#ff0000',
          color_namebar: '#00ff00',
          position_name: 'center',
          bg_page_image: '#0000ff',
        },
        embed_display_profile: {
          fontcolor_post: '#123456',
          postbackground: '#fedcba',
          banner: { url: 'https://images.test/banner.svg', width: 1200, height: 200 },
        },
        // The wall's own rules, a page rule re-aimed at the wall, one aimed outside it, an
        // @import that constructed sheets ignore, and markup that must stay text.
        custom_css: [
          '@import url("/owner-import.css");',
          'body { outline: 7px solid rgb(1, 2, 3); }',
          '.chorus-card { border-top: 9px solid rgb(4, 5, 6); }',
          '.screen-main > h1 { color: rgb(9, 9, 9); }',
          '</style><script>window.__pwned = 1</script><style>',
        ].join('\n'),
      }),
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const imports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/owner-import.css')) imports.push(request.url());
    });
    await page.route('https://images.test/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="200"><rect width="1200" height="200" fill="#e9c46a"/></svg>',
      }),
    );
    // The wall works under the page's style-src without 'unsafe-inline': no style attribute from
    // markup, and the one style element of the server's first paint is allowed by its hash
    // alone — custom properties and the custom CSS go through the CSSOM.
    const response = await page.goto(`${server.address}/styled`, { waitUntil: 'networkidle' });
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/);
    const card = page.locator(cards).first();
    await expect.poll(() => page.locator(cards).count(), waitLong).toBe(13);
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

    expect(await style('body', 'background-color')).toBe('rgb(0, 0, 255)');
    expect(await style('.chorus-wall', 'font-family')).toBe('Georgia, serif');
    expect(await style('.chorus-wall-name', 'font-size')).toBe('30px');
    expect(await style('.chorus-wall-name', 'color')).toBe('rgb(255, 0, 0)');
    expect(await page.locator('.chorus-wall-name').innerText()).toBe('Wall styled');
    expect(await style('.chorus-wall-head', 'background-color')).toBe('rgb(0, 255, 0)');
    expect(await style('.chorus-namebar', 'justify-content')).toBe('center');
    expect(await card.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(18, 52, 86)',
    );
    expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(254, 220, 186)',
    );
    const banner = page.locator('img.chorus-banner');
    expect(await banner.getAttribute('alt')).toBe('Wall styled');
    const box = (await banner.boundingBox())!;
    expect(Math.round(box.width / box.height)).toBe(6);

    // Custom CSS: applied to the wall, `body` meaning the wall, nothing outside it touched.
    expect(await style('.chorus-wall', 'outline-style')).toBe('solid');
    expect(await style('.chorus-wall', 'outline-width')).toBe('7px');
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('9px');
    expect(await style('.screen-main > h1', 'color')).not.toBe('rgb(9, 9, 9)');
    expect(await style('body', 'outline-style')).toBe('none');
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
    // The one style element is the server's first paint: the build's stylesheets, then the
    // hoisted style attributes; the owner's custom CSS is never in markup.
    const styleElements = await page.locator('style').allTextContents();
    expect(styleElements.length).toBeLessThanOrEqual(1);
    const lines = (styleElements[0] ?? '').split('\n').filter(Boolean);
    const firstHoisted = lines.findIndex((line) => line.startsWith('[data-chorus-style='));
    for (const rule of firstHoisted < 0 ? [] : lines.slice(firstHoisted)) {
      expect(rule).toMatch(/^\[data-chorus-style="\d+"\]\{[^{}]*\}$/);
    }
    expect(styleElements.join('')).not.toContain('owner-import');
    expect(styleElements.join('')).not.toContain('rgb(1, 2, 3)');
    expect(styleElements.join('')).not.toContain('rgb(4, 5, 6)');
    expect(await page.locator('script:not([src])').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(imports).toEqual([]);
    expect(problems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([]);

    // A change saved later shows on the next visit; an emptied custom CSS leaves no sheet.
    await api('/api/profile/styled', {
      method: 'PUT',
      body: JSON.stringify({ settings: { color_name: 'rgb(0, 128, 0)' }, custom_css: '' }),
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => style('.chorus-wall-name', 'color'), waitLong).toBe('rgb(0, 128, 0)');
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    await page.close();
  });

  it('fills the window edge to edge with fullscreen=true and for a slide theme, without the page frame', async () => {
    const viewport = { width: 1280, height: 800 };
    for (const query of ['fullscreen=true', 'theme=slideshow', 'theme=qa&fullscreen=true']) {
      const { page } = await openWatched(browser, `${server.address}/demo?${query}`, viewport);
      const wall = page.locator('.chorus-wall');
      await expect.poll(() => wall.count(), waitLong).toBe(1);
      const box = (await wall.boundingBox())!;
      expect({ query, x: box.x, y: box.y, width: box.width }).toEqual({
        query,
        x: 0,
        y: 0,
        width: viewport.width,
      });
      expect(box.height).toBeGreaterThanOrEqual(viewport.height);
      // One heading: the wall's visible name where its name bar shows, else the frame's
      // heading, for screen readers only.
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.count()).toBe(1);
      if ((await page.locator('.chorus-wall-name').count()) === 0) {
        const headingBox = (await heading.boundingBox())!;
        expect(headingBox.width * headingBox.height).toBeLessThanOrEqual(1);
      } else {
        expect(await heading.getAttribute('class')).toBe('chorus-wall-name');
      }
      if (query.includes('theme=')) {
        const show = (await page.locator('section.chorus-slideshow').boundingBox())!;
        expect([show.x, show.y, show.width, show.height]).toEqual([
          0,
          0,
          viewport.width,
          viewport.height,
        ]);
      }
      await page.close();
    }
  });
});
