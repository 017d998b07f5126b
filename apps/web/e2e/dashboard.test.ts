/**
 * The owner's way in and the dashboard, in Chromium: sign up, the wall table, creating a wall
 * (validation first), the on/off switch, the feed-count dialog, deleting by typing `delete`,
 * signing out and in, and an anonymous visit to /admin sent to /login.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, pathOf, startTestServer, watchOwnerPage } from './browser.ts';

/** Bounded waits for server round trips (sign-up hashes a password). */
const waitLong = { timeout: 30_000 };

function focusedText(page: Page) {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

function focusInDialog(page: Page) {
  return page.evaluate(
    () =>
      document.activeElement?.closest('dialog[open], [role="dialog"], [role="alertdialog"]') !=
      null,
  );
}

describe('sign-in and the dashboard in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('dashboard');
    browser = await launchChromium();
    context = await browser.newContext();
    page = await context.newPage();
    problems = watchOwnerPage(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends an anonymous visit to /admin to /login with the way back', async () => {
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page), waitLong).toBe('/login?next=%2Fadmin');
    expect(await page.getByRole('heading', { level: 1, name: 'Sign in' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
  });

  it('checks the sign-up form, then signs up and lands on the dashboard', async () => {
    await page.getByRole('link', { name: 'Create one' }).click();
    await expect.poll(() => pathOf(page), waitLong).toBe('/signup?next=%2Fadmin');
    await page.getByLabel('Username').fill('ann');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Create account' }).click();
    const form = page.locator('form.auth-form');
    await expect
      .poll(() => form.innerText(), waitLong)
      .toContain('Username must be at least 5 characters.');
    await expect
      .poll(() => form.innerText(), waitLong)
      .toContain('Please enter a valid email address.');
    await expect
      .poll(() => form.innerText(), waitLong)
      .toContain('Password must be at least 5 characters.');
    // The first invalid field takes the focus, and says so.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), waitLong)
      .toBe('username');
    await expect
      .poll(() => page.getByLabel('Username').getAttribute('aria-invalid'), waitLong)
      .toBe('true');

    await page.getByLabel('Username').fill('annowner');
    await page.getByLabel('E-mail').fill('ann@example.test');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => pathOf(page), waitLong).toBe('/admin');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your walls' }).count(), waitLong)
      .toBe(1);
    // The heading comes before the list of walls has loaded: wait for the list's own words.
    await expect.poll(() => page.getByText('You have no walls yet.').count(), waitLong).toBe(1);
    expect(await page.getByText('Signed in as').innerText()).toContain('annowner');
    // No wall yet, so nothing of the allowance is used: no "close to your allowance" alert.
    expect(await page.getByText('You are close to your feed allowance.').count()).toBe(0);
  });

  it('refuses a taken username on sign-up in a second browser', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(`${server.address}/signup`, { waitUntil: 'networkidle' });
    await second.getByLabel('Username').fill('annowner');
    await second.getByLabel('E-mail').fill('someone@example.test');
    await second.getByLabel('Password').fill('secret-pass');
    await second.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => second.getByRole('alert').allInnerTexts(), waitLong)
      .toContain('Username already exists. Please try a different username.');
    await other.close();
  });

  it('creates a wall after showing the validation messages, and gives the focus back', async () => {
    const create = page.getByRole('button', { name: 'Create a wall' });
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create a wall' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await dialog.getByRole('button', { name: 'Create wall' }).click();
    await expect.poll(() => dialog.innerText(), waitLong).toContain('Name must not be blank.');
    expect(await dialog.innerText()).toContain("Please enter the wall's address.");

    await dialog.getByLabel('Name').fill('Summit Wall');
    // The address is suggested from the name until it is edited.
    expect(await dialog.getByLabel('Address').inputValue()).toBe('summit-wall');
    await dialog.getByLabel('Address').fill('admin');
    await dialog.getByRole('button', { name: 'Create wall' }).click();
    await expect
      .poll(() => dialog.innerText(), waitLong)
      .toContain('Please specify a valid wall address.');
    await dialog.getByLabel('Address').fill('summit');
    await dialog.getByRole('button', { name: 'Create wall' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Your wall Summit Wall is ready.');
    expect(await focusedText(page)).toBe('Create a wall');
    const row = page.locator('tr[data-wall="summit"]');
    await expect.poll(() => row.count(), waitLong).toBe(1);
    expect(await row.getByRole('link', { name: 'View Summit Wall' }).getAttribute('href')).toBe(
      '/summit',
    );
    expect(await row.getByRole('link', { name: 'Edit Summit Wall' }).getAttribute('href')).toBe(
      '/summit/edit',
    );
    expect(await row.getByRole('img', { name: 'Live updates off' }).count()).toBe(1);
  });

  it('takes an alert away once it has faded', async () => {
    const alert = page.locator('.owner-alert', { hasText: 'Your wall Summit Wall is ready.' });
    await expect.poll(() => alert.count(), { timeout: 30_000 }).toBe(0);
  });

  it('switches the wall off and on', async () => {
    const row = page.locator('tr[data-wall="summit"]');
    const toggle = row.getByRole('switch', { name: 'Summit Wall on' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), waitLong).toBe('false');
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Summit Wall is off.');
    const badge = row.getByRole('link', { name: 'Inactive' });
    expect(await badge.getAttribute('href')).toBe('/pricing');
    // The keyboard works the switch too.
    await expect.poll(() => toggle.isEnabled(), waitLong).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked'), waitLong).toBe('true');
    await expect.poll(() => badge.count(), waitLong).toBe(0);
  });

  it('locks the switch of a wall the plan has no room to switch on', async () => {
    await page.getByRole('button', { name: 'Create a wall' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a wall' });
    await dialog.getByLabel('Name').fill('Second Wall');
    await dialog.getByRole('button', { name: 'Create wall' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    const row = page.locator('tr[data-wall="second-wall"]');
    await expect.poll(() => row.count(), waitLong).toBe(1);
    // Basic allows one active wall, which summit is: the new wall starts inactive, locked.
    expect(await row.getByRole('link', { name: 'Inactive' }).count()).toBe(1);
    const toggle = row.getByRole('switch', { name: 'Second Wall on' });
    await expect.poll(() => toggle.isDisabled(), waitLong).toBe(true);
    expect(await row.innerText()).toContain('Your plan has no room for another active wall.');

    // With both allowances used, the server refuses a third wall with the plan's message.
    await page.getByRole('button', { name: 'Create a wall' }).click();
    await dialog.getByLabel('Name').fill('Third Wall');
    await dialog.getByRole('button', { name: 'Create wall' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').allInnerTexts(), waitLong)
      .toContain('This feature is not included in your plan. Upgrade to use it.');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
  });

  it('shows the feed-count dialog with Total Feeds and each wall, keeping the focus inside', async () => {
    const opener = page.getByRole('button', { name: 'Total Feeds: 0' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Feed count' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await dialog.getByTestId('total-feeds').innerText()).toBe('0');
    expect(await dialog.getByRole('rowheader', { name: 'Summit Wall' }).count()).toBe(1);
    expect(await dialog.getByRole('rowheader', { name: 'Second Wall' }).count()).toBe(1);
    expect(await dialog.innerText()).toContain('1 / 1');
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    expect(await focusedText(page)).toBe('Total Feeds: 0');

    // The row's feed-count badge opens it too.
    await page
      .locator('tr[data-wall="summit"]')
      .getByRole('button', { name: '0 feeds: show the feed count' })
      .click();
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
  });

  it('offers View, Edit and Delete on a row, and a More menu not repeating the edit panel', async () => {
    const row = page.locator('tr[data-wall="summit"]');
    // The spec's row menu (wall-menu.ts): Export Posts to CSV and the like, no edit-panel section.
    const more = row.getByRole('button', { name: 'More actions for Summit Wall' });
    expect(await more.count()).toBe(1);
    await more.click();
    const items = page
      .getByRole('menu', { name: 'More actions for Summit Wall' })
      .getByRole('menuitem');
    await expect.poll(() => items.count(), waitLong).toBeGreaterThan(0);
    const entries = await items.allInnerTexts();
    expect(entries).toContain('Export Posts to CSV');
    for (const entry of entries)
      expect(entry).not.toMatch(/content|personali[sz]e|moderat|publish/i);
    await page.keyboard.press('Escape');
    await expect.poll(() => items.count(), waitLong).toBe(0);
    expect(await row.getByRole('link', { name: 'Edit Summit Wall' }).getAttribute('href')).toBe(
      '/summit/edit',
    );
    expect(await row.getByRole('link', { name: 'View Summit Wall' }).getAttribute('href')).toBe(
      '/summit',
    );
  });

  it('deletes a wall only once `delete` is typed', async () => {
    const row = page.locator('tr[data-wall="summit"]');
    await row.getByRole('button', { name: 'Delete Summit Wall' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Summit Wall?' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const confirm = dialog.getByLabel("Type 'delete' to confirm.");
    await confirm.fill('remove');
    await dialog.getByRole('button', { name: 'Delete wall' }).click();
    await expect.poll(() => confirm.getAttribute('aria-invalid'), waitLong).toBe('true');
    expect(await row.count()).toBe(1);
    await confirm.fill('delete');
    await dialog.getByRole('button', { name: 'Delete wall' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Tint deleted successfully.');
    await expect.poll(() => row.count(), waitLong).toBe(0);
    expect(await focusedText(page)).toBe('Your walls');
    const gone = await page.request.get(`${server.address}/api/profile/summit`);
    expect(gone.status()).toBe(404);
  });

  it('shows the account tab', async () => {
    const tabs = page.getByRole('tablist', { name: 'Dashboard' });
    expect(await tabs.getByRole('tab', { name: 'Walls' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await tabs.getByRole('tab', { name: 'Account' }).click();
    await expect.poll(() => pathOf(page), waitLong).toBe('/admin/settings');
    const panel = page.getByRole('region', { name: 'Your account' });
    await expect.poll(() => panel.count(), waitLong).toBe(1);
    expect(await tabs.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('tabpanel', { name: 'Account' }).count()).toBe(1);
    expect(await panel.innerText()).toContain('ann@example.test');
    expect(await panel.innerText()).toContain('basic');
  });

  it('shows the API key area on a premium plan: make a key once, use it, revoke it', async () => {
    const keys = page.getByRole('region', { name: 'API keys' });
    expect(await keys.count()).toBe(0);
    await server.database.db
      .updateTable('users')
      .set({ plan: 'premium' })
      .where('username', '=', 'annowner')
      .execute();
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => keys.count(), waitLong).toBe(1);
    expect(await keys.innerText()).toContain('You have no API keys.');
    await keys.getByRole('button', { name: 'Make an API key' }).click();
    const made = keys.getByLabel('New API key', { exact: false });
    await expect.poll(() => made.count(), waitLong).toBe(1);
    const token = await made.inputValue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('api-key-made');
    const hint = `…${token.slice(-4)}`;
    await expect.poll(() => keys.getByRole('rowheader').allInnerTexts(), waitLong).toEqual([hint]);
    const withKey = await fetch(`${server.address}/api/feedCount`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withKey.status).toBe(200);

    await keys.getByRole('button', { name: `Revoke the API key ending ${hint}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => keys.innerText(), waitLong).toContain('You have no API keys.');
    const revoked = await fetch(`${server.address}/api/feedCount`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(401);
  });

  it('signs out, and /admin then asks for a sign-in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => pathOf(page), waitLong).toBe('/login');
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page), waitLong).toBe('/login?next=%2Fadmin');
    const me = await page.request.get(`${server.address}/api/user/current`);
    expect(me.status()).toBe(401);
  });

  it('refuses a wrong password, then signs in with the e-mail and goes back', async () => {
    await page.goto(`${server.address}/login?next=%2Fadmin%2Fsettings`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.locator('form.auth-form').innerText(), waitLong)
      .toContain('Please enter your username or e-mail.');
    await page.getByLabel('Username or e-mail').fill('ann@example.test');
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), waitLong)
      .toContain('Incorrect username or password.');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => pathOf(page), waitLong).toBe('/admin/settings');
    // The landing page sends a signed-in owner on to the dashboard.
    await page.goto(`${server.address}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page), waitLong).toBe('/admin');
    expect(problems).toEqual([]);
  });
});
