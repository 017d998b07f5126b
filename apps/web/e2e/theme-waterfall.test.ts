/**
 * The waterfall themes in Chromium on the seeded demo wall: columns of posts (not the plain list),
 * the overlay with focus returned, a live approval arriving at the front, the spec constants, the
 * Pause button by keyboard, reduced motion, the events variant's control bar, and axe at two sizes.
 */
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chromiumPath,
  hostPage,
  openWatched,
  seriousAxeViolations,
  withoutOwnerCheck,
} from './browser.ts';
import { expectOverlayRoundTrip, postIdsAt, useThemeSuite, waitLong } from './theme-fixtures.ts';
import { addDemoPost, approveDemoPost } from './wall-fixtures.ts';

const waterfall = '.chorus-wall[data-theme="waterfall"] .chorus-theme-waterfall';
const items = `${waterfall} li.chorus-waterfall-item`;
const itemIds = (page: Page) => postIdsAt(page, items);

describe('the waterfall themes in Chromium', () => {
  const suite = useThemeSuite('waterfall', { posts: items, moreThan: 1 });

  it('draws columns of 250 px posts at the default speed, hides page overflow, opens the overlay', async () => {
    const { page, problems } = await suite.open('/demo?theme=waterfall');
    expect(await page.locator('.chorus-simple-list').count()).toBe(0);
    expect(Number(await page.locator(waterfall).getAttribute('data-columns'))).toBeGreaterThan(1);
    expect(await page.locator(waterfall).getAttribute('data-speed')).toBe('100000');
    const box = await page.locator(`${waterfall} .chorus-waterfall-column`).first().boundingBox();
    expect(box?.width).toBe(250);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await page.getByTestId('waterfall-control-bar').count()).toBe(0);

    await expectOverlayRoundTrip(
      page,
      page.locator(`${items} .chorus-card`).first().getByRole('button').first(),
    );
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('puts a live approval at the front', async () => {
    const postId = await addDemoPost(suite.server, { title: 'Just approved', state: 'pending' });
    const { page, problems, live } = await suite.open('/demo?theme=waterfall');
    await live;
    expect(await itemIds(page)).not.toContain(postId);
    await approveDemoPost(suite.server, postId);
    await expect.poll(() => itemIds(page), waitLong).toContain(postId);
    const after = await itemIds(page);
    // Dealt across the columns, the front posts are the first of each column.
    const columns = Number(await page.locator(waterfall).getAttribute('data-columns'));
    const frontRow = await page
      .locator(`${waterfall} .chorus-waterfall-column`)
      .evaluateAll((lists) =>
        lists.map((list) => list.querySelector('li')?.getAttribute('data-post-id')),
      );
    expect(frontRow.slice(0, Math.min(2, columns))).toContain(postId);
    expect(after).toContain(postId);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('Pause stops it by keyboard; nothing moves under reduced motion', async () => {
    const { page, problems } = await suite.open('/demo?theme=waterfall');
    await page.mouse.move(1, 1);
    await expect
      .poll(() => page.locator(waterfall).getAttribute('data-moving'), waitLong)
      .toBe('true');
    const pause = page.getByRole('button', { name: 'Pause' });
    await pause.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.locator(waterfall).getAttribute('data-moving')).toBe('false');
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();

    const still = await suite.openReduced('/demo?theme=waterfall');
    await expect
      .poll(() => still.page.locator(waterfall).getAttribute('data-moving'), waitLong)
      .toBe('false');
    await still.close();
  });

  it('the events variant always shows its control bar', async () => {
    const events = '.chorus-wall[data-theme="waterfall_events"] .chorus-theme-waterfall';
    const { page } = await openWatched(
      suite.browser,
      `${suite.server.address}/demo?theme=waterfall_events`,
      { width: 1280, height: 900 },
      async () => {},
    );
    await expect.poll(() => page.locator(`${events} li`).count(), waitLong).toBeGreaterThan(1);
    expect(await page.getByTestId('waterfall-control-bar').count()).toBe(1);
    // Its speed slider, by keyboard: a step slower on this screen.
    expect(await seriousAxeViolations(page)).toEqual([]);
    const slider = page.getByRole('slider', { name: 'Waterfall speed' });
    expect(await slider.inputValue()).toBe('100000');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator(events).getAttribute('data-speed'), waitLong)
      .toBe('105000');
    await page.keyboard.press('Home');
    await expect
      .poll(() => page.locator(events).getAttribute('data-speed'), waitLong)
      .toBe('25000');
    await page.close();
  });

  it('the events variant inside the website-builder host says it is not enabled', async () => {
    // A page of the builder's editor (editor.wix.com, resolved to a loopback site) framing it.
    const builder = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--host-resolver-rules=MAP editor.wix.com 127.0.0.1'],
    });
    const site = await hostPage(
      `<iframe title="Wall" width="1200" height="800" src="${suite.server.address}/demo?theme=waterfall_events&embed=true"></iframe>`,
    );
    try {
      const page = await builder.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${site.origin.replace('127.0.0.1', 'editor.wix.com')}/`, {
        waitUntil: 'networkidle',
      });
      const wall = page.frameLocator('iframe[title="Wall"]');
      const notice = wall.locator('.chorus-waterfall-not-enabled[role="status"]');
      await expect.poll(() => notice.count(), waitLong).toBe(1);
      expect(await notice.innerText()).toBe(
        'The events feature is not enabled for users of the website builder.',
      );
      expect(await wall.locator('.chorus-wall').getAttribute('data-theme')).toBe(
        'waterfall_events',
      );
      expect(await wall.locator('.chorus-theme-waterfall').count()).toBe(0);
    } finally {
      await builder.close();
      await site.close();
    }
  });

  it('has no serious axe violations at 1280x900 and 390x844', async () => {
    expect(await suite.axeAtCheckedSizes('/demo?theme=waterfall')).toEqual([]);
  });
});
