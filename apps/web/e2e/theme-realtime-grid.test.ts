/**
 * The realtime grid in Chromium on the seeded demo wall: its fixed cells (not the plain list),
 * the spec's defaults and fit message, the overlay, a live approval taking a cell, the cells
 * refreshing by themselves, pause by keyboard, reduced motion, and axe at two sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, withoutOwnerCheck } from './browser.ts';
import { expectOverlayRoundTrip, postIdsAt, useThemeSuite, waitLong } from './theme-fixtures.ts';
import { addDemoPost, approveDemoPost, setDemoProfile } from './wall-fixtures.ts';

const grid = '.chorus-wall[data-theme="realtime-grid"] .chorus-theme-realtime-grid';
const cells = `${grid} li.chorus-realtime-grid-cell`;
const gridMessage =
  'Your column width or row height is too large to fit in the dimensions of the screen. Please adjust your Min Column Width or Min Column Height in the control panel at the top right of the screen.';
const cellIds = (page: Page) => postIdsAt(page, cells);

describe('the realtime grid in Chromium', () => {
  const suite = useThemeSuite('realtime-grid', { posts: cells });
  const setProfile = (profile: Record<string, unknown>) => setDemoProfile(suite.server, profile);

  it('draws 300x300 cells 10 px apart filling the window, and opens the overlay', async () => {
    const { page, problems } = await suite.open('/demo?theme=realtime-grid');
    // Its own layout, not the plain list; no collection bar.
    expect(await page.locator('.chorus-simple-list').count()).toBe(0);
    expect(await page.locator('nav[aria-label="Collections"]').count()).toBe(0);
    // A visitor sees no control bar.
    expect(await page.getByTestId('realtime-grid-control-bar').count()).toBe(0);
    const columns = Number(await page.locator(grid).getAttribute('data-columns'));
    const rows = Number(await page.locator(grid).getAttribute('data-rows'));
    expect(columns).toBe(4);
    expect(rows).toBeGreaterThanOrEqual(1);
    expect(await page.locator(cells).count()).toBe(columns * rows);
    const boxes = await page
      .locator(cells)
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    expect(boxes[0]!.width).toBe(300);
    expect(boxes[0]!.height).toBe(300);
    expect(boxes[1]!.left - boxes[0]!.right).toBe(10);

    // A cell opens the overlay; Escape closes it and focus returns to the opener.
    await expectOverlayRoundTrip(
      page,
      page.locator(`${cells} .chorus-card`).first().getByRole('button').first(),
    );
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('shrinks cells that do not fit and shows the spec message past five reductions', async () => {
    try {
      await setProfile({ gridwidth: 400, gridheight: 400 });
      const small = await suite.open('/demo?theme=realtime-grid', {
        width: 390,
        height: 844,
      });
      // 400 - 3 * 10 = 370 fits a 390 px window with 10 px around.
      const box = await small.page.locator(cells).first().boundingBox();
      expect(box?.width).toBe(370);
      await small.page.close();

      await setProfile({ gridwidth: 500, gridheight: 500 });
      const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${suite.server.address}/demo?theme=realtime-grid`, {
        waitUntil: 'networkidle',
      });
      await expect
        .poll(() => page.locator('.chorus-realtime-grid-error').innerText(), waitLong)
        .toBe(gridMessage);
      await page.close();
    } finally {
      await setProfile({});
    }
  });

  it('puts a live approval in the first cells and drops the oldest cell', async () => {
    const postId = await addDemoPost(suite.server, { title: 'Just approved', state: 'pending' });
    const { page, problems, live } = await suite.open('/demo?theme=realtime-grid');
    // Hydrated and subscribed before the Pause click and the approval.
    await live;
    // Paused, the cells stay on the first screen.
    await page.getByRole('button', { name: 'Pause' }).click();
    const before = await cellIds(page);
    await approveDemoPost(suite.server, postId);
    await expect.poll(() => cellIds(page), waitLong).toContain(postId);
    const after = await cellIds(page);
    expect(after).toHaveLength(before.length);
    expect(after.indexOf(postId)).toBeLessThan(2);
    expect(after).not.toContain(before.at(-1));
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('refreshes its cells by itself; the Pause button stops it by keyboard', async () => {
    try {
      await setProfile({ transitionDelay: 1000, gridwidth: 600, gridheight: 600 });
      const { page, problems } = await suite.open('/demo?theme=realtime-grid');
      const first = await cellIds(page);
      await expect.poll(() => cellIds(page), waitLong).not.toEqual(first);
      expect(await page.locator(grid).getAttribute('data-moving')).toBe('true');
      const pause = page.getByRole('button', { name: 'Pause' });
      await pause.focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.locator(grid).getAttribute('data-moving')).toBe('false');
      await page.keyboard.press('Space');
      expect(await page.locator(grid).getAttribute('data-moving')).toBe('true');
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();

      // Under reduced motion nothing moves.
      const { page: still, close } = await suite.openReduced('/demo?theme=realtime-grid');
      await expect
        .poll(() => still.locator(grid).getAttribute('data-moving'), waitLong)
        .toBe('false');
      await close();
    } finally {
      await setProfile({});
    }
  });

  it('with full controls, a control bar whose sliders resize this screen’s grid by keyboard', async () => {
    const { page, problems } = await suite.open(`/demo?theme=realtime-grid&slideshowctrl=true`);
    const bar = page.getByTestId('realtime-grid-control-bar');
    expect(await bar.count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const cellSize = () =>
      page
        .locator(cells)
        .evaluateAll((elements) =>
          elements.slice(0, 2).map((element) => element.getBoundingClientRect()),
        )
        .then(([first, second]) => ({
          width: first!.width,
          height: first!.height,
          gap: second ? second.left - first!.right : null,
        }));
    expect(await cellSize()).toEqual({ width: 300, height: 300, gap: 10 });

    const width = page.getByRole('slider', { name: 'Grid width' });
    expect(await width.inputValue()).toBe('300');
    await width.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await cellSize()).width, waitLong).toBe(310);
    // Up and down inside a slider move the slider, not the grid's resize.
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await cellSize()).width, waitLong).toBe(320);

    const height = page.getByRole('slider', { name: 'Grid height' });
    await height.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await cellSize()).height, waitLong).toBe(290);

    const padding = page.getByRole('slider', { name: 'Grid padding' });
    await padding.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await cellSize()).gap, waitLong).toBe(100);
    await page.keyboard.press('Home');
    await expect.poll(async () => (await cellSize()).gap, waitLong).toBe(0);
    // The setting is this screen's: the wall's stored profile is untouched.
    const stored = await suite.server.database.db
      .selectFrom('walls')
      .select('display_profile')
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.display_profile ?? {})).not.toContain('gridwidth');

    // Up and down outside a slider trigger the grid's resize: the window is measured again.
    await page.evaluate(() => {
      const counter = window as unknown as { resizes: number };
      counter.resizes = 0;
      window.addEventListener('resize', () => (counter.resizes += 1));
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => (window as unknown as { resizes: number }).resizes)).toBe(2);
    expect(await cellSize()).toEqual({ width: 320, height: 290, gap: 0 });
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('has no serious axe violations at 1280x900 and 390x844', async () => {
    expect(await suite.axeAtCheckedSizes('/demo?theme=realtime-grid')).toEqual([]);
  });
});
