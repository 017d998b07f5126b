/**
 * Page integrations in Chromium: the administrator enables the analytics tracking with a custom
 * script (a loopback "vendor" standing in for a tracker) in the admin screen, by keyboard; an
 * owner page then loads that script, which reports back to its origin, with no CSP violation;
 * the public wall never loads it. A refused address is said under its field. The screen is
 * axe-clean at desktop and phone sizes.
 */
import type { RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWall,
  expectAccessibleAtBothSizes,
  signUpInBrowser,
  waitLong,
} from './admin-fixtures.ts';
import { launchChromium, serveOnLoopback, setupTimeout, type LoopbackSite } from './browser.ts';
import { cspViolations, recordCspViolations } from './csp-violations.ts';
import { startTestServer } from './browser.ts';

/** The vendor's script: marks the page, then sends a beacon to where it came from. */
const vendorScript = `window.__vendorLoaded = true;
fetch(new URL('/collect', document.currentScript.src), { method: 'POST', mode: 'no-cors', body: location.pathname });`;

describe('page integrations', () => {
  let server: RunningServer;
  let browser: Browser;
  let vendor: LoopbackSite;
  /** Paths that asked the vendor for its script or sent it a beacon, in order. */
  const vendorHits: string[] = [];

  beforeAll(async () => {
    vendor = await serveOnLoopback((request, response) => {
      vendorHits.push(request.url ?? '');
      if (request.url === '/script.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end(vendorScript);
        return;
      }
      response.writeHead(204, { 'access-control-allow-origin': '*' });
      response.end();
    });
    server = await startTestServer('integrations', { CHORUS_PLANS: 'self-hosted' });
    browser = await launchChromium();
  }, setupTimeout);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await vendor?.close();
  });

  it('loads the enabled tracker on owner pages only, within their CSP', async () => {
    const origin = server.address;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordCspViolations);
    const page = await signUpInBrowser(context, `${origin}/signup`, {
      username: 'integrator',
      email: 'integrator@example.test',
      password: 'secret-pass',
    });
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/admin');
    await createWall(context, origin, 'tracked-wall');
    await page.goto(`${origin}/admin/instance`);

    const section = page.getByRole('region', { name: 'Analytics tracking' });
    await expect.poll(() => section.count(), waitLong).toBe(1);
    await expectAccessibleAtBothSizes(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A plain-http address elsewhere than on loopback is refused, under its field.
    await section.getByLabel('Analytics service').selectOption({ label: 'Custom script' });
    const address = section.getByLabel('Script address');
    await address.fill('http://tracker.example.org/script.js');
    const enable = section.getByRole('switch', { name: 'Enable Analytics tracking' });
    await enable.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => enable.isChecked(), waitLong).toBe(true);
    await section.getByRole('button', { name: 'Save Analytics tracking' }).click();
    await expect
      .poll(() => section.getByRole('alert').textContent(), waitLong)
      .toBe('Please enter a valid URL.');

    await address.fill(`${vendor.origin}/script.js`);
    await address.press('Enter');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: 'Analytics tracking saved and enabled.' })
            .count(),
        waitLong,
      )
      .toBe(1);
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(vendorHits).toEqual([]);

    // An owner page loads the tracker, which reports to its origin, and nothing is refused.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as { __vendorLoaded?: boolean }).__vendorLoaded))
      .toBe(true);
    await expect.poll(() => vendorHits.includes('/collect'), waitLong).toBe(true);
    expect(vendorHits[0]).toBe('/script.js');
    await expect.poll(() => section.count(), waitLong).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    await expectAccessibleAtBothSizes(page);

    // The public wall does not.
    const hitsBefore = vendorHits.length;
    const wall = await context.newPage();
    const response = await wall.goto(`${origin}/tracked-wall`);
    expect(await response?.text()).not.toContain(vendor.origin);
    expect(response?.headers()['content-security-policy']).not.toContain(vendor.origin);
    await expect.poll(() => wall.locator('.chorus-wall').count(), waitLong).toBeGreaterThan(0);
    expect(
      await wall.evaluate(() => (window as { __vendorLoaded?: boolean }).__vendorLoaded),
    ).toBeUndefined();
    expect(vendorHits.length).toBe(hitsBefore);
    expect(await cspViolations(wall)).toEqual([]);
    await context.close();
  });
});
