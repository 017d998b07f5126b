/**
 * Wall analytics in Chromium (issue 23, part 2): the owner activates analytics in the wall's
 * Analyze section; a visitor in a second browser context (no cookie) opens the wall, opens a
 * post and clicks its call to action and a share link; the owner reaches the analytics page by
 * keyboard from the dashboard row's Analytics button and sees those numbers, picks another
 * range by keyboard, and the page has no serious or critical axe violation at 1280×900 and
 * 390×844.
 */
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  seriousAxeViolations,
  setupTimeout,
  signUpOwner,
  startTestServer,
  upgrade,
  watchOwnerPage,
} from './browser.ts';

const waitLong = { timeout: 60_000 };
const owner = {
  username: 'stats-owner',
  email: 'stats-owner@example.test',
  password: 'secret-pass',
};
const wallName = 'stats-wall';
const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

describe('wall analytics', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('analytics');
    browser = await launchChromium();
    ({ context } = await signUpOwner(server, browser, owner, wallName));
    // Analytics are a prime-and-up feature in hosted mode.
    await upgrade(server, owner.username, 'prime');
    const { db } = server.database;
    const wall = await db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', wallName)
      .executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    await sql`
      insert into posts (wall_id, network, external_id, author, title, description, url, media, created_at, state, cta)
      values
        (${wall.id}, 'custom', 'stats-1', '{"name": "Ada"}', 'Doors open', '<p>Doors open at nine.</p>',
         'https://example.test/posts/1', '[]', ${now - 60}, 'approved',
         '{"url": "https://example.test/tickets", "text": "Get tickets"}'),
        (${wall.id}, 'custom', 'stats-2', '{"name": "Ada"}', 'Second talk', '<p>The second talk.</p>',
         'https://example.test/posts/2', '[]', ${now - 120}, 'approved', null)
    `.execute(db);
    page = await context.newPage();
    await page.setViewportSize(wide);
    problems = watchOwnerPage(page);
  }, setupTimeout);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('activates analytics in the Analyze section', async () => {
    await page.goto(`${server.address}/${wallName}/edit/analyze`, { waitUntil: 'networkidle' });
    const analyze = page.getByRole('region', { name: 'Analyze' });
    await expect
      .poll(() => analyze.getByText(messages.editAnalyticsInactive).count(), waitLong)
      .toBe(1);
    await analyze.getByRole('button', { name: 'Activate analytics' }).click();
    await expect
      .poll(() => analyze.getByText(messages.editAnalyticsActive).count(), waitLong)
      .toBe(1);
  });

  it('counts a visitor’s view, post open, CTA and share clicks, and shows them', async () => {
    // A visitor: another context, no session; links to other sites go nowhere.
    const visitor = await browser.newContext({ viewport: wide });
    await visitor.route(/^https:\/\/example\.test\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    const wallPage = await visitor.newPage();
    await wallPage.goto(`${server.address}/${wallName}`, { waitUntil: 'networkidle' });
    await wallPage.getByRole('button', { name: 'Doors open' }).click();
    const overlay = wallPage.locator('dialog.chorus-overlay[open]');
    await expect.poll(() => overlay.count(), waitLong).toBe(1);
    const popups: Page[] = [];
    visitor.on('page', (popup) => popups.push(popup));
    await overlay.getByRole('link', { name: 'Get tickets' }).click();
    await overlay.locator('.chorus-share a').first().click();
    await expect.poll(() => popups.length, waitLong).toBe(2);
    await visitor.close();

    // The owner: the dashboard row's Analytics button, by keyboard.
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    const row = page.locator(`tr[data-wall="${wallName}"]`);
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const button = row.getByRole('link', { name: `Analytics of Wall ${wallName}` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe(`/analytics/${wallName}`);

    const totals = page.locator('.analytics-totals');
    const figure = (kind: string) =>
      totals
        .locator(`[data-kind="${kind}"] dd`)
        .textContent({ timeout: 5_000 })
        .catch(() => '');
    // Beacons arrive on their own time; the report writes pending counts before it reads.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Last 7 days' }).click();
        return [
          await figure('view'),
          await figure('visitor'),
          await figure('open'),
          await figure('cta'),
          await figure('share'),
        ];
      }, waitLong)
      .toEqual(['1', '1', '1', '1', '1']);
    expect(await page.getByRole('status').textContent()).toMatch(/^From \d{4}-\d\d-\d\d to /);
    expect(await page.getByRole('heading', { name: 'Posts per network' }).count()).toBe(1);
    expect(
      await page
        .getByRole('table')
        .filter({ hasText: 'Contributor' })
        .getByRole('row', { name: /Ada/ })
        .count(),
    ).toBe(1);
    // The chart is drawn (a canvas), with the figures as a table beside it.
    await expect.poll(() => page.locator('.analytics-chart canvas').count(), waitLong).toBe(1);
    expect(await page.getByRole('img', { name: /^Chart: wall views/ }).count()).toBe(1);

    // Keyboard: the table toggle and a custom range.
    const toggle = page.locator('summary', { hasText: 'The figures as a table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Figures per day' });
    await expect.poll(() => table.isVisible(), waitLong).toBe(true);
    expect(await table.locator('tbody tr').count()).toBe(7);

    const custom = page.getByRole('button', { name: 'Custom' });
    await custom.focus();
    await page.keyboard.press('Enter');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).press('Enter');
    await expect
      .poll(() => page.getByRole('status').textContent(), waitLong)
      .toBe(`From ${today} to ${today} (UTC days)`);
    expect(await figure('cta')).toBe('1');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(phone);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(wide);
    expect(problems).toEqual([]);
  });
});
