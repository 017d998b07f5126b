/**
 * Casting a wall to a TV in Chromium (issue 23, part 3): a second browser context is the TV on
 * `/cast` and reads its code; the demo wall's owner opens "Cast to a TV" from the wall's row
 * menu, is refused a wrong code, types the TV's code, and the TV opens the wall full screen (a
 * slideshow); the owner's remote control then moves it forward and pauses it. The browser's own
 * casting (Presentation API) is offered, and its failure only logged with the pairing way still
 * there. An expired code on the TV is replaced by itself. Axe at 1280×900 and 390×844 on /cast
 * and on the dialog.
 */
import type { RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openWatched,
  seriousAxeViolations,
  setupTimeout,
  startTestServer,
  watchOwnerPage,
  withoutOwnerCheck,
} from './browser.ts';
import { demoOwnerContext, setDemoProfile, type FeedApiPost } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'castowner', email: 'castowner@example.org', password: 'secret-pass' };
const show = 'section.chorus-slideshow';
const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** The TV's code, as its page shows it. */
async function codeOn(page: Page): Promise<string> {
  const code = page.locator('.cast-tv-code strong');
  await expect.poll(() => code.count(), waitLong).toBe(1);
  return (await code.getAttribute('data-code')) ?? '';
}

function currentSlide(page: Page): Promise<string> {
  return page
    .locator(show)
    .getAttribute('data-current-id')
    .then((id) => id ?? '');
}

