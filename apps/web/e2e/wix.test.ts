/**
 * The website builder (Wix) in Chromium: an `instance` signed by the test with the app secret
 * the server was given leads to the builder account's wall in builder-host mode (no search
 * entry, the builder's messages) and, for the site's owner, to its edit panel, where the
 * publish section's Facebook page tab asks for the App ID; a forged instance gets the refusal
 * page. axe-core at 1280x900 and 390x844 on each.
 */
import { createHash, createHmac } from 'node:crypto';
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openWatched,
  pathOf,
  seriousAxeViolations,
  setupTimeout,
  startTestServer,
  upgrade,
  watchOwnerPage,
  withoutOwnerCheck,
} from './browser.ts';
import { addSources, wallChanged } from './wall-fixtures.ts';

const secret = 'wix-e2e-secret';
const instanceId = 'e2e-site-4a1f';
const userName = `wix_${createHash('md5').update(instanceId).digest('hex')}`;
const waitLong = { timeout: 30_000 };
const phone = { width: 390, height: 844 };

/** An instance as Wix signs it: base64url JSON, and the HMAC-SHA256 of that text. */
function signed(payload: Record<string, unknown>, key = secret): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', key).update(data).digest('base64url')}.${data}`;
}
const ownerInstance = encodeURIComponent(
  signed({ instanceId, signDate: new Date().toISOString(), permissions: 'OWNER', uid: 'u1' }),
);

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(phone);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('the website builder (Wix) in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('wix', { CHORUS_WIX_APP_SECRET: secret });
    browser = await launchChromium();
  }, setupTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the builder account's wall, with the builder's message and no search entry", async () => {
    const first = await openWatched(
      browser,
      `${server.address}/wix/endpoint?instance=${ownerInstance}`,
    );
    expect(pathOf(first.page)).toBe(`/${userName}`);
    // No sources yet: the builder's message, not the visitors' 'Add accounts to get started'.
    await expect
      .poll(() => first.page.getByRole('status').allInnerTexts(), waitLong)
      .toContain(messages.feedImportFailed);
    await first.page.close();

    // On a plan with search and with a source, the bar shows, without the search entry.
    await upgrade(server, userName, 'pro');
    const wall = await server.database.db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow();
    await addSources(server, wall.id, [{ network: 'rss', label: 'Shop news', crawled: true }]);
    const { page, problems } = await openWatched(
      browser,
      `${server.address}/wix/endpoint?instance=${ownerInstance}`,
    );
    const bar = page.getByRole('navigation', { name: 'Collections' });
    await expect.poll(() => bar.count(), waitLong).toBe(1);
    expect(await page.getByRole('link', { name: 'Search' }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain(messages.feedImportFailed);
    // A wall of the same plan outside the builder has the search entry.
    const demo = await openWatched(browser, `${server.address}/demo`);
    await expect
      .poll(() => demo.page.getByRole('link', { name: 'Search' }).count(), waitLong)
      .toBe(1);
    await demo.page.close();
    await expectAccessible(page);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it("says the events wall is not enabled for the builder's users", async () => {
    const { theme } = await server.database.db
      .selectFrom('walls')
      .select('theme')
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('walls')
      .set({ theme: 'waterfall_events' })
      .where('user_name', '=', userName)
      .execute();
    await wallChanged(server, userName);
    const { page, problems } = await openWatched(
      browser,
      `${server.address}/wix/endpoint?instance=${ownerInstance}`,
    );
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain(messages.eventsNotEnabledInBuilder);
    // Drawn so by the server already, before any script runs.
    const html = await (await fetch(`${server.address}/${userName}`)).text();
    expect(html).toContain(messages.eventsNotEnabledInBuilder);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
    await server.database.db
      .updateTable('walls')
      .set({ theme })
      .where('user_name', '=', userName)
      .execute();
    await wallChanged(server, userName);
  });

  it('refuses a forged instance with a plain page, and no wall', async () => {
    const forged = encodeURIComponent(
      signed({ instanceId, permissions: 'OWNER' }, 'not-the-secret'),
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const response = await page.goto(`${server.address}/wix/endpoint?instance=${forged}`);
    expect(response?.status()).toBe(403);
    expect(pathOf(page)).toBe(`/wix/endpoint?instance=${forged}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Wall not available');
    expect(await page.locator('p').innerText()).toContain('not signed by the builder app');
    expect(await page.locator('article').count()).toBe(0);
    await expectAccessible(page);
    await page.close();
  });

  it("opens the edit panel for the site's owner, whose Facebook page tab asks for the App ID", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Facebook's dialog is not reached from this closed network: a stand-in answers it.
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Add page tab</title>' }),
    );
    const page = await context.newPage();
    const problems = watchOwnerPage(page);
    await page.goto(`${server.address}/wix/settings?instance=${ownerInstance}`, {
      waitUntil: 'networkidle',
    });
    expect(pathOf(page)).toBe(`/${userName}/edit`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    await expect.poll(() => panel.count(), waitLong).toBe(1);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await panel.getByRole('button', { name: 'Publish' }).click();
    const open = page.getByRole('button', { name: 'Set up a Facebook page tab' });
    await expect.poll(() => open.count(), waitLong).toBe(1);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Add the wall to a Facebook page' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByRole('button', { name: 'Add to a Facebook page' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText(), waitLong)
      .toBe('Please enter App ID in step 4.');
    // The empty field has the focus, and says what is wrong with it.
    const appId = dialog.getByLabel('App ID', { exact: true });
    expect(await appId.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await appId.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await appId.fill('1234567890');
    const popup = page.waitForEvent('popup');
    await appId.press('Enter');
    const tab = new URL((await popup).url());
    expect(`${tab.origin}${tab.pathname}`).toBe('https://www.facebook.com/dialog/pagetab');
    expect(tab.searchParams.get('app_id')).toBe('1234567890');
    expect(tab.searchParams.get('redirect_uri')).toBe(`${server.address}/${userName}`);
    expect(await dialog.getByRole('alert').innerText()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("refuses the settings to a site visitor's instance", async () => {
    const visitor = encodeURIComponent(signed({ instanceId, permissions: '' }));
    const page = await browser.newPage();
    const response = await page.goto(`${server.address}/wix/settings?instance=${visitor}`);
    expect(response?.status()).toBe(403);
    expect(await page.locator('p').innerText()).toBe(
      "Only the site's owner can change this wall's settings.",
    );
    await page.close();
  });
});
