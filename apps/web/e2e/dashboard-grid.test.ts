/**
 * Issue 15's dashboard, in Chromium: the walls as cards (a grid at 1280×900, one column at
 * 390×844) or as the table, the choice remembered; each wall's thumbnail (Chorus's own
 * pictures only), live state, viewers and counts; the next steps (no walls yet, a wall without
 * sources, posts waiting); a card's actions by keyboard; no serious or critical axe violation.
 */
import { messages } from '@chorus/core';
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, seriousAxeViolations, setupTimeout, startTestServer } from './browser.ts';
import { addDemoPost, addWall, demoOwnerContext, shownPostCount } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'grid-owner', email: 'grid-owner@example.org', password: 'secret-pass' };
const newcomer = { username: 'grid-new', email: 'grid-new@example.org', password: 'secret-pass' };
const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** A context signed in as an account made through the API with no wall at all. */
async function wallLessContext(server: RunningServer, browser: Browser): Promise<BrowserContext> {
  const signup = await fetch(`${server.address}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.address },
    body: JSON.stringify(newcomer),
  });
  expect(signup.status).toBeLessThan(300);
  const session = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('chorus_session='));
  const context = await browser.newContext({ viewport: wide });
  await context.addCookies([
    { name: 'chorus_session', value: session?.split('=')[1] ?? '', url: server.address },
  ]);
  return context;
}

async function openDashboard(context: BrowserContext, server: RunningServer): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
  return page;
}

describe('the dashboard’s wall cards in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('dashboard-grid');
    browser = await launchChromium();
    context = await demoOwnerContext(server, browser, owner);
    // A wall with nothing connected, and a post of the demo wall waiting for a moderator.
    await addWall(server, 'empty-wall');
    await addDemoPost(server, { title: 'Waiting for a moderator', state: 'pending' });
    problems = [];
  }, setupTimeout);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows the spec’s table, then cards once chosen, and remembers the choice', async () => {
    const page = await openDashboard(context, server);
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize(wide);
    await expect.poll(() => page.locator('tr[data-wall="demo"]').count(), waitLong).toBe(1);
    const group = page.getByRole('group', { name: messages.dashboardWallsView });
    const cardsButton = group.getByRole('button', { name: messages.dashboardCardsView });
    expect(await cardsButton.getAttribute('aria-pressed')).toBe('false');
    await cardsButton.click();
    await expect.poll(() => page.locator('[data-wall-card="demo"]').count(), waitLong).toBe(1);
    expect(await page.locator('tr[data-wall]').count()).toBe(0);
    expect(await cardsButton.getAttribute('aria-pressed')).toBe('true');

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('[data-wall-card="demo"]').count(), waitLong).toBe(1);
    expect(await page.locator('tr[data-wall]').count()).toBe(0);
    await page.close();
  });

  it('shows each wall’s thumbnail, state and counts at 1280×900, axe-clean', async () => {
    const page = await openDashboard(context, server);
    await page.setViewportSize(wide);
    const demo = page.locator('[data-wall-card="demo"]');
    await expect.poll(() => demo.count(), waitLong).toBe(1);

    // The thumbnail: Chorus's own pictures, lazy, sized, each with a text.
    const pictures = demo.locator('.wall-thumb img');
    await expect.poll(() => pictures.count(), waitLong).toBeGreaterThan(0);
    expect(await pictures.count()).toBeLessThanOrEqual(4);
    for (const picture of await pictures.all()) {
      const src = (await picture.getAttribute('src')) ?? '';
      expect(new URL(src, server.address).origin).toBe(new URL(server.address).origin);
      expect(await picture.getAttribute('loading')).toBe('lazy');
      expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
      expect(await picture.getAttribute('alt')).not.toBe('');
    }

    // State and counts, as the database holds them.
    expect(await demo.getByText(messages.wallCardActive, { exact: true }).count()).toBe(1);
    expect(await demo.getByRole('img', { name: 'Live updates on' }).count()).toBe(1);
    const approved = await shownPostCount(server);
    const count = (label: string) =>
      demo.locator('.wall-counts div', { has: page.getByText(label, { exact: true }) });
    expect(await count(messages.wallCardApproved).locator('dd').innerText()).toBe(String(approved));
    expect(await count(messages.wallCardPending).locator('dd').innerText()).toBe('1');

    // The empty wall: its theme stands in for pictures.
    const empty = page.locator('[data-wall-card="empty-wall"]');
    expect(await empty.locator('.wall-thumb img').count()).toBe(0);
    expect(await empty.locator('.wall-thumb--theme').innerText()).toContain('no pictures yet');

    // Two columns or more fit at 1280 px.
    const lefts = await page
      .locator('.wall-card')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBeGreaterThan(1);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the next steps: add a source to an empty wall, moderate the posts waiting', async () => {
    const page = await openDashboard(context, server);
    const empty = page.locator('[data-wall-card="empty-wall"]');
    await expect.poll(() => empty.count(), waitLong).toBe(1);
    expect(await empty.innerText()).toContain(messages.wallNoSources);
    const addSource = empty.getByRole('link', { name: messages.wallAddSource, exact: true });
    expect(await addSource.getAttribute('href')).toBe('/empty-wall/edit/content');

    const demo = page.locator('[data-wall-card="demo"]');
    expect(await demo.innerText()).toContain(messages.wallPendingNext);
    await demo.locator('.wall-next').getByRole('link', { name: messages.wallModerate }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/demo/edit/moderate');
    await page.close();
  });

  it('works a card’s actions by keyboard', async () => {
    const page = await openDashboard(context, server);
    const demo = page.locator('[data-wall-card="demo"]');
    await expect.poll(() => demo.count(), waitLong).toBe(1);
    const demoName = await demo.locator('h3').innerText();
    const actions = [
      `View ${demoName}`,
      `Edit ${demoName}`,
      `${messages.wallModerate} ${demoName}`,
      `Delete ${demoName}`,
    ];
    // From the view switch, Tab reaches the demo card's actions, in order.
    await page.getByRole('button', { name: messages.dashboardCardsView }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 40 && !reached.includes(actions[3]!); i += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('[data-wall-card="demo"]')
          ? (active.getAttribute('aria-label') ?? active.textContent ?? '')
          : '';
      });
      if (label !== '') reached.push(label);
    }
    expect(reached.filter((label) => actions.includes(label))).toEqual(actions);
    // Shift+Tab goes back to Moderate; Enter opens the moderation section.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      actions[2],
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/demo/edit/moderate');
    await page.close();
  });

  it('counts the live viewers of a wall: one more while a visitor watches it', async () => {
    const page = await openDashboard(context, server);
    const viewers = page.locator('[data-wall-card="demo"] .wall-viewers');
    /** The viewers the demo card shows after a reload (0 when it shows none). */
    const shown = async () => {
      await page.reload({ waitUntil: 'networkidle' });
      if ((await viewers.count()) === 0) return 0;
      return Number(/\d+/.exec(await viewers.innerText())?.[0]);
    };
    // Pages of the earlier tests may still be leaving: wait until the count stands still.
    let before = await shown();
    await expect.poll(async () => before === (before = await shown()), waitLong).toBe(true);
    const visitor = await browser.newContext();
    const wall = await visitor.newPage();
    await wall.goto(`${server.address}/demo`, { waitUntil: 'networkidle' });
    await expect.poll(shown, waitLong).toBe(before + 1);
    await visitor.close();
    await expect.poll(shown, waitLong).toBe(before);
    await page.close();
  });

  it('stacks the cards in one column at 390×844, axe-clean', async () => {
    const small = await browser.newContext({ viewport: phone });
    await small.addCookies(await context.cookies());
    const page = await openDashboard(small, server);
    // A fresh browser shows the spec's table, its rows stacked; the cards are a choice away.
    await expect.poll(() => page.locator('tr[data-wall="demo"]').count(), waitLong).toBe(1);
    await page.getByRole('button', { name: messages.dashboardCardsView }).click();
    await expect.poll(() => page.locator('.wall-card').count(), waitLong).toBe(2);
    const lefts = await page
      .locator('.wall-card')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await small.close();
  });

  it('keeps the table axe-clean with the new columns', async () => {
    const page = await openDashboard(context, server);
    await page.setViewportSize(wide);
    await page.getByRole('button', { name: messages.dashboardTableView }).click();
    const row = page.locator('tr[data-wall="empty-wall"]');
    await expect.poll(() => row.count(), waitLong).toBe(1);
    expect(await row.getByRole('link', { name: messages.wallAddSource }).getAttribute('href')).toBe(
      '/empty-wall/edit/content',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('asks an owner without walls to create the first one, at both sizes, axe-clean', async () => {
    const fresh = await wallLessContext(server, browser);
    for (const size of [wide, phone]) {
      const page = await fresh.newPage();
      await page.setViewportSize(size);
      await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
      const create = page.getByRole('button', { name: 'Create your first wall' });
      await expect.poll(() => create.count(), waitLong).toBe(1);
      expect(await page.getByText('You have no walls yet.').count()).toBe(1);
      expect(await page.getByRole('group', { name: messages.dashboardWallsView }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The create flow opens from it, by keyboard.
      await create.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Create a wall' }).count(), waitLong)
        .toBe(1);
      await page.close();
    }
    await fresh.close();
    expect(problems).toEqual([]);
  });
});