describe('casting a wall to a TV', () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let posts: FeedApiPost[];
  let wallName: string;

  beforeAll(async () => {
    server = await startTestServer('cast');
    browser = await launchChromium();
    ownerContext = await demoOwnerContext(server, browser, owner);
    // The demo wall as a slideshow whose slides stay ten minutes: only the remote moves it.
    const { db } = server.database;
    await db
      .updateTable('walls')
      .set({ theme: 'slideshow' })
      .where('user_name', '=', 'demo')
      .execute();
    // Saved as the wall's settings are, which also tells the server the wall changed.
    await setDemoProfile(server, { transitionDelay: 600_000 });
    const wall = await db
      .selectFrom('walls')
      .select('name')
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    wallName = wall.name;
    const response = await fetch(`${server.address}/api/posts?wall=demo&count=60`);
    posts = ((await response.json()) as { posts: FeedApiPost[] }).posts;
  }, setupTimeout);

  afterAll(async () => {
    await ownerContext?.close();
    await browser?.close();
    await server?.stop();
  });

  /** The dashboard with the demo wall's Cast dialog open, chosen from its row menu by keyboard. */
  async function openCastDialog(page: Page) {
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    const row = page.locator('tr[data-wall="demo"]');
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const more = row.getByRole('button', { name: `More actions for ${wallName}` });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `More actions for ${wallName}` });
    await expect.poll(() => menu.count(), waitLong).toBe(1);
    await menu.getByRole('menuitem', { name: 'Cast to a TV' }).click();
    const dialog = page.getByRole('dialog', { name: `Cast “${wallName}” to a TV` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    return dialog;
  }

  it('pairs a TV by its code, and the TV shows the wall and follows the remote', async () => {
    // The TV: nobody signed in, its own browser context.
    const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tv = await tvContext.newPage();
    const tvProblems = watchOwnerPage(tv);
    let live: () => void = () => undefined;
    const liveReady = new Promise<void>((resolve) => (live = resolve));
    tv.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) live();
      });
    });
    await tv.goto(`${server.address}/cast`, { waitUntil: 'networkidle' });
    expect(await tv.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Show a wall on this screen',
    );
    const code = await codeOn(tv);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(await tv.getByRole('status').innerText()).toContain('Waiting for the code');

    const page = await ownerContext.newPage();
    const problems = watchOwnerPage(page);
    const dialog = await openCastDialog(page);
    const field = dialog.getByLabel('Code shown on the TV');
    const pair = dialog.getByRole('button', { name: 'Pair', exact: true });

    // A wrong code: said in the form's alert, and the TV keeps waiting.
    await field.fill('ZZZ 222');
    await pair.click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText(), waitLong)
      .toBe('That code is wrong or has expired. Check the code on the TV and try again.');
    expect(tv.url()).toBe(`${server.address}/cast`);

    // The TV's code, typed as people type it, by keyboard.
    await field.fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    await field.press('Enter');
    await expect
      .poll(() => dialog.getByRole('status').last().innerText(), waitLong)
      .toContain('Paired: the TV is opening the wall.');

    // The TV opens the wall full screen, and listens on its live channel.
    await expect.poll(() => tv.url(), waitLong).toBe(`${server.address}/demo?fullscreen=true`);
    await expect.poll(() => currentSlide(tv), waitLong).toBe(posts[0]!.id);
    await liveReady;

    // The dialog's link leads to the remote control, which drives the TV.
    await dialog.getByRole('link', { name: 'Open the remote control' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/demo/edit/remote');
    await expect
      .poll(() => page.locator('.remote').getAttribute('data-channel'), waitLong)
      .toBe('open');
    await page.getByRole('button', { name: 'Forward', exact: true }).click();
    await expect.poll(() => currentSlide(tv), waitLong).toBe(posts[1]!.id);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => tv.locator(show).getAttribute('data-playing'), waitLong).toBe('false');

    // The code was used once: typed again, it is refused.
    const again = await openCastDialog(page);
    await again.getByLabel('Code shown on the TV').fill(code);
    await again.getByRole('button', { name: 'Pair', exact: true }).click();
    await expect
      .poll(() => again.getByRole('alert').innerText(), waitLong)
      .toContain('That code is wrong or has expired.');

    expect(withoutOwnerCheck(tvProblems)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
    await tvContext.close();
  });

  it('offers the browser’s own casting, and says pairing still works when it fails', async () => {
    const page = await ownerContext.newPage();
    const problems = watchOwnerPage(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A browser with the Presentation API whose display picker finds nothing.
    await page.addInitScript(() => {
      const record = window as unknown as { castUrls: string[][] };
      record.castUrls = [];
      Object.defineProperty(navigator, 'presentation', { value: {}, configurable: true });
      Object.defineProperty(window, 'PresentationRequest', {
        configurable: true,
        value: class {
          constructor(urls: string[]) {
            record.castUrls.push(urls);
          }
          start() {
            return Promise.reject(new DOMException('No screens found.', 'NotFoundError'));
          }
        },
      });
    });
    const dialog = await openCastDialog(page);
    await dialog.getByRole('button', { name: 'Cast with this browser' }).click();
    await expect
      .poll(() => dialog.getByRole('status').first().innerText(), waitLong)
      .toBe('Casting with this browser did not start. You can still pair a TV with a code below.');
    expect(
      await page.evaluate(() => (window as unknown as { castUrls: string[][] }).castUrls),
    ).toEqual([[`${server.address}/demo?fullscreen=true`]]);
    expect(warnings.some((text) => text.includes('Casting with the browser failed'))).toBe(true);
    expect(await dialog.getByLabel('Code shown on the TV').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('casts from the slideshow control bar: the browser’s own casting, else the dashboard’s dialog', async () => {
    // The owner's full bar has a Cast button; with the Presentation API the browser casts the
    // full-screen page and the owner stays on the wall.
    const page = await ownerContext.newPage();
    await page.addInitScript(() => {
      const record = window as unknown as { castUrls: string[][] };
      record.castUrls = [];
      Object.defineProperty(navigator, 'presentation', { value: {}, configurable: true });
      Object.defineProperty(window, 'PresentationRequest', {
        configurable: true,
        value: class {
          constructor(urls: string[]) {
            record.castUrls.push(urls);
          }
          start() {
            return Promise.resolve({});
          }
        },
      });
    });
    await page.goto(`${server.address}/demo`, { waitUntil: 'networkidle' });
    const cast = page.getByRole('button', { name: 'Cast to a TV' });
    await expect.poll(() => cast.count(), waitLong).toBe(1);
    await cast.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { castUrls: string[][] }).castUrls))
      .toEqual([[`${server.address}/demo?fullscreen=true`]]);
    expect(new URL(page.url()).pathname).toBe('/demo');
    await page.close();

    // A browser without it: the button opens the dashboard's Cast dialog for this wall.
    const plain = await ownerContext.newPage();
    const problems = watchOwnerPage(plain);
    await plain.addInitScript(() => {
      Object.defineProperty(navigator, 'presentation', { value: undefined, configurable: true });
      Object.defineProperty(window, 'PresentationRequest', {
        value: undefined,
        configurable: true,
      });
    });
    await plain.goto(`${server.address}/demo`, { waitUntil: 'networkidle' });
    const button = plain.getByRole('button', { name: 'Cast to a TV' });
    await expect.poll(() => button.count(), waitLong).toBe(1);
    await button.focus();
    await plain.keyboard.press('Enter');
    const dialog = plain.getByRole('dialog', { name: `Cast “${wallName}” to a TV` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await dialog.getByLabel('Code shown on the TV').count()).toBe(1);
    // The address loses its parameter, so a reload does not open the dialog again.
    expect(new URL(plain.url()).search).toBe('');
    await plain.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    expect(problems).toEqual([]);
    await plain.close();

    // A visitor who is not the owner has the reduced bar, without Cast.
    const visitor = await openWatched(browser, `${server.address}/demo`);
    await expect.poll(() => visitor.page.locator(show).count(), waitLong).toBe(1);
    expect(await visitor.page.getByRole('button', { name: 'Cast to a TV' }).count()).toBe(0);
    await visitor.page.close();
  });

  it('replaces an expired code on the TV by itself', async () => {
    const tv = await openWatched(browser, `${server.address}/cast`);
    const first = await codeOn(tv.page);
    // Ten minutes pass for every waiting code.
    await sql`update cast_codes set expires_at = now() - interval '1 second' where paired_at is null`.execute(
      server.database.db,
    );
    await expect
      .poll(() => tv.page.locator('.cast-tv').getAttribute('data-state'), waitLong)
      .toBe('expired');
    expect(await tv.page.getByRole('button', { name: 'Get a new code' }).count()).toBe(1);
    await expect.poll(() => codeOn(tv.page), waitLong).not.toBe(first);
    expect(await tv.page.locator('.cast-tv').getAttribute('data-state')).toBe('showing');
    expect(withoutOwnerCheck(tv.problems)).toEqual([]);
    await tv.page.close();
  });

  it('has no serious or critical axe violations on /cast and the dialog at 1280×900 and 390×844', async () => {
    for (const viewport of viewports) {
      const where = `${viewport.width}×${viewport.height}`;
      const tv = await openWatched(browser, `${server.address}/cast`, viewport);
      await codeOn(tv.page);
      expect(await seriousAxeViolations(tv.page), `/cast ${where}`).toEqual([]);
      expect(withoutOwnerCheck(tv.problems)).toEqual([]);
      await tv.page.close();

      const page = await ownerContext.newPage();
      await page.setViewportSize(viewport);
      const dialog = await openCastDialog(page);
      await dialog.getByRole('button', { name: 'Pair', exact: true }).click();
      await expect
        .poll(() => dialog.getByText('Type the code the TV shows.').count(), waitLong)
        .toBe(1);
      expect(await seriousAxeViolations(page), `dialog ${where}`).toEqual([]);
      await page.close();
    }
  });
});
