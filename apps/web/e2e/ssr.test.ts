/**
 * Server-rendered walls in Chromium: the HTML holds the wall's posts (shown with JavaScript
 * off); with JavaScript the page hydrates from the data it carries, with no console error, no
 * CSP violation, no hydration mismatch and no request for the first page; the overlay,
 * infinite scroll, search and live insertion work after hydration; the full-screen page the
 * same (the embed frame, `embed=true`, in a page of another origin: embed-ssr.test.ts); and
 * every installed theme renders on the server and hydrates.
 */
import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openWatched,
  startTestServer,
  wallHydrated,
  withoutOwnerCheck,
} from './browser.ts';
import { addDemoPost, installedThemes } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const cards = 'article.chorus-card';

/** The feed requests (`/api/posts`, and the search's `/api/posts/{wall}`) a page makes. */
function countFeedRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/posts' || pathname.startsWith('/api/posts/')) seen.count += 1;
  });
  return seen;
}

/** The raw bytes and headers of a GET (no decompression on the way). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Opens a page counting its feed requests from before it navigates. */
async function openCounted(browser: Browser, url: string) {
  let feed = { count: 0 };
  const watched = await openWatched(browser, url, undefined, async (page) => {
    feed = countFeedRequests(page);
  });
  return { ...watched, feed };
}

