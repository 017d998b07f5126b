/**
 * The mosaic in Chromium on the seeded demo wall: its field of 45 px image tiles (not the plain
 * list), one tab stop with arrow keys, the overlay, a live approval at the current position,
 * pause by keyboard, reduced motion, and axe at two sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withoutOwnerCheck } from './browser.ts';
import { expectOverlayRoundTrip, postIdsAt, useThemeSuite, waitLong } from './theme-fixtures.ts';
import { addDemoPost, approveDemoPost, setDemoProfile } from './wall-fixtures.ts';

const field = '.chorus-wall[data-theme="mosaic"] .chorus-theme-mosaic';
const tiles = `${field} button.chorus-mosaic-tile`;
const tileIds = (page: Page) => postIdsAt(page, tiles);

describe('the mosaic in Chromium', () => {
  const suite = useThemeSuite('mosaic', {
    posts: tiles,
    seed: async (server) => {
      for (const n of [1, 2, 3]) {
        await addDemoPost(server, {
          title: `Picture ${n}`,
          image: { url: '/favicon.svg', width: 600, height: 400 },
        });
      }
    },
  });

  it('fills the window with 45 px tiles, one tab stop, arrow keys, and opens the overlay', async () => {
    const { page, problems } = await suite.open('/demo?theme=mosaic');
    expect(await page.locator('.chorus-simple-list').count()).toBe(0);
    const columns = Number(await page.locator(field).getAttribute('data-columns'));
    const rows = Number(await page.locator(field).getAttribute('data-rows'));
    expect(columns).toBeGreaterThanOrEqual(28);
    expect(await page.locator(`${field} .chorus-mosaic-tile`).count()).toBe(columns * rows);
    // Layout size (the entrance animation scales the drawn box).
    const size = await page
      .locator(tiles)
      .first()
      .evaluate((element) => [
        (element as HTMLElement).offsetWidth,
        (element as HTMLElement).offsetHeight,
      ]);
    expect(size).toEqual([45, 45]);
    expect(await page.locator(`${tiles}[tabindex="0"]`).count()).toBe(1);

    const first = page.locator(tiles).first();
    await first.focus();
    // Focus inside the field pauses the animation.
    expect(await page.locator(field).getAttribute('data-paused')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tile'))).toBe('1');
    expect(await page.locator(`${tiles}[tabindex="0"]`).getAttribute('data-tile')).toBe('1');

    await expectOverlayRoundTrip(page, page.locator(`${tiles}[data-tile="1"]`), () =>
      page.keyboard.press('Enter'),
    );
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('puts a live approval at the current position', async () => {
    const postId = await addDemoPost(suite.server, {
      title: 'Just approved',
      state: 'pending',
      image: { url: '/favicon.svg', width: 600, height: 400 },
    });
    const { page, problems, live } = await suite.open('/demo?theme=mosaic');
    // Approved once the wall's live channel is subscribed, as the other themes' tests do.
    await live;
    const before = await tileIds(page);
    expect(before).not.toContain(postId);
    await approveDemoPost(suite.server, postId);
    await expect.poll(() => tileIds(page), waitLong).toContain(postId);
    const after = await tileIds(page);
    expect(after).toHaveLength(before.length);
    // The first live post lands on the first position.
    expect(after[0]).toBe(postId);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('pauses by keyboard; nothing animates under reduced motion', async () => {
    const { page } = await suite.open('/demo?theme=mosaic');
    const state = () =>
      page
        .locator(tiles)
        .first()
        .evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await state()).toBe('running');
    await page.getByRole('button', { name: 'Pause' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await state()).toBe('paused');
    await page.close();

    const { page: still, close } = await suite.openReduced('/demo?theme=mosaic');
    expect(
      await still
        .locator(tiles)
        .first()
        .evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none');
    expect(await still.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // An event screen whose wall ignores reduced motion: the tiles animate in.
    try {
      await setDemoProfile(suite.server, { ignoreReducedMotion: true });
      await still.goto(`${suite.server.address}/demo?theme=mosaic`, { waitUntil: 'networkidle' });
      await expect.poll(() => still.locator(tiles).count(), waitLong).toBeGreaterThan(0);
      expect(
        await still
          .locator(tiles)
          .first()
          .evaluate((element) => getComputedStyle(element).animationName),
      ).toBe('chorus-mosaic-in');
      expect(await still.locator(field).getAttribute('data-moving')).toBe('true');
    } finally {
      await setDemoProfile(suite.server, {});
    }
    await close();
  });

  it('has no serious axe violations at 1280x900 and 390x844', async () => {
    expect(await suite.axeAtCheckedSizes('/demo?theme=mosaic')).toEqual([]);
  });
});
