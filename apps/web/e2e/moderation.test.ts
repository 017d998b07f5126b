/**
 * Moderation and publishing in Chromium: a signed-in owner of the demo wall approves, rejects,
 * pins, highlights, edits and deletes posts and sees each on the public wall in a visitor's
 * browser; keyboard and bulk approval; white-label links moderate without an account and a
 * revoked or wrong token is refused; the publish section generates the embed code.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@chorus/core';
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startTestServer } from './browser.ts';
import { addDemoPost, demoOwnerContext } from './wall-fixtures.ts';

/** Bounded waits for what the page shows (server round trips, live events). */
const waitLong = { timeout: 30_000 };
const owner = { username: 'moderator1', email: 'moderator1@example.org', password: 'secret-pass' };
const cards = 'article.chorus-card';

/** Serves one page holding `body` on another loopback port: a site that embeds the wall. */
async function hostPage(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>Host</title></head><body>${body}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => site.close(() => resolve())),
  };
}

describe('moderation and publishing in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let visitor: BrowserContext;

  beforeAll(async () => {
    server = await startTestServer('moderation');
    browser = await launchChromium();
    // The new owner takes over the seeded demo wall on a plan with private posts and
    // white-label moderation, before anything has read (and cached) the wall.
    context = await demoOwnerContext(server, browser, owner);
    visitor = await browser.newContext();
  });

  afterAll(async () => {
    await visitor?.close();
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  async function open(where: BrowserContext, address: string): Promise<Page> {
    const page = await where.newPage();
    await page.goto(`${server.address}${address}`, { waitUntil: 'load' });
    return page;
  }

  function item(page: Page, title: string): Locator {
    return page.locator('li.moderation-post', { hasText: title });
  }

  async function press(page: Page, title: string, button: string) {
    await item(page, title).getByRole('button', { name: button, exact: true }).click();
  }

  async function alertSaying(page: Page, text: string) {
    await expect
      .poll(() => page.locator('.owner-alert', { hasText: text }).count(), waitLong)
      .toBeGreaterThan(0);
  }

  /** The titles on the public wall, as a visitor sees them. */
  async function wallTitles(): Promise<string[]> {
    const page = await open(visitor, '/demo');
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(0);
    const titles = await page.locator(`${cards} .chorus-title`).allInnerTexts();
    await page.close();
    return titles;
  }

  async function wallCard(title: string): Promise<{ count: number; classes: string }> {
    const page = await open(visitor, '/demo');
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(0);
    const card = page.locator(cards, { hasText: title });
    const count = await card.count();
    const classes = count > 0 ? ((await card.first().getAttribute('class')) ?? '') : '';
    await page.close();
    return { count, classes };
  }

  it('approves a pending post from Private Posts, and it appears on the public wall', async () => {
    await addDemoPost(server, { title: 'Waiting for approval', state: 'pending' });
    expect(await wallTitles()).not.toContain('Waiting for approval');
    const page = await open(context, '/demo/edit/moderate/private');
    await expect.poll(() => item(page, 'Waiting for approval').count(), waitLong).toBe(1);
    expect(
      await page.getByRole('link', { name: 'Private Posts' }).getAttribute('aria-current'),
    ).toBe('page');
    await press(page, 'Waiting for approval', 'Approve');
    await alertSaying(page, 'Post approved.');
    await expect.poll(() => item(page, 'Waiting for approval').count(), waitLong).toBe(0);
    expect(await wallTitles()).toContain('Waiting for approval');
    await page.close();
  });

  it('rejects, pins, highlights, edits and deletes posts of Public Posts', async () => {
    const page = await open(context, '/demo/edit/moderate');
    await expect.poll(() => item(page, 'Doors open').count(), waitLong).toBe(1);

    await press(page, 'Doors open', 'Reject');
    await alertSaying(page, 'Post rejected');
    await expect.poll(() => item(page, 'Doors open').count(), waitLong).toBe(0);
    expect((await wallCard('Doors open')).count).toBe(0);

    await press(page, 'Waiting for approval', 'Pin to top');
    await alertSaying(page, 'Post pinned to top.');
    await expect
      .poll(() => item(page, 'Waiting for approval').locator('.moderation-badge').allInnerTexts())
      .toContain('Pinned');
    expect((await wallTitles())[0]).toBe('Waiting for approval');

    await press(page, 'Waiting for approval', 'Highlight');
    await alertSaying(page, 'Post highlighted.');
    expect((await wallCard('Waiting for approval')).classes).toContain('chorus-card--highlight');

    await press(page, 'Waiting for approval', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    await dialog.getByLabel('Title').fill('Approved and edited');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alertSaying(page, 'Post saved successfully.');
    await expect.poll(() => item(page, 'Approved and edited').count(), waitLong).toBe(1);
    expect(await wallTitles()).toContain('Approved and edited');

    await press(page, 'Approved and edited', 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete post' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await alertSaying(page, 'Post deleted.');
    await expect.poll(() => item(page, 'Approved and edited').count(), waitLong).toBe(0);
    // The focus went on to the next post of the list, not to the page body.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.classList.contains('moderation-post')),
      )
      .toBe(true);
    expect(await wallTitles()).not.toContain('Approved and edited');
    await page.close();
  });

  it('saves a recurrence and a call to action of a post', async () => {
    const page = await open(context, '/demo/edit/moderate');
    await expect.poll(() => item(page, 'Closing').count(), waitLong).toBe(1);
    const frequency = item(page, 'Closing').getByLabel('Frequency');
    await frequency.focus();
    await page.keyboard.press('ArrowRight');
    await alertSaying(page, 'Post saved successfully.');
    await expect
      .poll(() => item(page, 'Closing').locator('.moderation-badge').allInnerTexts(), waitLong)
      .toContain('Approved, recurring');
    expect(await frequency.inputValue()).toBe('1');

    await press(page, 'Closing', 'CTA');
    const dialog = page.getByRole('dialog', { name: 'Call to action' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByText('Please specify a valid Link.').count()).toBe(1);
    await dialog.getByLabel('Link').fill('example.org/tickets');
    await dialog.getByLabel('Button text').fill('Get tickets');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => item(page, 'Closing').locator('.moderation-badge').allInnerTexts(), waitLong)
      .toContain('CTA: Get tickets');
    const wall = await open(visitor, '/demo');
    const cta = wall
      .locator(cards, { hasText: 'Closing' })
      .getByRole('link', { name: 'Get tickets' });
    await expect.poll(() => cta.count(), waitLong).toBe(1);
    expect(await cta.getAttribute('href')).toBe('http://example.org/tickets');
    await wall.close();
    await page.close();
  });

  it('shows the spec’s failure message when the server refuses an action', async () => {
    const db = server.database.db;
    /** Removes a post behind the list's back (no live event tells the page). */
    const removeQuietly = (id: string) =>
      db
        .updateTable('posts')
        .set({ state: 'removed' })
        .where('id', '=', Number(id) as never)
        .execute();
    const shown = await addDemoPost(server, { title: 'Removed meanwhile' });
    const pinned = await addDemoPost(server, { title: 'Pinned then removed' });
    await db
      .updateTable('posts')
      .set({ pinned_at: new Date() })
      .where('id', '=', Number(pinned) as never)
      .execute();
    const page = await open(context, '/demo/edit/moderate');
    await expect.poll(() => item(page, 'Pinned then removed').count(), waitLong).toBe(1);

    await press(page, 'Removed meanwhile', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    await dialog.getByLabel('Title').fill('x'.repeat(1001));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alertSaying(page, 'Post save failed. Please specify a valid title.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await removeQuietly(shown);
    await removeQuietly(pinned);
    await press(page, 'Removed meanwhile', 'Pin to top');
    await alertSaying(page, 'Pin to top failed.');
    await press(page, 'Removed meanwhile', 'Highlight');
    await alertSaying(page, 'Highlighting post failed.');
    await press(page, 'Removed meanwhile', 'Reject');
    await alertSaying(page, 'Post reject failed.');
    await press(page, 'Pinned then removed', 'Unpin');
    await alertSaying(page, 'Unpin to top failed.');
    await page.close();

    const pending = await addDemoPost(server, { title: 'Gone before approval', state: 'pending' });
    const privatePage = await open(context, '/demo/edit/moderate/private');
    await expect.poll(() => item(privatePage, 'Gone before approval').count(), waitLong).toBe(1);
    await removeQuietly(pending);
    await press(privatePage, 'Gone before approval', 'Approve');
    await alertSaying(privatePage, 'Post approval failed.');
    await privatePage.close();
  });

  it('approves the focused post with the keyboard and the rest in bulk, with progress', async () => {
    for (const title of ['Live one', 'Live two', 'Live three', 'Live four']) {
      await addDemoPost(server, { title, state: 'pending' });
    }
    const page = await open(context, '/demo/edit/moderate/private');
    await expect.poll(() => item(page, 'Live four').count(), waitLong).toBe(1);
    await page.getByText('Keyboard shortcuts').click();
    expect(await page.locator('.moderation-shortcuts').innerText()).toContain(
      'Approve the focused post',
    );
    await item(page, 'Live four').focus();
    await page.keyboard.press('a');
    await alertSaying(page, 'Post approved.');
    await expect.poll(() => item(page, 'Live four').count(), waitLong).toBe(0);
    // The focus moved on to the next post, so "a" goes on approving.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? ''))
      .toContain('Live three');

    // Every pending post: the three left here and any earlier test sent back to pending.
    const pending = await page.locator('li.moderation-post').count();
    expect(pending).toBeGreaterThanOrEqual(3);
    // Record whether the progress bar shows while the bulk approval runs.
    await page.evaluate(() => {
      const seen = window as { sawProgress?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('.moderation-progress progress')) seen.sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Approve all pending' }).click();
    await alertSaying(page, `Approved ${pending} posts.`);
    await expect.poll(() => page.locator('li.moderation-post').count(), waitLong).toBe(0);
    expect(await page.evaluate(() => (window as { sawProgress?: boolean }).sawProgress)).toBe(true);
    expect(await page.locator('.moderation-empty').innerText()).toBe(messages.ownerNothingYet);
    // The bar's buttons went disabled: the focus is on what the list shows now, not the body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ''))
      .toBe('moderation-empty');
    const titles = await wallTitles();
    for (const title of ['Live one', 'Live two', 'Live three', 'Live four']) {
      expect(titles).toContain(title);
    }
    await page.close();
  });

  it('shows new posts as they arrive, live on both tabs, without pressing refresh', async () => {
    const page = await open(context, '/demo/edit/moderate');
    await expect
      .poll(() => page.locator('li.moderation-post').count(), waitLong)
      .toBeGreaterThan(0);
    await addDemoPost(server, { title: 'Arrived while watching' });
    await expect
      .poll(() => page.locator('li.moderation-post').first().innerText(), waitLong)
      .toContain('Arrived while watching');

    await page.getByRole('link', { name: 'Private Posts' }).click();
    // The Private Posts tab's own list (or its empty text), not the Public one still drawn.
    const privateTab = '.moderation-empty, ul.moderation-list[aria-label="Private posts"]';
    await expect.poll(() => page.locator(privateTab).count(), waitLong).toBeGreaterThan(0);
    // The moderators' channel brings the pending post: no refresh, and (the channel being up)
    // no polling either. The refresh button is never pressed here.
    await addDemoPost(server, { title: 'Pending while watching', state: 'pending' });
    await expect.poll(() => item(page, 'Pending while watching').count(), waitLong).toBe(1);
    await expect
      .poll(() => page.locator('li.moderation-post').first().innerText(), waitLong)
      .toContain('Pending while watching');
    // The next one comes in on top of it; neither is listed twice.
    await addDemoPost(server, { title: 'Another held post', state: 'pending' });
    await expect.poll(() => item(page, 'Another held post').count(), waitLong).toBe(1);
    expect(await item(page, 'Pending while watching').count()).toBe(1);
    await page.close();
  });

  it('locks the refresh button for 5 s, then reloads the posts', async () => {
    const page = await open(context, '/demo/edit/moderate/private');
    await expect
      .poll(() => page.locator('.moderation-empty, li.moderation-post').count(), waitLong)
      .toBeGreaterThan(0);
    const refresh = page.getByRole('button', { name: 'Refresh posts' });
    await refresh.click();
    // Locked and spinning for the spec's 5 s, then unlocked, and the posts reload.
    expect(await refresh.isDisabled()).toBe(true);
    await expect.poll(() => refresh.isDisabled(), waitLong).toBe(false);
    await expect.poll(() => item(page, 'Pending while watching').count(), waitLong).toBe(1);
    await page.close();
  });

  it('generates the embed code, which shows the wall in another site, and asks for a height and a width', async () => {
    const page = await open(context, '/demo/edit/display');
    const code = page.getByLabel('Copy this code into your page');
    await expect.poll(() => code.count(), waitLong).toBe(1);
    const snippet = await code.inputValue();
    expect(snippet).toContain('<div data-chorus-wall="demo" data-height="600"');
    expect(snippet).toContain(`<script async src="${server.address}/embed.js"></script>`);

    // The code works in another site's page: the wall appears in its frame.
    const host = await hostPage(snippet);
    try {
      const hostPageView = await visitor.newPage();
      await hostPageView.goto(host.url, { waitUntil: 'load' });
      const frame = hostPageView.frameLocator('iframe');
      await expect.poll(() => frame.locator(cards).count(), waitLong).toBeGreaterThan(0);
      expect(await hostPageView.locator('iframe').getAttribute('src')).toContain(
        `${server.address}/demo`,
      );
      await hostPageView.close();
    } finally {
      await host.close();
    }

    await page.getByLabel('Height', { exact: true }).fill('');
    await expect.poll(() => page.getByText('Height required.').count()).toBeGreaterThan(0);
    expect(await code.count()).toBe(0);
    await page.getByLabel('Width', { exact: true }).fill('');
    await expect.poll(() => page.getByText('Width required.').count()).toBeGreaterThan(0);
    await page.getByLabel('Height', { exact: true }).fill('700');
    await page.getByLabel('Width', { exact: true }).fill('800');
    await page.getByLabel('Search words').fill('"doors" open');
    expect(await code.inputValue()).toContain('data-query="doors open" style="width: 800px"');
    await page.getByLabel('Network').selectOption('custom');
    expect(await page.getByLabel('Search words').isDisabled()).toBe(true);
    expect(await code.inputValue()).toContain('data-network="custom"');
    expect(await code.inputValue()).not.toContain('data-query');

    const fullScreen = page.getByRole('link', { name: `${server.address}/demo?fullscreen=true` });
    expect(await fullScreen.count()).toBe(1);
    await page.close();
  });

  it('keeps the site address on the wall: another browser of the owner sees it after a reload', async () => {
    const page = await open(context, '/demo/edit/display');
    const field = page.getByLabel('Your site’s address');
    await expect.poll(() => field.isEnabled(), waitLong).toBe(true);
    await field.fill('www.example.org/our-wall');
    await field.press('Enter');
    // The spec's rule: http:// in front of an address without ://.
    await expect.poll(() => field.inputValue(), waitLong).toBe('http://www.example.org/our-wall');
    await expect.poll(() => page.getByText('Saved.').count(), waitLong).toBeGreaterThan(0);
    await page.close();

    // A second browser, signed in as the same owner, with nothing stored locally.
    const elsewhere = await browser.newContext();
    try {
      await elsewhere.addCookies(await context.cookies());
      const other = await open(elsewhere, '/demo/edit/display');
      const stored = other.getByLabel('Your site’s address');
      await expect
        .poll(() => stored.inputValue(), waitLong)
        .toBe('http://www.example.org/our-wall');
      await other.reload({ waitUntil: 'load' });
      await expect
        .poll(() => stored.inputValue(), waitLong)
        .toBe('http://www.example.org/our-wall');
      expect(await other.getByRole('link', { name: 'Open your site' }).getAttribute('href')).toBe(
        'http://www.example.org/our-wall',
      );
    } finally {
      await elsewhere.close();
    }
  });

  it('opens the how-to dialog for show_publish_popup', async () => {
    const page = await open(context, '/demo/edit?show_publish_popup=true');
    const dialog = page.getByRole('dialog', { name: 'How to embed your wall' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await page.close();
  });

  it('moderates with a white-label link and no account, and refuses a revoked or wrong token', async () => {
    const owned = await open(context, '/demo/edit/display');
    await owned.getByRole('button', { name: 'Create moderation links' }).click();
    await alertSaying(owned, 'White-label links are ready.');
    const link = await owned.locator('input[data-mode="w_moderate"]').inputValue();
    const token = new URL(link).searchParams.get('wl_token') ?? '';
    expect(link).toBe(`${server.address}/demo/w_moderate?wl_token=${encodeURIComponent(token)}`);
    await owned.close();

    await addDemoPost(server, { title: 'For the white-label moderator', state: 'pending' });
    const stranger = await browser.newContext();
    const page = await stranger.newPage();
    await page.goto(link, { waitUntil: 'load' });
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/demo/edit/moderate');
    expect(new URL(page.url()).searchParams.get('wl_token')).toBe(token);
    expect(await page.locator('[data-screen]').first().getAttribute('data-screen')).toBe(
      'white-label',
    );
    // Moderation only: no navbar, no other section of the editor.
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.locator('.edit-accordion').count()).toBe(0);
    await page.getByRole('link', { name: 'Private Posts' }).click();
    await expect.poll(() => item(page, 'For the white-label moderator').count(), waitLong).toBe(1);
    await press(page, 'For the white-label moderator', 'Approve');
    await alertSaying(page, 'Post approved.');
    expect(await wallTitles()).toContain('For the white-label moderator');
    expect(await page.getByRole('button', { name: 'Refresh posts' }).count()).toBe(1);

    // The token moderates and does nothing else.
    const settings = await stranger.request.put(
      `${server.address}/api/profile/demo?wl_token=${encodeURIComponent(token)}`,
      { data: { name: 'Taken over' } },
    );
    expect(settings.status()).toBeGreaterThanOrEqual(400);
    const tokens = await stranger.request.get(
      `${server.address}/api/tokens?wl_token=${encodeURIComponent(token)}`,
    );
    expect(tokens.status()).toBeGreaterThanOrEqual(400);

    // Revoked by the owner: the same link is refused.
    const listed = await context.request.get(`${server.address}/api/tokens`);
    const body = (await listed.json()) as { tokens?: { id: string }[] } | { id: string }[];
    const all = Array.isArray(body) ? body : (body.tokens ?? []);
    const wl = all.filter((entry) => entry.id.startsWith('wl-'));
    for (const entry of wl) {
      const revoked = await context.request.delete(`${server.address}/api/tokens/${entry.id}`, {
        headers: { origin: server.address },
      });
      expect(revoked.status()).toBeLessThan(300);
    }
    expect(wl.length).toBeGreaterThan(0);
    await page.goto(link, { waitUntil: 'load' });
    await expect
      .poll(
        () =>
          page
            .locator('.moderation-failed')
            .innerText()
            .catch(() => ''),
        waitLong,
      )
      .toContain('Token expired. Please click here to refresh your token.');
    expect(await page.locator('li.moderation-post').count()).toBe(0);

    await page.goto(`${server.address}/demo/w_edit?wl_token=not-a-token`, {
      waitUntil: 'load',
    });
    await expect
      .poll(
        () =>
          page
            .locator('.moderation-failed')
            .innerText()
            .catch(() => ''),
        waitLong,
      )
      .toContain('Token expired.');
    await stranger.close();
  });
});
