/**
 * Pin, unpin and highlight made in moderation reach a wall open in a visitor's browser over the
 * live channel, without a reload: a pin moves the post to the top, an unpin puts it back, a
 * highlight redraws its card.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startTestServer } from './browser.ts';
import { demoOwnerContext } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'liveowner', email: 'liveowner@example.org', password: 'secret-pass' };
const cards = '.chorus-wall article.chorus-card';

function cardIds(page: Page): Promise<string[]> {
  return page
    .locator(cards)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-post-id')!));
}

describe('moderation reaching an open wall live', () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerContext: BrowserContext;

  beforeAll(async () => {
    server = await startTestServer('live-updates');
    browser = await launchChromium();
    ownerContext = await demoOwnerContext(server, browser, owner);
  });
  afterAll(async () => {
    await ownerContext?.close();
    await browser?.close();
    await server?.stop();
  });

  it('reorders an open wall on a pin and an unpin, and redraws a highlight, without reload', async () => {
    const wall = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const ready = new Promise<void>((resolve) => {
      wall.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => {
          if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve();
        });
      });
    });
    await wall.goto(`${server.address}/demo`, { waitUntil: 'networkidle' });
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBeGreaterThan(3);
    await ready;
    // Set in this document only: gone if the wall reloaded.
    await wall.evaluate(() => {
      (window as unknown as { stillOpen: boolean }).stillOpen = true;
    });
    const before = await cardIds(wall);
    const chosenId = before[2]!;
    const card = wall.locator(`${cards}[data-post-id="${chosenId}"]`);
    const title = await card.locator('.chorus-title').innerText();

    const moderation = await ownerContext.newPage();
    await moderation.goto(`${server.address}/demo/edit/moderate`, { waitUntil: 'load' });
    const item = moderation.locator('li.moderation-post', { hasText: title });
    await expect.poll(() => item.count(), waitLong).toBe(1);
    const press = (name: string) => item.getByRole('button', { name, exact: true }).click();

    await press('Pin to top');
    await expect.poll(async () => (await cardIds(wall))[0], waitLong).toBe(chosenId);
    expect(await card.getAttribute('class')).toContain('chorus-card--pinned');

    await press('Highlight');
    await expect
      .poll(async () => (await card.getAttribute('class')) ?? '', waitLong)
      .toContain('chorus-card--highlight');

    await press('Unpin');
    await expect.poll(() => cardIds(wall), waitLong).toEqual(before);
    expect(await card.getAttribute('class')).not.toContain('chorus-card--pinned');

    expect(
      await wall.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen),
    ).toBe(true);
    await moderation.close();
    await wall.close();
  });
});
