/**
 * Issue 6's whole journey, in one Chromium session: a new owner signs up, creates a wall in the
 * create-wall dialog, connects an RSS feed served on loopback through the dialog drawn from the
 * RSS connector's schema, sees its posts arrive in the preview, switches theme and moves a
 * slider, turns on manual approval, approves, rejects, pins and highlights posts while a
 * visitor's browser (a second, anonymous context) shows each change on the public wall,
 * generates the embed code and loads it in a page of another origin, and deletes the wall by
 * typing `delete`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMessage, messages } from '@chorus/core';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostPage,
  launchChromium,
  rssFeed,
  serveOnLoopback,
  slide,
  setupTimeout,
  testServerEnv,
  type FeedEntry,
  type LoopbackSite,
} from './browser.ts';

/** Bounded waits: sign-up hashes a password, the first crawl and reloads take a while. */
const waitLong = { timeout: 30_000 };
const owner = { username: 'journeyowner', email: 'journey@example.test', password: 'secret-pass' };
const wallName = 'Journey Wall';
const slug = 'journey-wall';
const cards = 'article.chorus-card';

function entry(n: number): FeedEntry {
  return {
    id: `journey-${n}`,
    title: `Journey story ${n}`,
    published: new Date(Date.UTC(2026, 10, 21, 8 + n)),
  };
}

