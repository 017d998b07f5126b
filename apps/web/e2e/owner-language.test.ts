/**
 * Issue 15's owner language, in Chromium: an owner whose browser is English chooses French in
 * the account tab and reads the dashboard (tabs, headings, buttons, the create-wall dialog) in
 * French at once, after a reload and in a fresh English browser (the account's language wins
 * over the browser's); a new visitor whose browser is German reads the sign-in page in German;
 * the French dashboard has no serious or critical axe-core violation on a desktop or a phone.
 */
import type { RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  pathOf,
  seriousAxeViolations,
  setupTimeout,
  signUpOwner,
  startTestServer,
  watchOwnerPage,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const account = {
  username: 'polyglot',
  email: 'polyglot@example.test',
  password: 'secret-pass',
};
const wallSlug = 'lyon-fair';

describe("the owner app in the owner's language", () => {
  let server: RunningServer;
  let browser: Browser;
  let sessionCookie: { name: string; value: string; url: string };
  const contexts: BrowserContext[] = [];

  /** A browser context of `locale`, signed in as the owner when `signedIn`. */
  async function browserOf(
    locale: string,
    signedIn: boolean,
    viewport = { width: 1280, height: 900 },
  ): Promise<BrowserContext> {
    const context = await browser.newContext({ locale, viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    if (signedIn) await context.addCookies([sessionCookie]);
    return context;
  }

  /** Waits until the dashboard's walls tab shows the wall table under `heading`. */
  async function wallsShown(page: Page, heading: string) {
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: heading }).count(), waitLong)
      .toBe(1);
    await expect.poll(() => page.locator(`[data-wall="${wallSlug}"]`).count(), waitLong).toBe(1);
  }

  beforeAll(async () => {
    server = await startTestServer('owner-language');
    browser = await launchChromium();
    const owner = await signUpOwner(server, browser, account, wallSlug);
    const cookie = (await owner.context.cookies()).find((c) => c.name === 'chorus_session');
    expect(cookie).toBeDefined();
    sessionCookie = { name: 'chorus_session', value: cookie!.value, url: server.address };
    await owner.context.close();
  }, setupTimeout);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('switches an English browser to French from the account tab, and keeps it', async () => {
    const context = await browserOf('en-US', true);
    const page = await context.newPage();
    const problems = watchOwnerPage(page);
    await page.goto(`${server.address}/admin/settings`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your account' }).count(), waitLong)
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const select = page.getByLabel('Language', { exact: true });
    expect(await select.inputValue()).toBe('');
    // "Browser default" first, then the four languages, each named in itself.
    expect(await select.locator('option').allTextContents()).toEqual([
      'Browser default',
      'English',
      'Deutsch',
      'Français',
      'Español',
    ]);

    await select.selectOption('fr');
    await page.getByRole('button', { name: 'Save language' }).click();
    // The whole page changes at once: the panel, the tabs, the page's language.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Votre compte' }).count(), waitLong)
      .toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).count()).toBe(1);
    expect(await page.getByRole('tablist', { name: 'Tableau de bord' }).count()).toBe(1);
    expect(await page.getByText('Langue enregistrée.').count()).toBe(1);
    expect(await page.getByLabel('Langue', { exact: true }).inputValue()).toBe('fr');
    expect(await page.getByText('Murs actifs').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Your account' }).count()).toBe(0);

    // The walls tab, by its French name.
    await page.getByRole('tab', { name: 'Murs' }).click();
    await expect.poll(() => pathOf(page), waitLong).toBe('/admin');
    await wallsShown(page, 'Vos murs');
    expect(await page.getByRole('tab', { name: 'Compte' }).count()).toBe(1);
    const row = page.locator(`[data-wall="${wallSlug}"]`);
    expect(await row.getByRole('link', { name: `Modifier Wall ${wallSlug}` }).count()).toBe(1);
    expect(await row.getByRole('button', { name: `Supprimer Wall ${wallSlug}` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Total des flux : 0' }).count()).toBe(1);

    // The create-wall dialog.
    await page.getByRole('button', { name: 'Créer un mur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un mur' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await dialog.getByLabel('Nom', { exact: true }).count()).toBe(1);
    expect(await dialog.getByLabel('Adresse', { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('group', { name: 'Partir de' }).count()).toBe(1);
    expect(await dialog.getByRole('radio', { name: 'Mur vierge' }).isChecked()).toBe(true);
    expect(await dialog.getByText('votre-adresse').count()).toBe(1);
    // Validation in French too: the name is missing.
    await dialog.getByRole('button', { name: 'Créer le mur' }).click();
    await expect
      .poll(() => dialog.locator('.owner-field-error').first().textContent(), waitLong)
      .toMatch(/nom/i);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    // After a reload: still French.
    await page.reload({ waitUntil: 'networkidle' });
    await wallsShown(page, 'Vos murs');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(problems).toEqual([]);
  });

  it("keeps French in a fresh English browser: the account's language wins", async () => {
    const context = await browserOf('en-GB', true);
    const page = await context.newPage();
    const problems = watchOwnerPage(page);
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    await wallsShown(page, 'Vos murs');
    expect(await page.getByRole('tab', { name: 'Murs' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Créer un mur' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Your walls' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows the sign-in page in German to a new visitor whose browser is German', async () => {
    const context = await browserOf('de-DE', false);
    const page = await context.newPage();
    const problems = watchOwnerPage(page);
    await page.goto(`${server.address}/login`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Anmelden' }).count(), waitLong)
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.getByLabel('Benutzername oder E-Mail').count()).toBe(1);
    expect(await page.getByLabel('Passwort', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Jetzt erstellen' }).count()).toBe(1);
    // The form's own check speaks German as well.
    await page.locator('form.auth-form').getByRole('button', { name: 'Anmelden' }).click();
    await expect
      .poll(() => page.locator('.owner-field-error').count(), waitLong)
      .toBeGreaterThan(0);
    const errors = await page.locator('.owner-field-error').allTextContents();
    expect(errors.join(' ')).not.toMatch(/Please enter/);
    expect(problems).toEqual([]);
  });

  it('draws the French dashboard with no serious or critical axe violation, wide and narrow', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browserOf('en-US', true, viewport);
      const page = await context.newPage();
      await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
      await wallsShown(page, 'Vos murs');
      expect(await seriousAxeViolations(page), `walls at ${viewport.width}`).toEqual([]);
      await page.getByRole('tab', { name: 'Compte' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Votre compte' }).count(), waitLong)
        .toBe(1);
      expect(await seriousAxeViolations(page), `account at ${viewport.width}`).toEqual([]);
    }
  });
});