describe('server-rendered walls in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('ssr');
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function withoutJavaScript(path: string): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.address}${path}`);
    return page;
  }

  for (const path of ['/demo', '/demo?fullscreen=true']) {
    it(`${path}: shows its posts with JavaScript disabled, laid out by the theme`, async () => {
      const page = await withoutJavaScript(path);
      expect(await page.locator('.chorus-masonry-cell').count()).toBeGreaterThan(0);
      expect(await page.locator(cards).first().isVisible()).toBe(true);
      // The hoisted column widths apply: the cards stand in several columns, not in one.
      const lefts = await page
        .locator('.chorus-masonry-cell')
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBeGreaterThan(1);
      await page.context().close();
    });
  }

  it('a slideshow shows its first slide with JavaScript disabled', async () => {
    const page = await withoutJavaScript('/demo?theme=slideshow');
    expect(await page.locator('section.chorus-slideshow [data-post-id]').count()).toBe(1);
    expect(await page.locator('.chorus-slide-title').first().isVisible()).toBe(true);
    await page.context().close();
  });

  for (const path of ['/demo', '/demo?fullscreen=true']) {
    it(`${path}: hydrates without errors or a second request for the first page`, async () => {
      const { page, problems, feed } = await openCounted(browser, `${server.address}${path}`);
      await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
      expect(await page.locator(cards).count()).toBeGreaterThan(0);
      expect(feed.count).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('loads the wall’s own entry (Preact), not the owner app, and hydrates on it', async () => {
    const html = await (await fetch(`${server.address}/demo`)).text();
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(
      ([, src]) => src,
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/wall-[\w-]+\.js$/);
    const { page, problems } = await openCounted(browser, `${server.address}/demo`);
    await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
    // Preact's root marker, not React's: the visitor's page ran no react-dom.
    expect(
      await page.evaluate(() => {
        const root = document.getElementById('root')!;
        return Object.keys(root).filter((key) => key === '__k' || key.startsWith('__react'));
      }),
    ).toEqual(['__k']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says so on the console when hydration would not keep the server’s HTML', async () => {
    // The check behind every "hydrates without a mismatch" here: give the client a page whose
    // first card is not what the data draws, and hydration must report the element it replaced.
    const { page, problems } = await openWatched(
      browser,
      `${server.address}/demo`,
      undefined,
      async (target) => {
        await target.route(`${server.address}/demo`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /<article class="chorus-card/,
            '<section class="chorus-card',
          );
          const headers = { ...response.headers() };
          // The body is sent decoded now: drop what described the compressed one.
          delete headers['content-encoding'];
          delete headers['content-length'];
          await route.fulfill({ status: response.status(), headers, body });
        });
      },
    );
    await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
    expect(problems.some((problem) => problem.startsWith('Hydration mismatch:'))).toBe(true);
    await page.close();
  });

  it('after hydration the overlay, infinite scroll and live insertion work', async () => {
    for (let index = 0; index < 30; index += 1) {
      await addDemoPost(server, { title: `Older post ${index}`, createdAt: 1_600_000_000 - index });
    }
    const { page, problems, feed } = await openCounted(browser, `${server.address}/demo`);
    await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
    expect(feed.count).toBe(0);
    const first = await page.locator(cards).count();

    await page.locator(`${cards} .chorus-open`).first().click();
    await expect.poll(() => page.locator('dialog[open]').count(), waitLong).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count(), waitLong).toBe(0);

    await page.mouse.wheel(0, 50_000);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(first);
    expect(feed.count).toBeGreaterThan(0);

    await addDemoPost(server, { title: 'Arrived live after hydration' });
    await expect
      .poll(() => page.getByText('Arrived live after hydration').count(), waitLong)
      .toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('/demo/search is drawn on the server, and a new search runs after hydration', async () => {
    await addDemoPost(server, { title: 'Findable zebra post' });
    await addDemoPost(server, { title: 'Findable okapi post' });
    const noScript = await withoutJavaScript('/demo/search?query=zebra');
    expect(await noScript.getByText('Findable zebra post').count()).toBe(1);
    await noScript.context().close();

    const { page, problems, feed } = await openCounted(
      browser,
      `${server.address}/demo/search?query=zebra`,
    );
    await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
    expect(await page.getByText('Findable zebra post').count()).toBe(1);
    expect(feed.count).toBe(0);
    const box = page.getByRole('searchbox');
    await box.fill('okapi');
    await box.press('Enter');
    await expect.poll(() => page.getByText('Findable okapi post').count(), waitLong).toBe(1);
    expect(feed.count).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends the wall page compressed; a CDN may hold it for seconds unless a session asks', async () => {
    const page = await rawGet(`${server.address}/demo`, { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('id="chorus-wall-data"');
    expect(page.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const feed = await rawGet(`${server.address}/api/posts?wall=demo`, {
      'accept-encoding': 'br',
    });
    expect(feed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(feed.body).toString()).posts.length).toBeGreaterThan(0);
    const signedIn = await rawGet(`${server.address}/demo`, { cookie: 'chorus_session=x' });
    expect(signedIn.headers['cache-control']).toBe('no-cache');
  });

  for (const theme of installedThemes) {
    it(`${theme.id}: renders on the server and hydrates without a mismatch`, async () => {
      const response = await fetch(`${server.address}/demo?theme=${theme.id}`);
      const html = await response.text();
      expect(html).toContain(`data-theme="${theme.id}"`);
      expect(html).toContain('id="chorus-wall-data"');
      const { page, problems, feed } = await openCounted(
        browser,
        `${server.address}/demo?theme=${theme.id}`,
      );
      await expect.poll(() => wallHydrated(page), waitLong).toBe(true);
      expect(await page.locator(`.chorus-wall[data-theme="${theme.id}"]`).count()).toBe(1);
      expect(feed.count).toBe(0);
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();
    });
  }
});

describe('server-rendered walls and the API rate limit', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer('ssr-limit', { RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('draws the wall on the server after this address has spent its API budget', async () => {
    // The server's own reads (from 127.0.0.1, as these calls are) do not share a visitor's
    // budget: once it is spent the API answers 429, and the page is still drawn on the server.
    let status = 200;
    for (let call = 0; call < 10 && status !== 429; call += 1) {
      status = (await fetch(`${server.address}/api/plugins`)).status;
    }
    expect(status).toBe(429);
    for (let page = 0; page < 3; page += 1) {
      const html = await (await fetch(`${server.address}/demo`)).text();
      expect(html).toContain('id="chorus-wall-data"');
      expect(html).toContain('class="chorus-card');
    }
    // A visitor cannot pass as the server: a forged marker is still limited.
    const forged = await fetch(`${server.address}/api/plugins`, {
      headers: { 'x-chorus-internal-read': 'guess' },
    });
    expect(forged.status).toBe(429);
  });
});
