/**
 * The edit panel in Chromium: a new owner (signed up through the API) connects an RSS feed
 * served on loopback through the dialog drawn from the RSS connector's schema, sees it listed
 * with its health and its posts in the wall beside the panel, then switches theme and moves a
 * slider drawn from the theme's options schema, and finds both saved and shown.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMessage, messages } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { toyConnector, toyTheme } from '@chorus/core/testing';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import chorusConfig from '../../../chorus.config.ts';
import {
  launchChromium,
  open,
  rssFeed,
  signUpOwner,
  slide,
  testServerEnv,
  upgrade,
  type SignedUpOwner,
  expectSourceConnected,
} from './browser.ts';

/** Bounded waits for what the page shows (server round trips, the first crawl, reloads). */
const waitLong = { timeout: 30_000 };
const owner = { username: 'edit-owner', email: 'edit-owner@example.test', password: 'secret-pass' };
const wall = 'edit-panel-wall';

/** The loopback feed: two entries, as a news site would serve them. */
const feedEntries = [1, 2].map((n) => ({
  id: `story-${n}`,
  title: `Loopback story ${n}`,
  published: new Date(Date.UTC(2026, 10, 20, 10 + n)),
}));

describe('the edit panel in Chromium', () => {
  let server: RunningServer;
  let feedServer: Server;
  let feedUrl: string;
  let browser: Browser;
  let context: BrowserContext;
  let api: SignedUpOwner['api'];

  beforeAll(async () => {
    feedServer = createServer((request, response) => {
      if (request.url === '/feed.xml') {
        response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        response.end(rssFeed(feedEntries));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;

    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-edit-e2e-'));
    server = await startServer(
      loadConfig(testServerEnv(dataDir, { CHORUS_FETCH_ALLOW: '127.0.0.1/32' })),
    );
    browser = await launchChromium();
    ({ api, context } = await signUpOwner(server, browser, owner, wall));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => feedServer?.close(resolve));
  });

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`${server.address}/${wall}/edit/content`, { waitUntil: 'networkidle' });
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/${wall}/edit/content`);
    await visitor.close();
  });

  it('connects an RSS feed through the dialog drawn from its schema and lists it with health', async () => {
    const { page, problems } = await open(context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    await expect.poll(() => panel.getByText(messages.ownerNothingYet).count(), waitLong).toBe(1);
    expect(await page.locator('iframe[title="Wall edit-panel-wall"]').count()).toBe(1);

    await panel
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: 'RSS' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connect RSS' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const url = dialog.getByLabel('RSS URL');
    expect(await dialog.getByText('The address of an RSS, Atom or JSON feed').count()).toBe(1);

    // Without http:// the connector's message shows under the field.
    await url.fill('news.example.test/feed.xml');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const fieldMessage = dialog.locator('[data-field="url"] .schema-field__error');
    await expect.poll(() => fieldMessage.textContent(), waitLong).toBe(messages.rssUrlInvalid);
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    // An empty address gets the connector's other message.
    await url.fill('');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => fieldMessage.textContent(), waitLong).toBe(messages.rssUrlRequired);

    await url.fill(feedUrl);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toContain('127.0.0.1');
    expect(await source.locator('.source-item__type').textContent()).toBe('RSS · Feed');
    // The first import runs at once: health turns to "Connected; last imported …".
    await expectSourceConnected(page, source);

    // The wall beside the panel shows the feed's posts.
    const frame = page.frameLocator('iframe[title="Wall edit-panel-wall"]');
    await expect
      .poll(() => frame.locator('.chorus-title', { hasText: 'Loopback story' }).count(), waitLong)
      .toBe(2);
    // The two refused connects are logged by the browser as failed (400) loads; nothing else.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    expect(problems).toHaveLength(2);
    await page.close();
  });

  it('gates premium themes on the basic plan, then saves a theme and a slider and updates the wall', async () => {
    const { page, problems } = await open(context, `${server.address}/${wall}/edit/personalize`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const news = panel.locator('.theme-picker__choice[data-theme-id="news"]');
    await expect.poll(() => news.locator('.upgrade-prompt').count(), waitLong).toBe(1);
    expect(await news.getByRole('radio').count()).toBe(0);
    await page.close();

    await upgrade(server, owner.username);

    const again = await open(context, `${server.address}/${wall}/edit/personalize`);
    const editor = again.page.getByRole('complementary', { name: 'Edit panel' });
    const frame = again.page.frameLocator('iframe[title="Wall edit-panel-wall"]');
    const firstCard = frame.locator('article.chorus-card').first();
    await expect.poll(() => firstCard.count(), waitLong).toBe(1);
    await expect
      .poll(() => frame.locator('.chorus-wall').getAttribute('data-theme'), waitLong)
      .toBe('standard');

    await editor.getByRole('radio', { name: 'News' }).check();
    await expect
      .poll(async () => (await api<{ theme: string }>(`/api/profile/${wall}`)).theme, waitLong)
      .toBe('news');
    await expect
      .poll(() => frame.locator('.chorus-wall').getAttribute('data-theme'), waitLong)
      .toBe('news');
    expect(await editor.getByRole('group', { name: 'News options' }).count()).toBe(0);
    expect(await editor.getByRole('region', { name: 'News options' }).count()).toBe(1);

    const widthBefore = (await firstCard.boundingBox())?.width ?? 0;
    await slide(again.page, 'Post width', 700);
    await expect
      .poll(
        async () =>
          (await api<{ display_profile: { postwidth?: number } }>(`/api/profile/${wall}`))
            .display_profile.postwidth,
        waitLong,
      )
      .toBe(700);
    expect(await editor.locator('[data-field="postwidth"] output').textContent()).toBe('700');
    // The wall beside the panel reloads with the wider posts.
    await expect
      .poll(
        async () => (await frame.locator('article.chorus-card').first().boundingBox())?.width ?? 0,
        waitLong,
      )
      .toBeGreaterThan(widthBefore + 100);
    expect(again.problems).toEqual([]);
    expect(problems).toEqual([]);
    await again.page.close();
  });

  it('turns on manual approval, refreshes posts, activates analytics and removes the source', async () => {
    const { page, problems } = await open(context, `${server.address}/${wall}/rss/edit`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    const id = Number(await source.getAttribute('data-source-id'));
    // The per-network editor offers that network only.
    expect(await panel.getByRole('list', { name: 'Networks' }).getByRole('button').count()).toBe(1);

    await source.getByLabel('Manual approval').check();
    await expect
      .poll(async () => (await api<{ privacy: number }>(`/api/rss/${id}`)).privacy, waitLong)
      .toBe(1);
    const label = (await source.locator('.source-item__label').textContent()) ?? '';
    const alert = formatMessage('editSourceModerated', { label });
    await expect.poll(() => page.getByRole('status').getByText(alert).count(), waitLong).toBe(1);

    const refresh = panel.getByRole('button', { name: messages.feedRefreshPosts });
    await refresh.click();
    await expect.poll(() => refresh.isDisabled(), waitLong).toBe(true);
    expect(await refresh.getAttribute('class')).toContain('refresh-posts--spinning');
    await expect.poll(() => refresh.isDisabled(), waitLong).toBe(false);

    await panel.page().goto(`${server.address}/${wall}/edit/analyze`, { waitUntil: 'networkidle' });
    const analyze = panel.getByRole('region', { name: 'Analyze' });
    await expect
      .poll(() => analyze.getByText(messages.editAnalyticsInactive).count(), waitLong)
      .toBe(1);
    await analyze.getByRole('button', { name: 'Activate analytics' }).click();
    await expect
      .poll(() => analyze.getByText(messages.editAnalyticsActive).count(), waitLong)
      .toBe(1);
    expect((await api<{ analytics: number }>(`/api/profile/${wall}`)).analytics).toBe(1);

    await panel.getByRole('button', { name: 'Content' }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe(`/${wall}/edit/content`);
    await source.getByRole('button', { name: 'Remove', exact: true }).click();
    await source
      .getByRole('group', { name: /^Remove / })
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect.poll(() => panel.getByText(messages.ownerNothingYet).count(), waitLong).toBe(1);
    const profile = await api<{ rss_accounts: unknown[] }>(`/api/profile/${wall}`);
    expect(profile.rss_accounts).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('plugins the web app has never seen', () => {
  let server: RunningServer;
  let browser: Browser;
  let toyOwner: SignedUpOwner;
  const toyWall = 'toy-wall';

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-edit-toy-e2e-'));
    // The installation's plugins plus a toy connector and a toy theme: nothing in apps/web
    // knows them, so whatever the panel shows of them it drew from GET /api/plugins.
    const plugins = new PluginHost([...chorusConfig.plugins, toyConnector, toyTheme]);
    server = await startServer(loadConfig(testServerEnv(dataDir)), plugins);
    browser = await launchChromium();
    const account = { username: 'toy-owner', email: 'toy@example.test', password: 'secret-pass' };
    toyOwner = await signUpOwner(server, browser, account, toyWall);
    await upgrade(server, account.username);
  });

  afterAll(async () => {
    await toyOwner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('draws the toy connector’s connect dialog and the toy theme’s options', async () => {
    const { page, problems } = await open(toyOwner.context, `${server.address}/${toyWall}/edit`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const toyButton = panel.getByRole('list', { name: 'Networks' }).getByRole('button', {
      name: 'Toy notes',
    });
    await expect.poll(() => toyButton.count(), waitLong).toBe(1);
    await toyButton.click();
    const dialog = page.getByRole('dialog', { name: 'Connect Toy notes' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await dialog.getByText('Every note pinned to one board.').count()).toBe(1);
    expect(await dialog.getByText('As it appears in the board address.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(
        () => dialog.locator('[data-field="board"] .schema-field__error').textContent(),
        waitLong,
      )
      .toBe('Please enter a board.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await panel.getByRole('button', { name: 'Personalize' }).click();
    await panel.getByRole('radio', { name: 'Toy list' }).check();
    await expect
      .poll(
        async () => (await toyOwner.api<{ theme: string }>(`/api/profile/${toyWall}`)).theme,
        waitLong,
      )
      .toBe('toy-list');
    const options = panel.getByRole('region', { name: 'Toy list options' });
    await expect.poll(() => options.count(), waitLong).toBe(1);
    const width = options.getByLabel('Post width', { exact: true });
    expect(await width.getAttribute('type')).toBe('range');
    expect([await width.getAttribute('min'), await width.getAttribute('max')]).toEqual([
      '100',
      '800',
    ]);
    expect(await width.inputValue()).toBe('280');
    expect(await options.getByLabel('Post padding', { exact: true }).getAttribute('type')).toBe(
      'range',
    );
    expect(await options.getByLabel('Show the author').isChecked()).toBe(true);
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
