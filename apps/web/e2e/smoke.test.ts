import { type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startTestServer } from './browser.ts';

/** Opens a page and records console errors and CSP violations while it loads. */
async function visit(page: Page, url: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  return { response, problems };
}

describe('the served app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('e2e');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the public wall route without console errors or CSP violations', async () => {
    const page = await browser.newPage();
    const { response, problems } = await visit(page, `${server.address}/demo`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.locator('[data-screen]').first().getAttribute('data-screen'))
      .toBe('wall');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends a visitor from the dashboard to sign-in, and routes to the not-found page', async () => {
    const page = await browser.newPage();
    await visit(page, `${server.address}/admin`);
    await expect
      .poll(() => page.locator('[data-screen]').first().getAttribute('data-screen'))
      .toBe('login');
    expect(new URL(page.url()).search).toBe('?next=%2Fadmin');
    await visit(page, `${server.address}/404`);
    await expect
      .poll(() => page.locator('[data-screen]').first().getAttribute('data-screen'))
      .toBe('not-found');
    await page.close();
  });

  it('loads the wall inside another origin’s iframe, and refuses to frame the dashboard', async () => {
    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes("frame-ancestors 'none'")) refusals.push(message.text());
    });
    // A second origin for the same server: localhost vs 127.0.0.1.
    const other = server.address.replace('127.0.0.1', 'localhost');
    await page.route(`${other}/host-page`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe id="wall" src="${server.address}/demo"></iframe>
               <iframe id="admin" src="${server.address}/admin"></iframe>`,
      }),
    );
    await page.goto(`${other}/host-page`, { waitUntil: 'networkidle' });
    const wall = page.frameLocator('#wall');
    await expect.poll(() => wall.locator('[data-screen="wall"]').count()).toBe(1);
    const admin = page.frame({ url: `${server.address}/admin` });
    const adminScreens = admin ? await admin.locator('[data-screen]').count() : 0;
    expect(adminScreens).toBe(0);
    expect(refusals).toHaveLength(1);
    await page.close();
  });
});
