/**
 * A post behind a content warning in Chromium: the wall shows the warning and a "Show post"
 * button instead of the text and picture, a visitor opens it from the keyboard, and sensitive
 * media stay blurred behind "Show media" until opened. The page passes axe either way.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatched, seriousAxeViolations, startTestServer } from './browser.ts';
import { addDemoPost } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };

describe('content warnings on the public wall', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('content-warning');
    browser = await launchChromium();
    // Written before anything reads the wall, so no cached page lacks the warning.
    const postId = await addDemoPost(server, {
      title: '',
      description: '<p>The butler did it</p>',
      image: { url: '/favicon.svg', width: 200, height: 100 },
    });
    await server.database.db
      .updateTable('posts')
      .set({ content_warning: 'Film spoilers', sensitive: true })
      .where('id', '=', Number(postId) as never)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('hides the post behind its warning until a visitor opens it by keyboard', async () => {
    const { page, problems } = await openWatched(browser, `${server.address}/demo`);
    const card = page.locator('article.chorus-card', { hasText: 'Film spoilers' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    const showPost = card.getByRole('button', { name: 'Show post' });
    expect(await showPost.getAttribute('aria-expanded')).toBe('false');
    expect(await card.getByText('The butler did it').count()).toBe(0);
    expect(await card.locator('img').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await showPost.focus();
    await page.keyboard.press('Enter');
    const hidePost = card.getByRole('button', { name: 'Hide post' });
    await expect.poll(() => hidePost.getAttribute('aria-expanded'), waitLong).toBe('true');
    expect(await card.getByText('The butler did it').isVisible()).toBe(true);
    // The button opened the post on the card, not the single-post overlay.
    expect(await page.locator('dialog[open]').count()).toBe(0);

    // The picture is there now, blurred, out of reach until "Show media".
    const blurred = card.locator('.chorus-sensitive-media');
    expect(await blurred.count()).toBe(1);
    expect(await blurred.evaluate((element) => getComputedStyle(element).filter)).toContain('blur');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    const showMedia = card.getByRole('button', { name: 'Show media' });
    expect(await showMedia.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => card.locator('.chorus-sensitive-media').count(), waitLong).toBe(0);
    expect(await card.locator('img').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
