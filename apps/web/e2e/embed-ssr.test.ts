/**
 * The embed frame drawn on the server, in Chromium: `/{user}?embed=true` (what `/embed.js`
 * frames) answers with the wall's posts in the HTML, shown with JavaScript off, at the heading
 * level its address names; with JavaScript, inside a page of another origin, the frame
 * hydrates from the data it carries — no console error, no hydration mismatch warning, no CSP
 * violation, no second request for its first page — and then speaks the embed protocol. The
 * first paint's stylesheets are in the page (hashed `<style>`), not linked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startTestServer, wallHydrated } from './browser.ts';
import { cspViolations, recordCspViolations } from './csp-violations.ts';
import { addDemoPost } from './wall-fixtures.ts';

const cards = 'article.chorus-card';
const waitLong = { timeout: 30_000 };

describe('the embed frame drawn on the server', () => {
  let server: RunningServer;
  let browser: Browser;
  let host: Server;
  let hostOrigin: string;

  beforeAll(async () => {
    server = await startTestServer('embed-ssr');
    for (let index = 0; index < 30; index += 1) {
      await addDemoPost(server, {
        title: `Framed post ${index}`,
        createdAt: 1_700_000_000 + index,
      });
    }
    // The host pages: one with the loader (JavaScript), one with a plain frame (none).
    host = createServer((request, response) => {
      const body =
        request.url === '/plain'
          ? `<!doctype html><html lang="en"><head><title>Host</title></head><body>
<main><h1>Host news</h1><iframe title="Wall" style="width:900px;height:1200px"
  src="${server.address}/demo?embed=true&amp;headingLevel=3"></iframe></main></body></html>`
          : `<!doctype html><html lang="en"><head><title>Host</title></head><body style="margin:0">
<main><h1>Host news</h1><div style="height:700px">Host page</div>
<div id="embed" data-chorus-wall="demo" data-heading-level="3"></div></main>
<script>
  window.chorusEvents = [];
  document.getElementById('embed').addEventListener('chorus:endArrangeAllHypes', (event) => {
    window.chorusEvents.push(event.detail);
  });
</script>
<script src="${server.address}/embed.js" async></script></body></html>`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    // The wall is on 127.0.0.1; the host page on localhost: another origin.
    hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => host?.close(resolve));
  });

  it('answers embed=true with the posts, the data and hashed first-paint styles', async () => {
    const response = await fetch(`${server.address}/demo?embed=true&headingLevel=3`);
    const html = await response.text();
    expect(html).toContain('id="chorus-wall-data"');
    expect(html.match(/<article class="chorus-card/g)?.length ?? 0).toBeGreaterThan(0);
    // The first paint's stylesheets are inline; none is linked or preloaded.
    expect(html).not.toMatch(/<link [^>]*rel="stylesheet"/);
    expect(html).not.toMatch(/<link [^>]*as="style"/);
    const styles = html.match(/<style>[\s\S]*?<\/style>/g)?.length ?? 0;
    const policy = response.headers.get('content-security-policy') ?? '';
    const styleSources = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(styleSources).not.toContain('unsafe-inline');
    expect(styleSources.match(/'sha256-/g)?.length).toBe(styles);
  });

  it('shows its posts with JavaScript disabled, at the heading level of its address', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${hostOrigin}/plain`);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator(cards).count(), waitLong).toBeGreaterThan(0);
    expect(await frame.locator(cards).first().isVisible()).toBe(true);
    // Laid out by the theme (its stylesheet applies): cards in several columns.
    const lefts = await frame
      .locator('.chorus-masonry-cell')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBeGreaterThan(1);
    expect(await frame.getByRole('heading', { level: 3, name: 'Wall demo' }).count()).toBe(1);
    expect(await frame.locator(`${cards} h4`).count()).toBeGreaterThan(0);
    expect(await frame.locator('main, h1, h2').count()).toBe(0);
    await context.close();
  });

  it('hydrates inside another origin’s page with no error, violation or second first page', async () => {
    const firstPage = await fetch(`${server.address}/demo?embed=true&headingLevel=3`)
      .then((response) => response.text())
      .then((html) => {
        const data = /<script type="application\/json" id="chorus-wall-data">([^<]*)<\/script>/;
        return (JSON.parse(data.exec(html)?.[1] ?? '{}') as { feed: { url: string } }).feed.url;
      });
    expect(firstPage).toMatch(/^\/api\/posts\?/);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordCspViolations);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const feedRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/posts')) feedRequests.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`${hostOrigin}/`);
    const handle = await page.locator('#embed iframe').elementHandle(waitLong);
    const wall = await handle?.contentFrame();
    if (!wall) throw new Error('the embed made no frame');
    await expect.poll(() => wall.url(), waitLong).toContain('embed=true');
    await expect.poll(() => wallHydrated(wall).catch(() => false), waitLong).toBe(true);
    // After hydration the frame speaks the protocol: its parent hears of the first arrangement.
    await expect
      .poll(() => page.evaluate(() => (window as { chorusEvents?: unknown[] }).chorusEvents), {
        timeout: 30_000,
      })
      .toHaveLength(1);
    expect(await wall.locator(cards).count()).toBeGreaterThan(0);
    expect(await wall.getByRole('heading', { level: 3, name: 'Wall demo' }).count()).toBe(1);
    // The hoisted styles became the elements' own again (read back from the page's stylesheet).
    expect(await wall.locator('[data-chorus-style]').count()).toBe(0);
    const widths = await wall
      .locator('.chorus-masonry-cell')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).style.width));
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((width) => width === '')).toEqual([]);
    expect(feedRequests.filter((request) => request === firstPage)).toEqual([]);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});
