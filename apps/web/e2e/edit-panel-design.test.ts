/**
 * The redesigned edit panel in Chromium (issue 15): one server and one browser for the file. An
 * owner with two RSS sources (one healthy, one whose feed answers 500) opens every section at
 * 1280×900 and 390×844 with no serious or critical axe violation; sees the sources as cards
 * with their health and last crawl; chooses a theme in the gallery by keyboard; gets a contrast
 * warning for a low-contrast colour pair; widens the panel and finds it wide after a reload;
 * and, with a French browser, reads the panel in French.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  rssFeed,
  seriousAxeViolations,
  signUpOwner,
  startTestServer,
  upgrade,
  type SignedUpOwner,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const owner = {
  username: 'design-owner',
  email: 'design-owner@example.test',
  password: 'secret-pass',
};
const wall = 'design-wall';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** Waits, outside a test (expect.poll is for tests), until `check` holds; 30 s at most. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the sources were not crawled in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface SourceState {
  readonly last_crawled: number;
  readonly health: { readonly state: string };
}

describe('the redesigned edit panel', () => {
  let server: RunningServer;
  let feedServer: Server;
  let feedOrigin: string;
  let browser: Browser;
  let context: BrowserContext;
  let api: SignedUpOwner['api'];
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    feedServer = createServer((request, response) => {
      if (request.url === '/feed.xml') {
        response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        response.end(
          rssFeed([
            { id: 'design-1', title: 'Design story', published: new Date(Date.UTC(2026, 10, 20)) },
          ]),
        );
      } else {
        response.writeHead(500).end('broken');
      }
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedOrigin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    server = await startTestServer('edit-design', { CHORUS_FETCH_ALLOW: '127.0.0.1/32' });
    browser = await launchChromium();
    ({ api, context } = await signUpOwner(server, browser, owner, wall));
    await upgrade(server, owner.username);
    const connect = (path: string) =>
      api<{ id: number }>('/api/rss', {
        method: 'POST',
        body: JSON.stringify({
          wall,
          feed_type: 'url',
          options: { url: `${feedOrigin}${path}` },
          privacy: 0,
        }),
      });
    const good = await connect('/feed.xml');
    const broken = await connect('/broken.xml');
    // The first crawl runs at once: one source imports, the other fails.
    await until(async () => (await api<SourceState>(`/api/rss/${good.id}`)).last_crawled > 0);
    await until(
      async () => (await api<SourceState>(`/api/rss/${broken.id}`)).health.state === 'failing',
    );
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => feedServer?.close(resolve));
  });

  /** Opens a section of the panel at `size` and waits for its body. */
  async function openSection(segment: string, section: string, size = desktop) {
    await page.setViewportSize(size);
    await page.goto(`${server.address}/${wall}/edit/${segment}`, { waitUntil: 'networkidle' });
    const body = page.locator(`[data-section="${section}"] .edit-accordion__body`);
    await expect.poll(() => body.count(), waitLong).toBe(1);
    await expect.poll(() => body.locator('.owner-checking').count(), waitLong).toBe(0);
    return body;
  }

  const panelOf = (target: Page) => target.locator('aside#edit-panel');

  it('opens every section at 1280×900 and 390×844 with no serious or critical axe violation', async () => {
    const found: string[] = [];
    for (const size of [desktop, phone]) {
      for (const [segment, section] of [
        ['content', 'content'],
        ['personalize', 'personalize'],
        ['moderate', 'moderate'],
        ['publish', 'display'],
        ['analyze', 'analyze'],
      ] as const) {
        const body = await openSection(segment, section, size);
        if (section === 'content') {
          await expect.poll(() => body.locator('li.source-card').count(), waitLong).toBe(2);
        }
        if (section === 'personalize') {
          await expect.poll(() => body.locator('.theme-picker').count(), waitLong).toBe(1);
        }
        for (const line of await seriousAxeViolations(page)) {
          found.push(`${segment} at ${size.width}: ${line}`);
        }
      }
    }
    expect(found).toEqual([]);
    // On a phone the panel takes the full width (less the page's padding) and has no toggle.
    const box = await panelOf(page).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(phone.width - 60);
    expect(await page.getByRole('button', { name: 'Widen the panel' }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('shows each source as a card with its network, health and last crawl', async () => {
    const body = await openSection('content', 'content');
    const cards = body.locator('li.source-card');
    await expect.poll(() => cards.count(), waitLong).toBe(2);
    const healthy = body.locator('li.source-card[data-health="ok"]');
    const failing = body.locator('li.source-card[data-health="failing"]');
    expect(await healthy.locator('.source-card__icon svg.network-icon').count()).toBe(1);
    expect(await healthy.locator('.source-item__type').textContent()).toBe('RSS · Feed');
    expect(await healthy.locator('.source-card__badge').textContent()).toBe('Healthy');
    // A last crawl moments ago, read relative to now.
    expect(await healthy.locator('.source-health').textContent()).toMatch(
      /^Connected; last imported (now|\d+ seconds? ago|\d+ minutes? ago)\.$/,
    );
    expect(await failing.locator('.source-card__badge').textContent()).toBe('Failing');
    expect(await failing.locator('.source-health').textContent()).toMatch(/^Importing failed: .+/);
    expect(await failing.locator('.source-card__crawl').textContent()).toMatch(/^Last crawl: /);
    // Every action is still there.
    expect(await failing.getByLabel('Manual approval').count()).toBe(1);
    expect(await failing.getByRole('button', { name: 'Remove', exact: true }).count()).toBe(1);
  });

  it('chooses a theme in the gallery by keyboard, each theme with its thumbnail', async () => {
    const body = await openSection('personalize', 'personalize');
    const gallery = body.getByRole('radiogroup', { name: 'Theme' });
    const radios = gallery.getByRole('radio');
    const count = await radios.count();
    expect(count).toBeGreaterThan(2);
    expect(await gallery.locator('svg.theme-thumbnail').count()).toBe(count);
    const checked = gallery.getByRole('radio', { checked: true });
    const before = await checked.getAttribute('value');
    const values = await radios.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    const next = values[(values.indexOf(before ?? '') + 1) % values.length];
    await checked.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => (await api<{ theme: string }>(`/api/profile/${wall}`)).theme, waitLong)
      .toBe(next);
    // The focus stays on the chosen theme while it saves.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe(next);
    expect(await gallery.getByRole('radio', { checked: true }).getAttribute('value')).toBe(next);
    await expect
      .poll(
        () =>
          page
            .frameLocator(`iframe[title="Wall ${wall}"]`)
            .locator('.chorus-wall')
            .getAttribute('data-theme'),
        waitLong,
      )
      .toBe(next);
  });

  it('warns, politely, of a text colour under 4.5:1 on its background', async () => {
    const body = await openSection('personalize', 'personalize');
    const colours = body.getByRole('region', { name: 'Colours' });
    const warnings = colours.getByRole('status');
    await colours.getByLabel('Name bar colour', { exact: true }).fill('#ffffff');
    await colours.getByLabel('Name colour', { exact: true }).fill('#777777');
    const warning = warnings.locator('[data-contrast-pair="color_name/color_namebar"]');
    await expect.poll(() => warning.count(), waitLong).toBe(1);
    expect(await warning.textContent()).toContain('Name colour on Name bar colour is 4.4:1');
    expect(await warnings.getAttribute('aria-live')).toBe('polite');
    // The wall beside the panel shows the chosen colours (before the save, then saved).
    const wallRoot = page.frameLocator(`iframe[title="Wall ${wall}"]`).locator('.chorus-wall');
    await expect
      .poll(
        () =>
          wallRoot.evaluate((root) =>
            (root as HTMLElement).style.getPropertyValue('--chorus-color-name').trim(),
          ),
        waitLong,
      )
      .toBe('#777777');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await colours.getByLabel('Name colour', { exact: true }).fill('#222222');
    await expect.poll(() => warning.count(), waitLong).toBe(0);
    await expect
      .poll(
        async () =>
          (await api<{ settings: { color_name?: string } }>(`/api/profile/${wall}`)).settings
            .color_name,
        waitLong,
      )
      .toBe('#222222');
  });

  it('draws each font in its own face and saves the chosen one', async () => {
    const body = await openSection('personalize', 'personalize');
    const fonts = body.getByRole('region', { name: 'Fonts' });
    const heading = fonts.getByLabel('Heading font', { exact: true });
    const faces = await heading
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => [option.textContent, (option as HTMLElement).style.fontFamily]),
      );
    expect(faces).toContainEqual(['Georgia', 'Georgia, serif']);
    expect(faces).toContainEqual(['Oswald', 'Oswald, sans-serif']);
    await heading.selectOption('Georgia');
    const sample = fonts.locator('[data-field="font_secondary"] .font-field__sample');
    await expect.poll(() => sample.count(), waitLong).toBe(1);
    expect(await sample.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Georgia',
    );
    await expect
      .poll(
        async () =>
          (await api<{ settings: { font_secondary?: string } }>(`/api/profile/${wall}`)).settings
            .font_secondary,
        waitLong,
      )
      .toBe('Georgia');
  });

  it('widens the panel and remembers it after a reload', async () => {
    await openSection('content', 'content');
    const widen = page.getByRole('button', { name: 'Widen the panel' });
    const width = async () => (await panelOf(page).boundingBox())?.width ?? 0;
    expect(await widen.getAttribute('aria-pressed')).toBe('false');
    expect(Math.round(await width())).toBe(300);
    await widen.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => widen.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => Math.round(await width())).toBe(480);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => widen.getAttribute('aria-pressed'), waitLong).toBe('true');
    expect(Math.round(await width())).toBe(480);
    await widen.click();
    await expect.poll(async () => Math.round(await width())).toBe(300);
  });

  it('reads in French for an owner whose browser speaks French', async () => {
    const french = await browser.newContext({ locale: 'fr-FR', viewport: desktop });
    await french.addCookies(await context.cookies());
    const frPage = await french.newPage();
    try {
      await frPage.goto(`${server.address}/${wall}/edit/content`, { waitUntil: 'networkidle' });
      const panel = frPage.getByRole('complementary', { name: 'Panneau d’édition' });
      await expect.poll(() => panel.count(), waitLong).toBe(1);
      expect(await frPage.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await panel.getByRole('button', { name: 'Contenu' }).count()).toBe(1);
      expect(await panel.getByRole('button', { name: 'Personnaliser' }).count()).toBe(1);
      expect(await panel.getByRole('button', { name: 'Élargir le panneau' }).count()).toBe(1);
      const healthy = panel.locator('li.source-card[data-health="ok"]');
      await expect.poll(() => healthy.count(), waitLong).toBe(1);
      expect(await healthy.locator('.source-card__badge').textContent()).toBe('En bonne santé');
      expect(await healthy.locator('.source-health').textContent()).toMatch(
        /^Connecté ; dernière importation (maintenant|il y a .+)\.$/,
      );
      expect(await healthy.getByRole('button', { name: 'Retirer', exact: true }).count()).toBe(1);
      expect(await panel.getByRole('heading', { name: 'Sources connectées' }).count()).toBe(1);

      await panel.getByRole('button', { name: 'Personnaliser' }).click();
      await expect
        .poll(() => panel.getByRole('radiogroup', { name: 'Thème' }).count(), waitLong)
        .toBe(1);
      for (const group of ['Couleurs', 'Polices', 'Mise en page et affichage', 'Images', 'Mur']) {
        expect(await panel.getByRole('region', { name: group, exact: true }).count()).toBe(1);
      }
      expect(await panel.getByLabel('Couleur du nom', { exact: true }).count()).toBe(1);
      // Core's display settings and the appearance choices, from core's schema texts.
      expect(await panel.getByLabel('Langue', { exact: true }).count()).toBe(1);
      expect(
        await panel
          .getByLabel('Position du nom', { exact: true })
          .locator('option')
          .allTextContents(),
      ).toEqual(expect.arrayContaining(['Gauche', 'Centre', 'Droite']));
      // The themes' names and options, from GET /api/plugins in the owner's language.
      expect(await panel.getByText('Diaporama', { exact: true }).count()).toBeGreaterThan(0);
      expect(await panel.getByText('Slideshow', { exact: true }).count()).toBe(0);
      expect(await seriousAxeViolations(frPage)).toEqual([]);
    } finally {
      await french.close();
    }
  });
});
