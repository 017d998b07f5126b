/**
 * A newcomer's first minutes on a fresh install, default settings, in Chromium: `/` explains
 * Chorus beside a live preview of the demo wall and its pictures (all served by Chorus); the
 * demo wall's collection bar shows each installed network's icon, named by its visible label;
 * a new owner is offered "Create your first wall", creates one from the event template and
 * lands in its edit panel on the slideshow theme with manual approval. axe on `/` and `/demo`
 * at desktop and phone sizes.
 */
import type { RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, seriousAxeViolations, setupTimeout, startTestServer } from './browser.ts';

const waitLong = { timeout: 30_000 };
const sizes = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

interface InstalledConnector {
  readonly id: string;
  readonly displayName: string;
  readonly icon: string;
}

describe('first run in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // Default settings: the self-hosted plans, the demo wall seeded.
    server = await startTestServer('first-run', { CHORUS_PLANS: 'self-hosted' });
    browser = await launchChromium();
  }, setupTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A page of its own size that records every request leaving Chorus, and every error. */
  async function openPage(pathname: string, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const elsewhere: string[] = [];
    const problems: string[] = [];
    const origin = new URL(server.address).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.address}${pathname}`, { waitUntil: 'networkidle' });
    return { page, elsewhere, problems, close: () => context.close() };
  }

  /** The demo wall inside the landing page's preview. */
  const previewOf = (page: Page) => page.frameLocator('iframe[title="Demo wall preview"]');

  /** Whether every picture of the preview has been drawn, and how many there are. */
  async function previewPictures(page: Page): Promise<{ drawn: number; sources: string[] }> {
    const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === '/demo');
    if (!frame) return { drawn: 0, sources: [] };
    return frame.evaluate(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('.chorus-wall img')];
      return {
        drawn: images.filter((image) => image.complete && image.naturalWidth > 0).length,
        sources: images.map((image) => new URL(image.src).pathname),
      };
    });
  }

  it('explains Chorus on `/` beside a live preview of the demo wall and its pictures', async () => {
    const { page, elsewhere, problems, close } = await openPage('/', sizes[0]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Chorus');
    expect(await page.locator('main').innerText()).toContain('A social wall you host yourself');
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(await page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.getByRole('link', { name: 'Open the demo wall' }).getAttribute('href')).toBe(
      '/demo',
    );
    // The preview is the demo wall itself: its welcome post and its pictures, drawn.
    await expect
      .poll(() => previewOf(page).getByText('Welcome to the Chorus demo wall').count(), waitLong)
      .toBe(1);
    await expect.poll(async () => (await previewPictures(page)).drawn, waitLong).toBeGreaterThan(3);
    const { sources } = await previewPictures(page);
    expect(sources.every((source) => source.startsWith('/media/'))).toBe(true);
    // Nothing on the page or in the preview asks another host.
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    // Reduced motion: nothing on the landing page moves.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await close();
  });

  it('is worked by keyboard: the next steps are reached and the preview takes no focus', async () => {
    const { page, close } = await openPage('/', sizes[0]);
    const reached: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => ({
        tag: document.activeElement?.tagName ?? '',
        text: document.activeElement?.textContent?.trim() ?? '',
      }));
      expect(focused.tag).not.toBe('IFRAME');
      reached.push(focused.text);
    }
    expect(reached).toEqual(
      expect.arrayContaining(['Create an account', 'Sign in', 'Open the demo wall']),
    );
    expect(reached.indexOf('Create an account')).toBeLessThan(
      reached.indexOf('Open the demo wall'),
    );
    // Enter follows the focused link.
    await page.getByRole('link', { name: 'Create an account' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/signup');
    await close();
  });

  it('draws each installed network’s icon in the demo wall’s bar, named by its visible label', async () => {
    const plugins = (await (await fetch(`${server.address}/api/plugins`)).json()) as {
      connectors: InstalledConnector[];
    };
    expect(plugins.connectors.length).toBeGreaterThan(1);
    const { page, elsewhere, close } = await openPage('/demo', sizes[0]);
    const bar = page.getByRole('navigation', { name: 'Collections' });
    await expect.poll(() => bar.count(), waitLong).toBe(1);
    for (const connector of plugins.connectors) {
      const link = bar.locator(`[data-entry="${connector.id}"] > a`);
      expect(await link.count(), connector.id).toBe(1);
      const label = (await link.innerText()).trim();
      expect(label).not.toBe('');
      // The accessible name contains the visible label (WCAG 2.5.3): found by it, exactly.
      expect(await bar.getByRole('link', { name: label, exact: true }).count(), label).toBe(1);
      expect(await link.locator('svg path').getAttribute('d')).toBe(connector.icon);
      expect(await link.locator('svg').getAttribute('aria-hidden')).toBe('true');
      // One post per network: its entry filters to at least one.
      const feed = (await (
        await fetch(`${server.address}/api/posts?wall=demo&network=${connector.id}`)
      ).json()) as { posts: unknown[] };
      expect(feed.posts.length, connector.id).toBeGreaterThan(0);
    }
    // X reads "Twitter" in the bar, as it did; its accounts keep the long name.
    expect(await bar.locator('[data-entry="twitter"] > a').innerText()).toBe('Twitter');
    // (The sub-list shows on hover or focus: hidden until then.)
    expect(await bar.locator('ul[aria-label="X (Twitter) accounts"]').count()).toBe(1);
    // Pictures on the wall itself, served by Chorus.
    const pictures = page.locator('.chorus-wall img[src^="/media/"]');
    await expect.poll(() => pictures.count(), waitLong).toBeGreaterThan(3);
    expect(elsewhere).toEqual([]);
    await close();
  });

  it('has no serious or critical axe violation on `/` and `/demo` at 1280×900 and 390×844', async () => {
    for (const viewport of sizes) {
      for (const pathname of ['/', '/demo']) {
        const { page, close } = await openPage(pathname, viewport);
        if (pathname === '/') {
          await expect
            .poll(async () => (await previewPictures(page)).drawn, waitLong)
            .toBeGreaterThan(0);
        }
        expect(await seriousAxeViolations(page), `${pathname} at ${viewport.width}`).toEqual([]);
        await close();
      }
    }
  });

  it('offers a new owner "Create your first wall", from the event template into its edit panel', async () => {
    const { page, close } = await openPage('/signup', sizes[0]);
    await page.getByLabel('Username').fill('firstowner');
    await page.getByLabel('E-mail').fill('first@example.test');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/admin');
    const start = page.getByRole('button', { name: 'Create your first wall' });
    await expect.poll(() => start.count(), waitLong).toBe(1);
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Create a wall' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByLabel('Name').fill('Summit Night');
    const event = dialog.getByRole('radio', { name: 'Event wall' });
    expect(await dialog.getByRole('radio').count()).toBe(3);
    await event.check();
    await dialog.getByRole('button', { name: 'Create wall' }).click();
    await expect.poll(() => new URL(page.url()).pathname, waitLong).toBe('/summit-night/edit');

    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.getByLabel('Manual approval').isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Personalize' }).click();
    const slideshow = panel.locator('[data-theme-id="slideshow"] input[type="radio"]');
    await expect.poll(() => slideshow.isChecked(), waitLong).toBe(true);
    const profile = (await (await fetch(`${server.address}/api/profile/summit-night`)).json()) as {
      theme: string;
    };
    expect(profile.theme).toBe('slideshow');
    await close();
  });
});
