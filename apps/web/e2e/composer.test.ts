/**
 * The custom post composer in Chromium, on a self-hosted instance: the owner writes a post with
 * a title, text, link, image, author and button in the content section; the spec's message says
 * it is saved, and the post shows on the public wall already open in another tab, without a
 * reload. The composer is axe-clean at desktop and phone sizes.
 */
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtBothSizes, waitLong } from './admin-fixtures.ts';
import {
  launchChromium,
  setupTimeout,
  signUpOwner,
  startTestServer,
  type SignedUpOwner,
} from './browser.ts';

const wall = 'composer-wall';
const owner = { username: 'composer', email: 'composer@example.test', password: 'secret-pass' };

describe('the custom post composer', () => {
  let server: RunningServer;
  let browser: Browser;
  let signedUp: SignedUpOwner;

  beforeAll(async () => {
    server = await startTestServer('composer', { CHORUS_PLANS: 'self-hosted' });
    browser = await launchChromium();
    signedUp = await signUpOwner(server, browser, owner, wall);
  }, setupTimeout);

  afterAll(async () => {
    await signedUp?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('saves a written post with the spec message and it appears live on the open wall', async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.address}/${wall}`);
    await expect.poll(() => visitor.locator('.chorus-wall').count(), waitLong).toBe(1);

    const page = await signedUp.context.newPage();
    await page.goto(`${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const write = panel.getByRole('button', { name: 'Write a post' });
    await expect.poll(() => write.count(), waitLong).toBe(1);
    await write.click();

    const dialog = page.getByRole('dialog', { name: 'Write a post' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByRole('button', { name: 'Save post' }).click();
    await expect
      .poll(() => dialog.getByText('Please specify a valid post.').count(), waitLong)
      .toBe(1);
    await expectAccessibleAtBothSizes(page);
    await page.setViewportSize({ width: 1400, height: 900 });

    await dialog.getByLabel('Title').fill('Doors open at nine');
    await dialog.getByLabel('Text', { exact: true }).fill('Coffee in the hall before the keynote.');
    await dialog.getByLabel('Link', { exact: true }).fill('https://example.org/programme');
    await dialog.getByLabel('Author name').fill('Front desk');
    await dialog.getByLabel('Button link').fill('https://example.org/tickets');
    await dialog.getByLabel('Button text').fill('Get tickets');
    await dialog.getByRole('button', { name: 'Save post' }).click();

    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: messages.postSaved }).count(),
        waitLong,
      )
      .toBe(1);
    expect(await dialog.count()).toBe(0);

    const card = visitor.locator('article.chorus-card', { hasText: 'Doors open at nine' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    expect(await card.textContent()).toContain('Front desk');
    await visitorContext.close();
  });

  it('writes a post by keyboard from the moderation screen; it joins the list and the wall', async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.address}/${wall}`);
    await expect.poll(() => visitor.locator('.chorus-wall').count(), waitLong).toBe(1);

    const page = await signedUp.context.newPage();
    await page.goto(`${server.address}/${wall}/edit/moderate`);
    const section = page.getByRole('region', { name: 'Moderate posts' });
    const write = section.getByRole('button', { name: 'Write a post' });
    await expect.poll(() => write.count(), waitLong).toBe(1);
    await write.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Write a post' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await expectAccessibleAtBothSizes(page);
    await page.setViewportSize({ width: 1400, height: 900 });

    // The dialog opens on its first field; Tab walks on to the text, then to Save post.
    const focusedLabel = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.labels?.[0]?.textContent ?? active?.textContent ?? '';
      });
    await expect.poll(focusedLabel, waitLong).toBe('Title');
    await page.keyboard.type('Moderators say hello');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Text');
    await page.keyboard.type('Written from the moderation screen.');
    for (let step = 0; step < 40 && (await focusedLabel()) !== 'Save post'; step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedLabel()).toBe('Save post');
    await page.keyboard.press('Enter');

    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: messages.postSaved }).count(),
        waitLong,
      )
      .toBe(1);
    expect(await dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), waitLong)
      .toBe('Write a post');

    // The source approves on its own (the default): the post is in the public list at once.
    const listed = section
      .getByRole('list', { name: 'Public posts' })
      .getByText('Moderators say hello');
    await expect.poll(() => listed.count(), waitLong).toBeGreaterThan(0);
    const card = visitor.locator('article.chorus-card', { hasText: 'Moderators say hello' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    await visitorContext.close();
  });
});
