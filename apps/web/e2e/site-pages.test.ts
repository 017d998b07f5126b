/**
 * The site's own pages in Chromium: the administrator sets the About page address in the admin
 * screen by keyboard alone, and `/about` then leads to that site (here a page on another
 * loopback origin); an operator's Markdown page from the pages folder is drawn by the server,
 * sanitized, and is axe-clean at desktop and phone sizes.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtBothSizes, waitLong } from './admin-fixtures.ts';
import {
  hostPage,
  launchChromium,
  setupTimeout,
  signUpOwner,
  startTestServer,
  type LoopbackSite,
} from './browser.ts';

describe('site pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let aboutSite: LoopbackSite;

  beforeAll(async () => {
    const pagesDir = mkdtempSync(path.join(tmpdir(), 'chorus-site-pages-e2e-'));
    mkdirSync(path.join(pagesDir, 'tmp'));
    writeFileSync(
      path.join(pagesDir, 'house-rules.md'),
      [
        '# House rules',
        '',
        'Posts on our walls follow a few **rules**:',
        '',
        '1. Be kind.',
        '2. Credit the [photographer](https://example.org/credits).',
        '',
        '<script>document.title = "owned"</script>',
        '',
        '| Rule | Why |',
        '| --- | --- |',
        '| Kindness | Everyone reads the wall |',
      ].join('\n'),
    );
    [server, browser, aboutSite] = await Promise.all([
      // Self-hosted: the first account is the instance's administrator.
      startTestServer('site-pages', { CHORUS_PLANS: 'self-hosted', CHORUS_PAGES_DIR: pagesDir }),
      launchChromium(),
      hostPage('<main><h1>About the operator</h1></main>'),
    ]);
  }, setupTimeout);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await aboutSite?.close();
  });

  it('lets the administrator set the About address by keyboard; /about then leads there', async () => {
    const admin = await signUpOwner(
      server,
      browser,
      { username: 'site-admin', email: 'site-admin@example.test', password: 'secret-pass' },
      'site-wall',
    );
    const page = await admin.context.newPage();
    await page.goto(`${server.address}/admin/instance`);
    const about = page.getByLabel('About page address');
    await expect.poll(() => about.count(), waitLong).toBe(1);

    // Keyboard only: focus moves to the field, the address is typed, Enter sends the form.
    await about.focus();
    await page.keyboard.type('ftp://files.example.org');
    await page.keyboard.press('Enter');
    await expect.poll(() => about.getAttribute('aria-invalid'), waitLong).toBe('true');
    await expect
      .poll(
        () => page.getByText('About page address must be an http:// or https:// address.').count(),
        waitLong,
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${aboutSite.origin}/`);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText('Site pages saved.').count(), waitLong)
      .toBeGreaterThan(0);
    await expectAccessibleAtBothSizes(page);

    const visitor = await browser.newContext();
    const aboutPage = await visitor.newPage();
    await aboutPage.goto(`${server.address}/about`);
    expect(aboutPage.url()).toBe(`${aboutSite.origin}/`);
    expect(await aboutPage.getByRole('heading', { level: 1 }).textContent()).toBe(
      'About the operator',
    );
    // Unset pages answer the not-found page.
    const clients = await aboutPage.goto(`${server.address}/clients`);
    expect(clients?.status()).toBe(404);
    expect(await aboutPage.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await visitor.close();
    await admin.context.close();
  });

  it('draws a Markdown page from the pages folder, without its script, axe-clean', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`${server.address}/pages/house-rules`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('House rules · Chorus');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('House rules');
    expect(await page.getByRole('link', { name: 'photographer' }).getAttribute('href')).toBe(
      'https://example.org/credits',
    );
    expect(await page.getByRole('table').getByRole('cell', { name: 'Kindness' }).count()).toBe(1);
    expect(await page.locator('script').count()).toBe(0);
    await expectAccessibleAtBothSizes(page);
    expect(problems).toEqual([]);
    const missing = await page.goto(`${server.address}/pages/tmp/nothing-here`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});
