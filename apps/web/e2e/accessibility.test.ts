/**
 * Issue 14's accessibility line, in Chromium, default self-hosted settings: axe-core finds no
 * serious or critical violation on the index, sign-in, dashboard, admin screen, every edit
 * panel section, both moderation tabs and every installed card-wall theme (the themes without
 * slideshow controls: the masonry variants and the rest), each at 1280×900 and 390×844. And
 * the keyboard findings: the focus ring has 3:1 contrast, the edit panel is one Tab from the
 * page's top (a skip link; the preview frame is out of the tab order), the wall's visible
 * name is the page's heading, the publish section has no duplicate landmark names and the
 * dashboard's table keeps its buttons inside a phone's width.
 */
import type { RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  seriousAxeViolations,
  setupTimeout,
  signUpOwner,
  startTestServer,
  type SignedUpOwner,
} from './browser.ts';
import { addDemoPost, addSources, installedThemes } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
/** The posts of the moderation screen: list items, or the one card a phone shows. */
const moderationPosts = 'li.moderation-post, .moderation-one__card';
const sizes = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const account = { username: 'a11yowner', email: 'a11y@example.test', password: 'secret-pass' };
const wall = 'a11y-wall';
/** The card walls: every installed theme without the slideshow control bar. */
const cardThemes = installedThemes
  .filter((theme) => !theme.capabilities.slideshowControls)
  .map((theme) => theme.id);

