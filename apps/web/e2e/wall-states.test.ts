import { type RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { feedTimeoutMs } from '@chorus/theme-kit';
import {
  launchChromium,
  openWatched,
  signUpOwner,
  upgrade,
  withoutOwnerCheck,
  startTestServer,
} from './browser.ts';
import {
  addDemoPost,
  addSources,
  addWall,
  asClientRendered,
  installedSlideThemeIds,
  installedThemes,
  shownPostCount,
} from './wall-fixtures.ts';

const cards = 'article.chorus-card';
const waitLong = { timeout: 30_000 };
/** The themes with the slideshow control bar. */
const slideThemes = installedSlideThemeIds;
/**
 * One installed theme per theme package (and per image-only flag): the variants of a package
 * (the masonry's news, pin, inverse..., the waterfall's event variant) draw search, paging and
 * the empty wall through the same components as its first theme, with other options. The
 * accessibility and server-rendering suites still open every variant.
 */
const themesByPackage = installedThemes
  .filter(
    (theme, index) =>
      installedThemes.findIndex(
        (other) =>
          other.wallEntry.module === theme.wallEntry.module &&
          other.capabilities.imageOnly === theme.capabilities.imageOnly,
      ) === index,
  )
  .map((theme) => theme.id);
const slideFrame = 'section.chorus-slideshow';
const slidePosition = `${slideFrame} .chorus-slideshow-position`;

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('the wall’s navigation, search, paging and feed messages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('wall-states');
    await addWall(server, 'empty-wall');
    await addWall(server, 'importing-wall', [{ network: 'rss', label: 'News', crawled: false }]);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists a network’s accounts in the bar and narrows the wall to one', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.address}/demo?cols=3`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('navigation', { name: 'Collections' });
    await bar.getByRole('link', { name: 'Custom posts', exact: true }).hover();
    const account = bar.getByRole('link', { name: 'Demo posts' });
    await expect.poll(() => account.isVisible(), waitLong).toBe(true);
    await account.click();
    await expect
      .poll(() => new URL(page.url()).pathname, waitLong)
      .toMatch(/^\/demo\/custom\/\d+$/);
    expect(new URL(page.url()).search).toBe('?cols=3');
    const active = bar.getByRole('link', { name: 'Custom posts', exact: true });
    await expect.poll(() => active.getAttribute('aria-current'), waitLong).toBe('page');
    // The demo gives each other network a post of its own: the rest are the source's.
    const sourceId = Number(new URL(page.url()).pathname.split('/').pop());
    const own = await server.database.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source_id', '=', sourceId)
      .executeTakeFirstOrThrow();
    expect(Number(own.n)).toBeGreaterThan(0);
    expect(Number(own.n)).toBeLessThan(12);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBe(Number(own.n));
    await page.close();
  });

  it('searches after typing, keeping the query string', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.address}/demo?cols=3`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search this wall' });
    await box.fill('keynote');
    await expect.poll(() => page.url(), waitLong).toContain('/demo/search?cols=3&query=keynote');
    await expect
      .poll(() => page.locator(`${cards} .chorus-title`).allInnerTexts(), waitLong)
      .toEqual(['Keynote']);
    await page.close();
  });

  it('shows example posts and asks for accounts on a wall without sources', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.address}/empty-wall`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Add accounts to get started');
    await expect.poll(() => page.locator(cards).count(), waitLong).toBe(13);
    const alts = await page
      .locator(`${cards} img`)
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    expect(alts).toHaveLength(13);
    expect(alts.every((alt) => alt.trim() !== '')).toBe(true);
    await page.close();
  });

  it('says the import is running, with a refresh button', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.address}/importing-wall`, { waitUntil: 'networkidle' });
    const status = page.getByRole('status').filter({ hasText: 'Importing social data' });
    await expect
      .poll(() => status.getByText('Importing social data... Check back soon.').count(), waitLong)
      .toBe(1);
    expect(await status.getByRole('button', { name: 'Refresh posts' }).count()).toBe(1);
    await page.close();
  });

  it('loads the next page when the desktop reader nears the end', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${server.address}/demo?count=4`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(4);
    expect(await page.getByRole('button', { name: 'More Posts' }).count()).toBe(0);
    await page.close();
  });

  it('shows a More Posts button on a phone instead of scrolling forever', async () => {
    const context = await browser.newContext({ userAgent: iphone });
    const page = await context.newPage();
    await page.goto(`${server.address}/demo`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator(cards).count(), waitLong).toBe(10);
    await page.getByRole('button', { name: 'More Posts' }).click();
    const shown = await shownPostCount(server);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBe(Math.min(shown, 20));
    await context.close();
  });
  it('shows System Maintenance when the profile answers with a server error', async () => {
    const page = await browser.newPage();
    await page.route('**/api/profile/demo', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await asClientRendered(page, server.address, '/demo');
    await page.goto(`${server.address}/demo`);
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), waitLong)
      .toEqual([messages.systemMaintenance]);
    await page.close();
  });

  it('keeps a server-drawn wall’s posts when the wall’s code fails to download', async () => {
    const page = await browser.newPage();
    // The wall's own entry (src/wall-main.tsx): without it the page stays the server's HTML.
    await page.route('**/assets/wall-*.js', (route) => route.fulfill({ status: 503 }));
    await page.goto(`${server.address}/demo`);
    expect(await page.locator(cards).count()).toBeGreaterThan(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('shows System Maintenance with a Reload button when the wall’s code fails to download', async () => {
    const page = await browser.newPage();
    // A wall drawn in the browser (the app's shell) loads the wall as a lazy chunk.
    await asClientRendered(page, server.address, '/demo');
    await page.route('**/assets/WallPage-*.js', (route) => route.fulfill({ status: 503 }));
    await page.goto(`${server.address}/demo`);
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.locator('p').allInnerTexts(), waitLong)
      .toEqual([messages.systemMaintenance]);
    await page.unroute('**/assets/WallPage-*.js');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('alerts when the first page does not arrive in time', async () => {
    const page = await browser.newPage();
    // The feed never answers: the alert shows after the hook's bounded wait.
    await page.route('**/api/posts?*', () => undefined);
    await asClientRendered(page, server.address, '/demo');
    await page.goto(`${server.address}/demo`);
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: feedTimeoutMs + 10_000 })
      .toEqual([messages.feedLoadTimeout]);
    await page.close();
  });

  it('gives the owner’s preview of an empty wall the owner sections’ one empty text', async () => {
    const owner = await signUpOwner(
      server,
      browser,
      { username: 'preview-owner', email: 'preview@example.com', password: 'preview-pass-1' },
      'preview-wall',
    );
    await upgrade(server, 'preview-owner');
    const wall = await server.database.db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', 'preview-wall')
      .executeTakeFirstOrThrow();
    await addSources(server, wall.id, [{ network: 'rss', label: 'News', crawled: true }]);
    const statuses = async (address: string) => {
      const page = await owner.context.newPage();
      await page.goto(address, { waitUntil: 'networkidle' });
      return page;
    };

    // The same text as the empty Content and Moderate sections, with or without posts waiting
    // for approval; never the old "Please go to the Moderate section".
    const preview = await statuses(`${server.address}/preview-wall?preview=1`);
    await expect
      .poll(() => preview.getByRole('status').allInnerTexts(), waitLong)
      .toContain(messages.ownerNothingYet);

    for (const title of ['Waiting one', 'Waiting two']) {
      await addDemoPost(server, { title, state: 'pending' }, 'preview-wall');
    }
    await preview.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => preview.getByRole('status').allInnerTexts(), waitLong)
      .toContain(messages.ownerNothingYet);
    await expect
      .poll(() => preview.getByText('go to the Moderate section').count(), waitLong)
      .toBe(0);
    await expect
      .poll(() => preview.getByText(messages.feedImportFailedPostMore).count(), waitLong)
      .toBe(0);
    await preview.close();

    // Outside the preview, the owner and everyone else see the visitors' empty message.
    const plain = await statuses(`${server.address}/preview-wall`);
    await expect
      .poll(() => plain.getByRole('status').allInnerTexts(), waitLong)
      .toContain(messages.feedEmpty);
    await plain.close();
    await owner.context.close();
  });

  it('hides the collection bar for a theme that has none (?theme=)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.address}/demo?theme=hypeTemplate_slideshow`, {
      waitUntil: 'networkidle',
    });
    await expect.poll(() => page.locator('.chorus-slide').count(), waitLong).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Collections' }).count()).toBe(0);
    await page.close();
  });

  describe.each(themesByPackage)('%s', (theme) => {
    const slides = slideThemes.includes(theme);
    // A feed-style theme (with the collection bar) draws every post it has; a full-screen one
    // draws what fits its window.
    const feedStyle =
      installedThemes.find((installed) => installed.id === theme)?.capabilities.collectionBar ===
      true;
    // The mosaic draws its posts as image tiles (buttons named by the post), not as cards.
    const tiles = theme === 'mosaic';
    const posts = tiles ? 'button[data-post-id]' : cards;
    /** A slide theme's address with the full control bar (its position shows the count). */
    const address = (pathname: string, query = '') =>
      `${server.address}${pathname}?theme=${theme}${slides ? '&slideshowctrl=true' : ''}${query}`;

    it('finds a post by search', async () => {
      const { page, problems } = await openWatched(
        browser,
        address('/demo/search', '&query=keynote'),
      );
      if (slides) {
        await expect
          .poll(() => page.locator(slidePosition).textContent(), waitLong)
          .toBe('Post 1 of 1');
        expect(await page.locator(`${slideFrame} .chorus-slide-title`).innerText()).toBe('Keynote');
      } else if (tiles) {
        // Its one post repeats to fill the field: every tile is that post.
        await expect
          .poll(
            async () => [
              ...new Set(
                await page
                  .locator(posts)
                  .evaluateAll((list) => list.map((tile) => tile.getAttribute('aria-label'))),
              ),
            ],
            waitLong,
          )
          .toEqual(['Keynote']);
      } else {
        await expect
          .poll(() => page.locator(`${cards} .chorus-title`).allInnerTexts(), waitLong)
          .toEqual(['Keynote']);
      }
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();
    });

    it('loads the next page at the end of the loaded posts', async () => {
      const { page, problems } = await openWatched(browser, address('/demo', '&count=3'));
      if (slides) {
        // Three slides, and no more while the show is at its first: the window's infinite
        // scroll stays off for a theme that pages itself. Near the last slide the next page comes.
        await expect
          .poll(() => page.locator(slidePosition).textContent(), waitLong)
          .toBe('Post 1 of 3');
        await page.waitForLoadState('networkidle');
        expect(await page.locator(slidePosition).textContent()).toBe('Post 1 of 3');
        await page.mouse.move(300, 300);
        await page.mouse.move(320, 310);
        await page.getByRole('button', { name: 'Next post' }).click();
        await expect
          .poll(
            async () =>
              Number(/of (\d+)/.exec((await page.locator(slidePosition).textContent()) ?? '')?.[1]),
            waitLong,
          )
          .toBeGreaterThan(3);
        expect(await page.locator(slidePosition).textContent()).toMatch(/^Post 2 of/);
      } else {
        // Three cards leave the desktop page short: infinite scroll fetches the next pages.
        await expect.poll(() => page.locator(posts).count(), waitLong).toBeGreaterThan(3);
        expect(await page.getByRole('button', { name: 'More Posts' }).count()).toBe(0);
      }
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();
    });

    it('shows the example posts and the no-accounts message on an empty wall', async () => {
      const { page, problems } = await openWatched(browser, address('/empty-wall'));
      await expect
        .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
        .toContain('Add accounts to get started');
      if (slides) {
        await expect
          .poll(() => page.locator(slidePosition).textContent(), waitLong)
          .toBe('Post 1 of 13');
        expect(await page.locator(`${slideFrame} .chorus-slide-title`).innerText()).not.toBe('');
      } else if (feedStyle) {
        await expect.poll(() => page.locator(cards).count(), waitLong).toBe(13);
      } else {
        // A full-screen layout (a grid of cells, a slider...) shows as many as fit its window;
        // the mosaic repeats them to fill its field.
        await expect.poll(() => page.locator(posts).count(), waitLong).toBeGreaterThan(0);
        if (!tiles) expect(await page.locator(cards).count()).toBeLessThanOrEqual(13);
      }
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();
    });
  });
});
