/**
 * Batches of a shared queue in two browser contexts: the owner chooses the batch size and takes
 * a batch with its shortcut (t), a white-label moderator takes another (no post in both), each
 * sees the other's batch and approvals live, an undo (u) puts the owner's approval back in the
 * batch, a post deleted from the batch by keyboard (Delete, then the confirmation) and restored
 * returns to the wall, and releasing a batch (g) hands its posts back to the queue. The
 * shortcut help lists them all. axe-core finds nothing serious with a batch taken.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  seriousAxeViolations,
  startTestServer,
  type SignedUpOwner,
} from './browser.ts';
import { moderatedWall } from './moderation-fixtures.ts';
import { addDemoPost } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'batchowner', email: 'batch@example.org', password: 'secret-pass' };
const wallName = 'batchwall';

describe('moderation batches of one queue in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;
  let second: BrowserContext;

  beforeAll(async () => {
    server = await startTestServer('moderation-batches');
    browser = await launchChromium();
    owner = await moderatedWall(server, browser, account, wallName);
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
  const batchItems = (page: Page) =>
    page.getByRole('list', { name: 'My batch' }).locator('li.moderation-post');
  const queueItems = (page: Page) =>
    page.getByRole('list', { name: 'Private posts' }).locator('li.moderation-post');
  const titlesOf = (page: Page) =>
    batchItems(page).evaluateAll((items) =>
      items.map((item) => item.textContent?.match(/Batch post \d+/)?.[0] ?? ''),
    );
  const others = (page: Page) =>
    page.getByRole('list', { name: "Other moderators' batches" }).getByRole('listitem');
  const alert = (page: Page, text: string) => page.locator('.owner-alert', { hasText: text });
  const focusedText = (page: Page) =>
    page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? '');

  it('hands out disjoint batches, live, by keyboard, with undo and restore', async () => {
    for (let index = 1; index <= 8; index += 1) {
      await addDemoPost(server, { title: `Batch post ${index}`, state: 'pending' }, wallName);
    }
    const { token } = await owner.api<{ token: string }>(
      `/api/generateWhiteLabelToken?wall=${wallName}`,
    );
    const a = await privateTab(owner.context);
    const b = await privateTab(second, `?wl_token=${encodeURIComponent(token)}`);
    await expect.poll(() => queueItems(a).count(), waitLong).toBe(8);
    await expect.poll(() => queueItems(b).count(), waitLong).toBe(8);

    // The owner chooses batches of 3, by keyboard.
    const summary = a.getByText('Batch settings', { exact: true });
    await summary.focus();
    await a.keyboard.press('Enter');
    await a.getByLabel('Posts in a batch').fill('3');
    await a.getByLabel('Posts in a batch').press('Enter');
    await expect.poll(() => alert(a, 'Batch settings saved.').count(), waitLong).toBeGreaterThan(0);
    const take = a.getByRole('button', { name: 'Take a batch of 3' });
    await expect.poll(() => take.count(), waitLong).toBe(1);

    // The help lists the screen's shortcuts beside the post ones.
    await a.getByText('Keyboard shortcuts', { exact: true }).click();
    const help = await a.locator('.moderation-shortcuts').innerText();
    for (const line of [
      'Approve the focused post',
      'Delete the focused post (asks first; it goes to the trash)',
      'Undo my last action',
      'Take a batch of the queue (Private Posts)',
      'Give my batch back to the queue (Private Posts)',
    ]) {
      expect(help).toContain(line);
    }

    // The owner takes a batch with its shortcut, from a post of the queue; the focus lands on
    // the batch's first post.
    await queueItems(a).first().focus();
    await a.keyboard.press('t');
    await expect.poll(() => batchItems(a).count(), waitLong).toBe(3);
    await expect.poll(() => focusedText(a), waitLong).toContain('Batch post');
    // The other moderator's queue loses those posts at once and says who holds them.
    await expect.poll(() => queueItems(b).count(), waitLong).toBe(5);
    await expect
      .poll(() => others(b).first().innerText(), waitLong)
      .toContain(`${account.username} holds 3 posts`);

    await b.getByRole('button', { name: 'Take a batch of 3' }).click();
    await expect.poll(() => batchItems(b).count(), waitLong).toBe(3);
    const mine = await titlesOf(a);
    const theirs = await titlesOf(b);
    expect(mine.filter((title) => theirs.includes(title))).toEqual([]);
    expect(new Set([...mine, ...theirs]).size).toBe(6);
    await expect.poll(() => others(a).first().innerText(), waitLong).toMatch(/holds 3 posts/);
    expect(await seriousAxeViolations(a)).toEqual([]);

    // The owner approves the focused post with the shortcut; the other sees it live.
    const first = mine[0] as string;
    await batchItems(a).filter({ hasText: first }).focus();
    await a.keyboard.press('a');
    await expect.poll(() => batchItems(a).count(), waitLong).toBe(2);
    await expect
      .poll(() => others(b).first().innerText(), waitLong)
      .toContain(`${account.username} holds 2 posts`);
    await expect
      .poll(() => b.locator('.moderation-counters').innerText(), waitLong)
      .toContain('Approved today 1');
    // And the other way round.
    await batchItems(b)
      .filter({ hasText: theirs[0] as string })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expect.poll(() => others(a).first().innerText(), waitLong).toMatch(/holds 2 posts/);
    await expect
      .poll(() => a.locator('.moderation-counters').innerText(), waitLong)
      .toContain('Approved today 2');

    // Undo (u) puts the owner's approval back: the post is pending in the owner's batch again.
    await batchItems(a).first().focus();
    await a.keyboard.press('u');
    await expect
      .poll(() => alert(a, 'Your last action was undone.').count(), waitLong)
      .toBeGreaterThan(0);
    await expect.poll(() => batchItems(a).filter({ hasText: first }).count(), waitLong).toBe(1);

    // A post deleted from the batch by keyboard goes to the trash; restored, it returns to the
    // wall. The Delete key asks first, like the button.
    const deleted = mine[1] as string;
    await batchItems(a).filter({ hasText: deleted }).focus();
    await a.keyboard.press('Delete');
    const confirm = a.getByRole('alertdialog');
    await expect.poll(() => confirm.count(), waitLong).toBe(1);
    await confirm.getByRole('button', { name: 'Delete' }).focus();
    await a.keyboard.press('Enter');
    await expect.poll(() => batchItems(a).filter({ hasText: deleted }).count(), waitLong).toBe(0);
    await a.locator('details.moderation-trash > summary').click();
    const trashed = a.getByRole('list', { name: 'Posts in the trash' }).getByRole('listitem');
    await expect.poll(() => trashed.filter({ hasText: deleted }).count(), waitLong).toBe(1);
    await trashed.filter({ hasText: deleted }).getByRole('button', { name: 'Restore' }).click();
    await expect
      .poll(() => alert(a, 'Post restored to the wall.').count(), waitLong)
      .toBeGreaterThan(0);
    const wall = await browser.newPage();
    await wall.goto(`${server.address}/${wallName}`, { waitUntil: 'load' });
    await expect
      .poll(() => wall.locator('article.chorus-card', { hasText: deleted }).count(), waitLong)
      .toBe(1);
    await wall.close();

    // Releasing (g) returns the rest to the queue; the other moderator sees it free.
    await batchItems(a).first().focus();
    await a.keyboard.press('g');
    await expect
      .poll(() => alert(a, 'Your batch returned to the queue.').count(), waitLong)
      .toBeGreaterThan(0);
    await expect
      .poll(() => a.evaluate(() => document.activeElement?.textContent ?? ''), waitLong)
      .toBe('Take a batch of 3');
    await expect.poll(() => others(b).count(), waitLong).toBe(0);
    // The owner's queue shows the free posts: the two not in the other's batch, plus the two
    // the owner held (the post undone back to pending and the last undecided one).
    await expect.poll(() => queueItems(a).count(), waitLong).toBe(4);
    await a.close();
    await b.close();
  });
});
