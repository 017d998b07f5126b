/**
 * Moderation on a phone (issue 15) in Chromium: at 390×844 with touch, the Private Posts tab
 * shows one post at a time; the owner approves and rejects by the large buttons, by a mouse drag
 * and a touch swipe (pointer events), and by the keyboard shortcut, each decision announced and
 * the focus kept; undo brings the last one back; the wall's public feed follows (API). With
 * reduced motion the card stays put while dragged. axe-core finds nothing serious in the view at
 * 390×844 nor in the list at 1280×900, and a French browser reads the screen in French.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  seriousAxeViolations,
  setupTimeout,
  startTestServer,
  type SignedUpOwner,
} from './browser.ts';
import { moderatedWall } from './moderation-fixtures.ts';
import { addDemoPost } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'phoneowner', email: 'phone@example.org', password: 'secret-pass' };
const wallName = 'phonewall';
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

describe('moderation one post at a time on a phone in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer('moderation-phone');
    browser = await launchChromium();
    owner = await moderatedWall(server, browser, account, wallName);
  }, setupTimeout);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  /** A context signed in as the owner, with `options` (viewport, touch, locale). */
  async function ownerContext(options: BrowserContextOptions): Promise<BrowserContext> {
    const context = await browser.newContext(options);
    await context.addCookies(await owner.context.cookies());
    contexts.push(context);
    return context;
  }

  async function privateTab(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.address}/${wallName}/edit/moderate/private`, { waitUntil: 'load' });
    return page;
  }

  /** The titles of the wall's public feed, as its API answers them. */
  async function publicTitles(): Promise<string[]> {
    const response = await fetch(`${server.address}/api/posts?wall=${wallName}&nocache=1`);
    expect(response.ok).toBe(true);
    const { posts } = (await response.json()) as { posts: { title: string }[] };
    return posts.map((post) => post.title);
  }

  const card = (page: Page) => page.locator('.moderation-one__card');
  const shownTitle = (page: Page) => card(page).locator('.moderation-one__title').innerText();
  const position = (page: Page) => page.locator('.moderation-one__position').innerText();
  const said = (page: Page) => page.locator('.moderation-one__said [role="status"]').innerText();
  const focusedDecision = (page: Page) =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['decide'] ?? '');

  /** Drags the card sideways by `dx` px with the mouse (pointer events of a mouse). */
  async function mouseDrag(page: Page, dx: number, release = true) {
    await card(page).scrollIntoViewIfNeeded();
    const box = await card(page).boundingBox();
    if (!box) throw new Error('The card is not shown.');
    const y = box.y + Math.min(box.height / 2, 60);
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, y + 4, { steps: 8 });
    if (release) await page.mouse.up();
  }

  /** Swipes the card by `dx` px with a finger: the pointer events a touch screen sends. */
  async function touchSwipe(page: Page, dx: number) {
    await card(page).scrollIntoViewIfNeeded();
    await card(page).evaluate((element, distance) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, 60);
      const at = (type: string, clientX: number) =>
        element.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            pointerId: 7,
            pointerType: 'touch',
            isPrimary: true,
            button: type === 'pointermove' ? -1 : 0,
            buttons: type === 'pointerup' ? 0 : 1,
            clientX,
            clientY: y,
          }),
        );
      at('pointerdown', x);
      for (let step = 1; step <= 6; step += 1) at('pointermove', x + (distance * step) / 6);
      at('pointerup', x + distance);
    }, dx);
  }

  it('decides one post at a time by buttons, swipes and keys, announced, with undo', async () => {
    for (let index = 1; index <= 5; index += 1) {
      await addDemoPost(
        server,
        {
          title: `Phone post ${index}`,
          description: `<p>Said from the phone ${index}</p>`,
          state: 'pending',
        },
        wallName,
      );
    }
    const page = await privateTab(await ownerContext(phone));
    await expect.poll(() => card(page).count(), waitLong).toBe(1);
    await expect.poll(() => position(page), waitLong).toBe('1 of 5');
    expect(await page.locator('li.moderation-post').count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'One at a time' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The decision buttons are large targets.
    for (const name of ['Approve', 'Reject', 'Next post']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    const decided: Record<string, string> = {};
    // The Approve button: the next post shows, the focus stays on the button, it is said.
    let title = await shownTitle(page);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => position(page), waitLong).toBe('1 of 4');
    expect(await shownTitle(page)).not.toBe(title);
    await expect.poll(() => said(page), waitLong).toContain(`Approved: ${title}.`);
    expect(await focusedDecision(page)).toBe('approve');
    decided[title] = 'approved';

    // The Reject button: the post goes to the trash.
    title = await shownTitle(page);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect.poll(() => position(page), waitLong).toBe('1 of 3');
    await expect.poll(() => said(page), waitLong).toContain(`Rejected: ${title}.`);
    expect(await focusedDecision(page)).toBe('reject');
    decided[title] = 'rejected';

    // With reduced motion a drag shows which way it goes, but the card does not move.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await mouseDrag(page, 70, false);
    await expect.poll(() => card(page).getAttribute('data-swipe'), waitLong).toBe('right');
    expect(await card(page).evaluate((element) => getComputedStyle(element).transform)).toBe(
      'none',
    );
    // Back to where it started: letting go there decides nothing.
    await page.mouse.move(
      ((await card(page).boundingBox())?.x ?? 0) +
        ((await card(page).boundingBox())?.width ?? 0) / 2,
      ((await card(page).boundingBox())?.y ?? 0) + 60,
      { steps: 4 },
    );
    await page.mouse.up();
    expect(await position(page)).toBe('1 of 3');
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // A mouse drag to the right approves.
    title = await shownTitle(page);
    await mouseDrag(page, 170);
    await expect.poll(() => position(page), waitLong).toBe('1 of 2');
    await expect.poll(() => said(page), waitLong).toContain(`Approved: ${title}.`);
    decided[title] = 'approved';

    // A finger swiping left rejects.
    title = await shownTitle(page);
    await touchSwipe(page, -170);
    await expect.poll(() => position(page), waitLong).toBe('1 of 1');
    await expect.poll(() => said(page), waitLong).toContain(`Rejected: ${title}.`);
    decided[title] = 'rejected';

    // The shortcut a approves the focused card; nothing is left, and the focus is not lost.
    title = await shownTitle(page);
    await card(page).focus();
    await page.keyboard.press('a');
    await expect.poll(() => card(page).count(), waitLong).toBe(0);
    await expect.poll(() => said(page), waitLong).toContain(`Approved: ${title}.`);
    await expect.poll(() => said(page), waitLong).toContain('No post left to moderate here.');
    await expect
      .poll(
        () => page.evaluate(() => document.activeElement?.classList.contains('moderation-empty')),
        waitLong,
      )
      .toBe(true);

    // Undo brings that post back, shown and focused.
    await page.locator('.moderation-one__undo').click();
    await expect.poll(() => card(page).count(), waitLong).toBe(1);
    await expect.poll(() => shownTitle(page), waitLong).toBe(title);
    await expect
      .poll(
        () =>
          page.evaluate(() => document.activeElement?.classList.contains('moderation-one__card')),
        waitLong,
      )
      .toBe(true);

    // The wall's public feed follows the decisions (the undone approval is pending again).
    const approved = Object.keys(decided).filter(
      (key) => decided[key] === 'approved' && key !== title,
    );
    await expect.poll(() => publicTitles(), waitLong).toEqual(expect.arrayContaining(approved));
    const shown = await publicTitles();
    expect(approved).toHaveLength(2);
    for (const gone of [
      ...Object.keys(decided).filter((key) => decided[key] === 'rejected'),
      title,
    ]) {
      expect(shown).not.toContain(gone);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps the list on a wide screen, also clean for axe', async () => {
    const page = await privateTab(await ownerContext({ viewport: { width: 1280, height: 900 } }));
    await expect.poll(() => page.locator('li.moderation-post').count(), waitLong).toBe(1);
    expect(await card(page).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The view switch offers one at a time on any width.
    await page.getByRole('button', { name: 'One at a time' }).click();
    await expect.poll(() => card(page).count(), waitLong).toBe(1);
    expect(await position(page)).toBe('1 of 1');
    await page.close();
  });

  it('reads French for a French browser', async () => {
    const page = await privateTab(await ownerContext({ ...phone, locale: 'fr-FR' }));
    await expect.poll(() => card(page).count(), waitLong).toBe(1);
    expect(
      await page.getByRole('link', { name: 'Publications privées' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByRole('region', { name: 'Modérer les publications' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Annuler ma dernière action' }).count()).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Une à la fois' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await position(page)).toBe('1 sur 1');
    expect(await page.getByRole('button', { name: 'Approuver', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Refuser', exact: true }).count()).toBe(1);
    expect(await card(page).innerText()).toContain('Glissez vers la droite pour approuver');
    await page.getByRole('button', { name: 'Approuver', exact: true }).click();
    await expect.poll(() => said(page), waitLong).toContain('Approuvée : Phone post');
    await expect.poll(() => page.locator('.moderation-empty').count(), waitLong).toBe(1);
    await page.close();
  });
});
