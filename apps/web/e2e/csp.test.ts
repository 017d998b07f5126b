/**
 * The pages' Content-Security-Policy holds in Chromium: every screen, public and owner, runs
 * under `script-src 'self'` and `style-src 'self'` (no 'unsafe-inline' for either) without a
 * single violation, in the page and in any frame it holds (the edit panel's wall preview).
 * A violation is caught by a `securitypolicyviolation` listener installed before any page code.
 * (Custom CSS under this policy is wall.test.ts's: it is a constructed sheet, not markup.)
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signUpOwner, startTestServer } from './browser.ts';
import { cspViolations, recordCspViolations } from './csp-violations.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'cspowner', email: 'csp@example.test', password: 'secret-pass' };
const slug = 'csp-wall';

describe('the Content-Security-Policy in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let visitor: BrowserContext;
  let ownerContext: BrowserContext;

  beforeAll(async () => {
    server = await startTestServer('csp');
    browser = await launchChromium();
    visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await visitor.addInitScript(recordCspViolations);
    ownerContext = (await signUpOwner(server, browser, owner, slug)).context;
    await ownerContext.addInitScript(recordCspViolations);
  });

  afterAll(async () => {
    await ownerContext?.close();
    await visitor?.close();
    await browser?.close();
    await server?.stop();
  });

  /** Opens `address`, waits for `ready` to show, and returns the page. */
  async function visit(context: BrowserContext, address: string, ready: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.address}${address}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator(ready).count(), waitLong).toBeGreaterThan(0);
    return page;
  }

  const publicScreens: [string, string][] = [
    ['/', 'main, h1'],
    ['/login', 'form'],
    ['/signup', 'form'],
    ['/demo', 'article.chorus-card'],
    ['/demo?theme=pin', 'article.chorus-card'],
    ['/demo?theme=slideshow', 'section.chorus-slideshow .chorus-slide'],
    ['/demo?theme=kenburns', 'section.chorus-slideshow .chorus-slide'],
    ['/demo?theme=qa', 'section.chorus-slideshow .chorus-slide'],
    ['/demo?embed=true', 'article.chorus-card'],
    ['/no-such-wall-here', 'main, h1'],
    ['/api/docs/', '#swagger-ui .info'],
  ];

  it.each(publicScreens)('a visitor sees %s without a violation', async (address, ready) => {
    const page = await visit(visitor, address, ready);
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it('would see a violation: an injected style element and style attribute are refused', async () => {
    const page = await visit(visitor, '/demo', 'article.chorus-card');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 5px solid red; }';
      document.head.append(style);
      document.body.insertAdjacentHTML('beforeend', '<p style="color: red">injected</p>');
    });
    await expect
      .poll(async () =>
        (await cspViolations(page)).map((line) => line.split(': ')[1]?.split(' ')[0]),
      )
      .toEqual(['style-src-elem', 'style-src-attr']);
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none');
    await page.close();
  });

  it('a visitor opens a post in the overlay without a violation', async () => {
    const page = await visit(visitor, '/demo', 'article.chorus-card');
    await page.locator('article.chorus-card').first().click();
    await expect.poll(() => page.locator('dialog.chorus-overlay[open]').count(), waitLong).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  const ownerScreens: [string, string][] = [
    ['/admin', 'table, [role="table"], main h1'],
    ['/admin/payment', 'main h1, main h2'],
    ['/settings', 'main h1, main h2'],
    [`/${slug}/edit`, 'iframe'],
    [`/${slug}/edit/moderate`, 'main'],
  ];

  it.each(ownerScreens)('the owner works on %s without a violation', async (address, ready) => {
    const page = await visit(ownerContext, address, ready);
    // The edit panel's preview frame loads a wall of its own: wait for it too.
    if (address.endsWith('/edit')) {
      const frame = page.frameLocator('iframe').first();
      await expect.poll(() => frame.locator('.chorus-wall').count(), waitLong).toBeGreaterThan(0);
    }
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it('moves from a wall to the owner screens in the app without a violation', async () => {
    const page = await visit(ownerContext, `/${slug}`, '.chorus-wall');
    await page.evaluate(() => {
      history.pushState({}, '', '/admin');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.url()).toMatch(/\/admin$/);
    await expect.poll(() => page.locator('main').count(), waitLong).toBeGreaterThan(0);
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });
});