describe('a new owner’s journey through the owner app', () => {
  let server: RunningServer;
  let feed: LoopbackSite;
  /** What the loopback feed serves now; the test adds entries as a news site would. */
  const served: FeedEntry[] = [entry(1), entry(2)];
  let browser: Browser;
  let context: BrowserContext;
  let visitor: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    feed = await serveOnLoopback((request, response) => {
      if (request.url !== '/journey.xml') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(rssFeed(served));
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-journey-e2e-'));
    // The safe HTTP client refuses private addresses unless the installation allows them.
    server = await startServer(
      loadConfig(testServerEnv(dataDir, { CHORUS_FETCH_ALLOW: '127.0.0.1/32' })),
    );
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    visitor = await browser.newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // Refused validation (400) is part of the walk; anything else is a defect.
      if (message.type() !== 'error' || /status of 400/.test(message.text())) return;
      problems.push(message.text());
    });
  }, setupTimeout);

  afterAll(async () => {
    await visitor?.close();
    await context?.close();
    await browser?.close();
    await server?.stop();
    await feed?.close();
  });

  const panel = () => page.getByRole('complementary', { name: 'Edit panel' });
  const preview = () => page.frameLocator(`iframe[title="Wall ${slug}"]`);
  const moderationItem = (title: string): Locator =>
    page.locator('li.moderation-post', { hasText: title });

  async function alertSaying(text: string) {
    await expect
      .poll(() => page.locator('.owner-alert', { hasText: text }).count(), waitLong)
      .toBeGreaterThan(0);
  }

  /** The public wall as a visitor sees it now: titles in order and the card classes. */
  async function publicWall(): Promise<{ titles: string[]; classes: Record<string, string> }> {
    const view = await visitor.newPage();
    try {
      await view.goto(`${server.address}/${slug}`, { waitUntil: 'load' });
      await expect.poll(() => view.locator(cards).count(), waitLong).toBeGreaterThan(0);
      const titles = await view.locator(`${cards} .chorus-title`).allInnerTexts();
      const classes: Record<string, string> = {};
      for (const card of await view.locator(cards).all()) {
        const title = await card.locator('.chorus-title').innerText();
        classes[title] = (await card.getAttribute('class')) ?? '';
      }
      return { titles, classes };
    } finally {
      await view.close();
    }
  }

  it('signs up and lands on the dashboard', async () => {
    await page.goto(`${server.address}/signup`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/admin');
    await expect.poll(() => page.getByText('You have no walls yet.').count(), waitLong).toBe(1);
    // Themes beyond the standard one and manual approval are paid features; billing is a
    // later issue, so the plan is set where it is stored.
    await server.database.db
      .updateTable('users')
      .set({ plan: 'pro' })
      .where('username', '=', owner.username)
      .execute();
  });

  it('creates a wall through the create-wall dialog', async () => {
    await page.getByRole('button', { name: 'Create a wall' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a wall' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByLabel('Name').fill(wallName);
    expect(await dialog.getByLabel('Address').inputValue()).toBe(slug);
    await dialog.getByRole('button', { name: 'Create wall' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain(`Your wall ${wallName} is ready.`);
    const row = page.locator(`tr[data-wall="${slug}"]`);
    await row.getByRole('link', { name: `Edit ${wallName}` }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe(`/${slug}/edit`);
  });

  it('connects the loopback RSS feed through the dialog drawn from the connector’s schema', async () => {
    await expect.poll(() => panel().getByText(messages.ownerNothingYet).count(), waitLong).toBe(1);
    const plugins = (await (await fetch(`${server.address}/api/plugins`)).json()) as {
      connectors: { id: string; feedTypes: { schema: { properties: object } }[] }[];
    };
    const rss = plugins.connectors.find((connector) => connector.id === 'rss');
    expect(Object.keys(rss?.feedTypes[0]?.schema.properties ?? {})).toContain('url');

    await panel()
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: 'RSS' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connect RSS' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    // The field is the one the schema names, with the connector's own message when empty.
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => dialog.locator('[data-field="url"] .schema-field__error').textContent(), waitLong)
      .toBe(messages.rssUrlRequired);
    await dialog.getByLabel('RSS URL').fill(`${feed.origin}/journey.xml`);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect.poll(() => panel().locator('li.source-item').count(), waitLong).toBe(1);
  });

  it('shows the feed’s posts arriving in the wall beside the panel', async () => {
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return preview().locator('.chorus-title', { hasText: 'Journey story' }).count();
      }, waitLong)
      .toBe(2);
    expect((await publicWall()).titles).toEqual(['Journey story 2', 'Journey story 1']);
  });

  it('switches theme and moves a slider, and the wall changes', async () => {
    await panel().getByRole('button', { name: 'Personalize' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, waitLong)
      .toBe(`/${slug}/edit/personalize`);
    const wall = preview().locator('.chorus-wall');
    await expect.poll(() => wall.getAttribute('data-theme'), waitLong).toBe('standard');
    await panel().getByRole('radio', { name: 'News' }).check();
    await expect.poll(() => wall.getAttribute('data-theme'), waitLong).toBe('news');

    const firstCard = () => preview().locator(cards).first();
    await expect.poll(() => firstCard().count(), waitLong).toBe(1);
    const before = (await firstCard().boundingBox())?.width ?? 0;
    await slide(page, 'Post width', 700);
    await expect
      .poll(async () => (await firstCard().boundingBox())?.width ?? 0, waitLong)
      .toBeGreaterThan(before + 100);
    // The visitor sees the saved theme too.
    const view = await visitor.newPage();
    await view.goto(`${server.address}/${slug}`, { waitUntil: 'load' });
    await expect
      .poll(() => view.locator('.chorus-wall').getAttribute('data-theme'), waitLong)
      .toBe('news');
    await view.close();
  });

  it('turns on manual approval, and new posts wait in Private Posts', async () => {
    await panel().getByRole('button', { name: 'Content' }).click();
    const source = panel().locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    await source.getByLabel('Manual approval').check();
    const label = (await source.locator('.source-item__label').textContent()) ?? '';
    await alertSaying(formatMessage('editSourceModerated', { label }));

    served.push(entry(3), entry(4));
    const refresh = panel().getByRole('button', { name: messages.feedRefreshPosts });
    await refresh.click();
    await expect.poll(() => refresh.isDisabled(), waitLong).toBe(false);

    await panel().getByRole('button', { name: 'Moderate' }).click();
    await page.getByRole('link', { name: 'Private Posts' }).click();
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return moderationItem('Journey story 4').count();
      }, waitLong)
      .toBe(1);
    expect(await moderationItem('Journey story 3').count()).toBe(1);
    expect((await publicWall()).titles).not.toContain('Journey story 3');
  });

  it('approves, rejects, pins and highlights, each seen on the public wall', async () => {
    await moderationItem('Journey story 3').getByRole('button', { name: 'Approve' }).click();
    await alertSaying('Post approved.');
    await expect
      .poll(async () => (await publicWall()).titles, waitLong)
      .toContain('Journey story 3');
    expect((await publicWall()).titles).not.toContain('Journey story 4');

    await page.getByRole('link', { name: 'Public Posts' }).click();
    await expect.poll(() => moderationItem('Journey story 1').count(), waitLong).toBe(1);
    await moderationItem('Journey story 1').getByRole('button', { name: 'Reject' }).click();
    await alertSaying('Post rejected');
    await expect
      .poll(async () => (await publicWall()).titles, waitLong)
      .not.toContain('Journey story 1');

    await moderationItem('Journey story 2')
      .getByRole('button', { name: 'Pin to top', exact: true })
      .click();
    await alertSaying('Post pinned to top.');
    await expect.poll(async () => (await publicWall()).titles[0], waitLong).toBe('Journey story 2');

    await moderationItem('Journey story 3')
      .getByRole('button', { name: 'Highlight', exact: true })
      .click();
    await alertSaying('Post highlighted.');
    await expect
      .poll(async () => (await publicWall()).classes['Journey story 3'] ?? '', waitLong)
      .toContain('chorus-card--highlight');
  });

  it('generates the embed code, which shows the wall in a page of another origin', async () => {
    await panel().getByRole('button', { name: 'Publish' }).click();
    const code = page.getByLabel('Copy this code into your page');
    await expect.poll(() => code.count(), waitLong).toBe(1);
    const snippet = await code.inputValue();
    expect(snippet).toContain(`data-chorus-wall="${slug}"`);
    const site = await hostPage(snippet);
    try {
      expect(new URL(site.origin).origin).not.toBe(new URL(server.address).origin);
      const host = await visitor.newPage();
      await host.goto(`${site.origin}/`, { waitUntil: 'load' });
      const frame = host.frameLocator('iframe');
      await expect
        .poll(() => frame.locator(`${cards} .chorus-title`).allInnerTexts(), waitLong)
        .toContain('Journey story 2');
      expect(await host.locator('iframe').getAttribute('src')).toContain(
        `${server.address}/${slug}`,
      );
      await host.close();
    } finally {
      await site.close();
    }
  });

  it('deletes the wall from the dashboard by typing `delete`', async () => {
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    const row = page.locator(`tr[data-wall="${slug}"]`);
    await expect.poll(() => row.count(), waitLong).toBe(1);
    await row.getByRole('button', { name: `Delete ${wallName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${wallName}?` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByLabel("Type 'delete' to confirm.").fill('delete');
    await dialog.getByRole('button', { name: 'Delete wall' }).click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Tint deleted successfully.');
    await expect.poll(() => row.count(), waitLong).toBe(0);
    const gone = await visitor.newPage();
    await gone.goto(`${server.address}/${slug}`, { waitUntil: 'load' });
    await expect.poll(() => new URL(gone.url()).pathname, waitLong).toBe('/404');
    await gone.close();
    expect(problems).toEqual([]);
  });
});
