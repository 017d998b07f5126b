/**
 * Issue 14's new-owner line, in one Chromium test with no environment variable of its own (the
 * default self-hosted plans, a fresh data directory): a new owner signs up, creates a wall
 * from the "Website feed" template, writes a custom post with the composer (shown at once),
 * turns on manual approval for the composer's source, writes a second post (which waits),
 * picks the slideshow theme, approves the waiting post in Private Posts and sees it on the
 * public wall in a visitor's browser.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMessage, messages } from '@chorus/core';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, setupTimeout } from './browser.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'newowner', email: 'new-owner@example.test', password: 'secret-pass' };
const wallName = 'Harbour Fair';
const slug = 'harbour-fair';

describe('a new owner, default settings, from sign-up to an approved post on the wall', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-new-owner-e2e-'));
    // No setting beyond the test's own: a fresh data directory, any port, no logs, and the
    // web build under test (the browser helpers' CHORUS_PLANS=hosted is left out on purpose).
    const webDist = process.env.CHORUS_WEB_DIST;
    server = await startServer(
      loadConfig({
        PORT: '0',
        CHORUS_DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(webDist ? { CHORUS_WEB_DIST: webDist } : {}),
      }),
    );
    browser = await launchChromium();
  }, setupTimeout);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Writes a post with the composer of the content section. */
  async function writePost(page: Page, title: string, text: string) {
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const write = panel.getByRole('button', { name: 'Write a post' });
    await expect.poll(() => write.count(), waitLong).toBe(1);
    await write.click();
    const dialog = page.getByRole('dialog', { name: 'Write a post' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Text', { exact: true }).fill(text);
    await dialog.getByRole('button', { name: 'Save post' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: messages.postSaved }).count(),
        waitLong,
      )
      .toBeGreaterThan(0);
  }

  /** The posts a visitor can read on the public wall now. */
  async function publicTitles(): Promise<string[]> {
    const response = await fetch(`${server.address}/api/posts?wall=${slug}`);
    const body = (await response.json()) as { posts: { title: string | null }[] };
    return body.posts.map((post) => post.title ?? '');
  }

  it('signs up, builds a wall from a template, writes, moderates and sees the post live', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // Sign up: the first account of this instance, with every feature.
    await page.goto(`${server.address}/signup`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/admin');
    // No allowance warning before there is anything to count.
    expect(await page.getByText(messages.feedAllowanceLow).count()).toBe(0);

    // A wall from the "Website feed" template, straight into its edit panel.
    const start = page.getByRole('button', { name: 'Create your first wall' });
    await expect.poll(() => start.count(), waitLong).toBe(1);
    await start.click();
    const create = page.getByRole('dialog', { name: 'Create a wall' });
    await expect.poll(() => create.count(), waitLong).toBe(1);
    await create.getByLabel('Name').fill(wallName);
    expect(await create.getByLabel('Address').inputValue()).toBe(slug);
    await create.getByRole('radio', { name: 'Website feed' }).check();
    await create.getByRole('button', { name: 'Create wall' }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe(`/${slug}/edit`);

    // The first post shows at once.
    await writePost(page, 'Stalls open at ten', 'Forty stalls along the quay.');
    await expect.poll(publicTitles, waitLong).toContain('Stalls open at ten');

    // Manual approval for the composer's source: the next post waits.
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    await source.getByLabel('Manual approval').check();
    const label = (await source.locator('.source-item__label').textContent()) ?? '';
    await expect
      .poll(
        () =>
          page
            .locator('.owner-alert', {
              hasText: formatMessage('editSourceModerated', { label }),
            })
            .count(),
        waitLong,
      )
      .toBeGreaterThan(0);
    await writePost(page, 'Boat parade at dusk', 'Lanterns on every mast.');
    expect(await publicTitles()).not.toContain('Boat parade at dusk');

    // The slideshow theme.
    await panel.getByRole('button', { name: 'Personalize' }).click();
    const slideshow = panel.locator('[data-theme-id="slideshow"] input[type="radio"]');
    await expect.poll(() => slideshow.count(), waitLong).toBe(1);
    await slideshow.check();
    await expect
      .poll(async () => {
        const profile = (await (await fetch(`${server.address}/api/profile/${slug}`)).json()) as {
          theme: string;
        };
        return profile.theme;
      }, waitLong)
      .toBe('slideshow');

    // Approve the waiting post in Private Posts.
    await panel.getByRole('button', { name: 'Moderate' }).click();
    await page.getByRole('link', { name: 'Private Posts' }).click();
    const waiting = page.locator('li.moderation-post', { hasText: 'Boat parade at dusk' });
    await expect.poll(() => waiting.count(), waitLong).toBe(1);
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(
        () => page.locator('.owner-alert', { hasText: messages.postApproved }).count(),
        waitLong,
      )
      .toBeGreaterThan(0);

    // A visitor sees it on the public wall, as a slide.
    const visitor = await browser.newContext({ reducedMotion: 'reduce' });
    const wall = await visitor.newPage();
    await wall.goto(`${server.address}/${slug}`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => wall.locator('.chorus-wall').getAttribute('data-theme'), waitLong)
      .toBe('slideshow');
    await expect
      .poll(async () => {
        await wall.reload({ waitUntil: 'networkidle' });
        return wall.locator('section.chorus-slideshow .chorus-slide-title').allInnerTexts();
      }, waitLong)
      .toContain('Boat parade at dusk');
    expect(await publicTitles()).toEqual(
      expect.arrayContaining(['Boat parade at dusk', 'Stalls open at ten']),
    );
    await visitor.close();
    await context.close();
    expect(problems).toEqual([]);
  });
});