describe('axe-core and the keyboard on every owner screen and card wall', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;
  let anonymous: BrowserContext;

  beforeAll(async () => {
    server = await startTestServer('a11y', { CHORUS_PLANS: 'self-hosted' });
    browser = await launchChromium();
    // The first account of the instance: its administrator, with every feature.
    owner = await signUpOwner(server, browser, account, wall);
    const { id } = await server.database.db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', wall)
      .executeTakeFirstOrThrow();
    await addSources(server, id, [{ network: 'custom', label: 'Hand', crawled: true }]);
    await addDemoPost(server, { title: 'Approved story', state: 'approved' }, wall);
    await addDemoPost(server, { title: 'Waiting story', state: 'pending' }, wall);
    anonymous = await browser.newContext({ reducedMotion: 'reduce' });
  }, setupTimeout);

  afterAll(async () => {
    await anonymous?.close();
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  /**
   * Opens `pathname` in `context` at each checked size, waits for `ready`, and collects the
   * serious and critical axe violations, each line prefixed with the page and size.
   */
  async function violationsOf(
    context: BrowserContext,
    pathname: string,
    ready: (page: Page) => Promise<void>,
  ): Promise<string[]> {
    const found: string[] = [];
    const page = await context.newPage();
    try {
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.goto(`${server.address}${pathname}`, { waitUntil: 'networkidle' });
        await ready(page);
        for (const line of await seriousAxeViolations(page)) {
          found.push(`${pathname} at ${size.width}: ${line}`);
        }
      }
    } finally {
      await page.close();
    }
    return found;
  }

  const shows = (selector: string) => async (page: Page) => {
    await expect.poll(() => page.locator(selector).count(), waitLong).toBeGreaterThan(0);
  };
  /** An edit panel section has drawn its body (not the loading line). */
  const sectionReady = (section: string) => async (page: Page) => {
    const body = page.locator(`[data-section="${section}"] .edit-accordion__body`);
    await expect.poll(() => body.count(), waitLong).toBe(1);
    await expect.poll(() => body.locator('.owner-checking').count(), waitLong).toBe(0);
  };

  it('finds nothing serious on the index and the sign-in and sign-up pages', async () => {
    const found = [
      ...(await violationsOf(anonymous, '/', shows('main h1'))),
      ...(await violationsOf(anonymous, '/login', shows('form.auth-form'))),
      ...(await violationsOf(anonymous, '/signup', shows('form.auth-form'))),
    ];
    expect(found).toEqual([]);
  });

  it('finds nothing serious on the dashboard and the admin screen', async () => {
    const found = [
      ...(await violationsOf(owner.context, '/admin', shows(`tr[data-wall="${wall}"]`))),
      ...(await violationsOf(owner.context, '/admin/instance', shows('main table'))),
    ];
    expect(found).toEqual([]);
  });

  it('finds nothing serious in each edit panel section', async () => {
    const found: string[] = [];
    for (const [segment, section] of [
      ['content', 'content'],
      ['personalize', 'personalize'],
      ['moderate', 'moderate'],
      ['publish', 'display'],
      ['analyze', 'analyze'],
    ] as const) {
      found.push(
        ...(await violationsOf(owner.context, `/${wall}/edit/${segment}`, sectionReady(section))),
      );
    }
    expect(found).toEqual([]);
  });

  it('finds nothing serious on the Public Posts and Private Posts tabs', async () => {
    const found = [
      // A phone shows one post at a time (moderation-phone.test.ts), a wide screen the list.
      ...(await violationsOf(owner.context, `/${wall}/edit/moderate`, async (page) => {
        await shows(moderationPosts)(page);
      })),
      ...(await violationsOf(owner.context, `/${wall}/edit/moderate/private`, async (page) => {
        await expect
          .poll(() => page.locator(moderationPosts, { hasText: 'Waiting story' }).count())
          .toBe(1);
      })),
    ];
    expect(found).toEqual([]);
  });

  it('finds nothing serious on every installed card wall', async () => {
    expect(cardThemes).toEqual(expect.arrayContaining(['standard', 'photo', 'news', 'tano']));
    const found: string[] = [];
    for (const theme of cardThemes) {
      found.push(
        ...(await violationsOf(anonymous, `/demo?theme=${theme}`, async (page) => {
          await expect
            .poll(
              // Cards (article), or a theme's own post elements (the mosaic's tiles).
              () =>
                page
                  .locator(`.chorus-wall[data-theme="${theme}"] :is(article, button[data-post-id])`)
                  .count(),
              waitLong,
            )
            .toBeGreaterThan(0);
        })),
      );
    }
    expect(found).toEqual([]);
  });

  it('makes the wall’s visible name the page’s one heading', async () => {
    const page = await anonymous.newPage();
    await page.goto(`${server.address}/${wall}`, { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.count(), waitLong).toBe(1);
    expect(await heading.innerText()).toBe(`Wall ${wall}`);
    expect(await heading.isVisible()).toBe(true);
    await page.close();
  });

  it('reaches the edit panel in one skip, never tabbing through the preview', async () => {
    const page = await owner.context.newPage();
    await page.setViewportSize(sizes[0]);
    await page.goto(`${server.address}/${wall}/edit`, { waitUntil: 'networkidle' });
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    await expect.poll(() => panel.locator('li.source-item').count(), waitLong).toBe(1);
    // The skip link to the panel is among the first few stops, and follows to the panel.
    let reached = false;
    for (let step = 0; step < 15 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.textContent === 'Skip to the edit panel',
      );
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[aria-label="Edit panel"]')),
      ),
    ).toBe(true);
    // The preview frame is out of the tab order; one link opens the wall instead.
    expect(await page.locator('.wall-preview__frame').getAttribute('tabindex')).toBe('-1');
    expect(
      await page.getByRole('link', { name: 'Open the wall in a new tab' }).getAttribute('href'),
    ).toBe(`/${wall}`);
    // The focus ring: the dark ring, not the old amber one.
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
    expect(ring).toBe('rgb(31, 91, 214)');
    await page.close();
  });

  it('opens Publish at /edit/publish, with no two landmarks of one name', async () => {
    const page = await owner.context.newPage();
    await page.goto(`${server.address}/${wall}/edit/publish`, { waitUntil: 'networkidle' });
    await sectionReady('display')(page);
    expect(
      await page
        .getByRole('button', { name: 'Publish', exact: true })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    const regionNames = await page
      .locator('section[aria-label], section[aria-labelledby], [role="region"]')
      .evaluateAll((elements) =>
        elements.map(
          (element) =>
            element.getAttribute('aria-label') ??
            document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ??
            '',
        ),
      );
    expect(new Set(regionNames).size).toBe(regionNames.length);
    await page.close();
  });

  it('keeps every button of the walls table inside a phone’s width', async () => {
    const page = await owner.context.newPage();
    await page.setViewportSize(sizes[1]);
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    const row = page.locator(`tr[data-wall="${wall}"]`);
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const edges = await row
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(edges.length).toBeGreaterThan(2);
    for (const right of edges) expect(right).toBeLessThanOrEqual(sizes[1].width);
    await page.close();
  });
});
