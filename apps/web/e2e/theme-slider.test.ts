/**
 * The horizontal slider in Chromium on the seeded demo wall: its row of posts (not the plain
 * list), the arrows by keyboard, the overlay, the mobile limits, a live approval arriving at the
 * front, the autoscroll and its Pause button, reduced motion, and axe at two sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withoutOwnerCheck } from './browser.ts';
import { expectOverlayRoundTrip, postIdsAt, useThemeSuite, waitLong } from './theme-fixtures.ts';
import { addDemoPost, approveDemoPost, setDemoProfile } from './wall-fixtures.ts';

const slider = '.chorus-wall[data-theme="slider"] .chorus-theme-slider';
const items = `${slider} li.chorus-slider-item`;
const itemIds = (page: Page) => postIdsAt(page, items);

describe('the horizontal slider in Chromium', () => {
  const suite = useThemeSuite('slider', { posts: items, moreThan: 1 });
  const setProfile = (profile: Record<string, unknown>) => setDemoProfile(suite.server, profile);

  it('draws one row of 280 px posts 20 px apart, moved by the arrows, and opens the overlay', async () => {
    const { page, problems } = await suite.open('/demo?theme=slider');
    // Its own layout, not the plain list; no collection bar.
    expect(await page.locator('.chorus-simple-list').count()).toBe(0);
    expect(await page.locator('nav[aria-label="Collections"]').count()).toBe(0);
    const boxes = await page
      .locator(items)
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    expect(boxes[0]!.width).toBe(280);
    expect(boxes[1]!.left - boxes[0]!.right).toBe(20);
    expect(boxes[1]!.top).toBe(boxes[0]!.top);

    // The labelled arrows work by keyboard.
    const next = page.getByRole('button', { name: 'Next post' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(slider).getAttribute('data-position'), waitLong).toBe('1');
    await page.getByRole('button', { name: 'Previous post' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(slider).getAttribute('data-position'), waitLong).toBe('0');

    // A post opens the overlay; Escape closes it and focus returns to the opener.
    await expectOverlayRoundTrip(
      page,
      page.locator(`${items} .chorus-card`).first().getByRole('button').first(),
    );
    // Inside the row, the right arrow key moves it too.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator(slider).getAttribute('data-position'), waitLong).toBe('1');
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('shows at most 13 posts on mobile, never narrower than 200 px', async () => {
    try {
      await setProfile({ sliderwidth: 120, sliderpadding: 10 });
      const { page } = await suite.open('/demo?theme=slider', {
        width: 390,
        height: 844,
      });
      expect(await page.locator(items).count()).toBeLessThanOrEqual(13);
      const box = await page.locator(items).first().boundingBox();
      expect(box?.width).toBe(200);
      await page.close();
    } finally {
      await setProfile({});
    }
  });

  it('puts a live approval at the front', async () => {
    const postId = await addDemoPost(suite.server, { title: 'Just approved', state: 'pending' });
    const { page, problems, live } = await suite.open('/demo?theme=slider');
    await live;
    expect(await itemIds(page)).not.toContain(postId);
    const before = await itemIds(page);
    await approveDemoPost(suite.server, postId);
    await expect.poll(() => itemIds(page), waitLong).toContain(postId);
    // At the front: ahead of every post shown before, after the wall's one pinned post.
    const after = await itemIds(page);
    expect(after.indexOf(postId)).toBeLessThan(2);
    expect(after.filter((id) => id !== postId)).toEqual(before);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('autoscrolls when the profile asks; the Pause button stops it by keyboard', async () => {
    try {
      await setProfile({ autoscroll: true });
      const { page, problems } = await suite.open('/demo?theme=slider');
      await page.mouse.move(1, 1);
      await expect
        .poll(
          async () => Number(await page.locator(slider).getAttribute('data-position')),
          waitLong,
        )
        .toBeGreaterThan(0);
      expect(await page.locator(slider).getAttribute('data-moving')).toBe('true');
      const pause = page.getByRole('button', { name: 'Pause' });
      await pause.focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.locator(slider).getAttribute('data-moving')).toBe('false');
      await page.keyboard.press('Space');
      expect(await page.locator(slider).getAttribute('data-moving')).toBe('true');
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();

      // Under reduced motion nothing moves.
      const { page: still, close } = await suite.openReduced('/demo?theme=slider');
      await expect
        .poll(() => still.locator(slider).getAttribute('data-moving'), waitLong)
        .toBe('false');
      expect(await still.locator(slider).getAttribute('data-position')).toBe('0');
      await close();
    } finally {
      await setProfile({});
    }
  });

  it('has no serious axe violations at 1280x900 and 390x844', async () => {
    try {
      await setProfile({ autoscroll: true });
      expect(await suite.axeAtCheckedSizes('/demo?theme=slider')).toEqual([]);
    } finally {
      await setProfile({});
    }
  });
});
