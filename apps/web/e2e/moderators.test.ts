/**
 * Two moderators on one wall in two browser contexts: each sees the other's approvals leave
 * the Private Posts list live, and "Undo my last action" takes back one's own approval, which
 * comes back to both lists.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startTestServer, type SignedUpOwner } from './browser.ts';
import { moderatedWall } from './moderation-fixtures.ts';
import { addDemoPost } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'duomoderator', email: 'duo@example.org', password: 'secret-pass' };
const wallName = 'duowall';

describe('two moderators on one wall in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;
  let second: BrowserContext;

  beforeAll(async () => {
    server = await startTestServer('moderators');
    browser = await launchChromium();
    owner = await moderatedWall(server, browser, account, wallName);
    // The second moderator: a white-label link of the wall, in its own browser context.
    second = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  });

  afterAll(async () => {
    await second?.close();
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  async function privateTab(context: BrowserContext, query = ''): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.address}/${wallName}/edit/moderate/private${query}`, {
      waitUntil: 'load',
    });
    return page;
  }
  const item = (page: Page, title: string) =>
    page.locator('li.moderation-post', { hasText: title });

  it("sees the other's approvals live and undoes its own", async () => {
    for (const title of ['First in line', 'Second in line', 'Third in line']) {
      await addDemoPost(server, { title, state: 'pending' }, wallName);
    }
    const { token } = await owner.api<{ token: string }>(
      `/api/generateWhiteLabelToken?wall=${wallName}`,
    );
    const a = await privateTab(owner.context);
    await expect.poll(() => item(a, 'Third in line').count(), waitLong).toBe(1);
    const b = await privateTab(second, `?wl_token=${encodeURIComponent(token)}`);
    await expect.poll(() => item(b, 'Third in line').count(), waitLong).toBe(1);

    await item(a, 'First in line').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => item(b, 'First in line').count(), waitLong).toBe(0);
    await item(b, 'Second in line').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => item(a, 'Second in line').count(), waitLong).toBe(0);

    await b.getByRole('button', { name: 'Undo my last action' }).click();
    await expect
      .poll(
        () => b.locator('.owner-alert', { hasText: 'Your last action was undone.' }).count(),
        waitLong,
      )
      .toBeGreaterThan(0);
    await expect.poll(() => item(b, 'Second in line').count(), waitLong).toBe(1);
    await expect.poll(() => item(a, 'Second in line').count(), waitLong).toBe(1);
    await a.close();
    await b.close();
  });
});
