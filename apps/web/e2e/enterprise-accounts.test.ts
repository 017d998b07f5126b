/**
 * Enterprise accounts in Chromium (hosted, premium, three licenses): the owner creates a
 * moderator account by keyboard (the short username refused first) and sees the licenses drop,
 * changes its permissions, gives it one wall through the row menu's Ownership dialog (the owner
 * entry cannot be removed), takes it away and gives it again; the account signs in and sees only
 * that wall; the owner deletes it by typing 'delete'. Axe at 1280×900 and 390×844.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  pathOf,
  seriousAxeViolations,
  signUpOwner,
  startTestServer,
  upgrade,
  watchOwnerPage,
  type SignedUpOwner,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'teamowner', email: 'team@example.test', password: 'secret-pass' };
const helper = { username: 'modhelper', email: 'mod@example.test', password: 'helper-pass' };
const wallName = 'teamwall';
const otherWall = 'otherwall';

describe('enterprise accounts and ownership in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('enterprise-accounts');
    browser = await launchChromium();
    owner = await signUpOwner(server, browser, account, wallName);
    await owner.api('/api/profile', {
      method: 'POST',
      body: JSON.stringify({ name: `Wall ${otherWall}`, user_name: otherWall }),
    });
    await upgrade(server, account.username, 'premium');
    await server.database.db
      .updateTable('users')
      .set({ licenses: 3 })
      .where('username', '=', account.username)
      .execute();
    page = await owner.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    problems = watchOwnerPage(page);
  });
  afterAll(async () => {
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  const licenses = () => page.locator('.accounts-licenses').innerText();
  const item = (name: string) => page.locator(`li.accounts-item[data-account="${name}"]`);
  const statuses = () => page.getByRole('status').allInnerTexts();

  it('shows the Team tab with the licenses left, and no serious axe violation', async () => {
    await page.goto(`${server.address}/admin/tints`, { waitUntil: 'networkidle' });
    const tab = page.getByRole('tab', { name: 'Team' });
    await expect.poll(() => tab.getAttribute('aria-selected'), waitLong).toBe('true');
    expect(await page.getByRole('heading', { name: 'Team accounts' }).count()).toBe(1);
    await expect.poll(licenses, waitLong).toBe('3 of 3 licenses remaining');
    expect(await page.getByText('You have no accounts yet.').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('creates a moderator account by keyboard after refusing a short username', async () => {
    const create = page.getByRole('button', { name: 'Create an account' });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), waitLong)
      .toBe('username');
    await page.keyboard.type('mod');
    await page.keyboard.press('Tab');
    await page.keyboard.type(helper.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(helper.password);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.innerText(), waitLong)
      .toContain('Username must be at least 5 characters.');
    expect(await dialog.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    // Focus moves to the refused field once the message has rendered (an effect after it).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), waitLong)
      .toBe('username');
    await page.keyboard.type('helper');
    // The sets by the arrow keys: Admin ticks every permission, Moderator only moderation.
    // (Tab: e-mail, password, the white-label box, then the checked set.)
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
      'moderator',
    );
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => dialog.getByRole('radio', { name: 'Admin' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Delete walls' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => dialog.getByRole('radio', { name: 'Moderator' }).isChecked())
      .toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Delete walls' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: 'Moderate walls' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create account' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect.poll(statuses, waitLong).toContain('Account Created!');
    await expect.poll(() => item(helper.username).count(), waitLong).toBe(1);
    expect(await item(helper.username).innerText()).toContain('Permissions: Moderate walls');
    await expect.poll(licenses, waitLong).toBe('2 of 3 licenses remaining');
  });

  it("changes the account's permissions", async () => {
    await item(helper.username)
      .getByRole('button', { name: `Edit ${helper.username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit ${helper.username}` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByRole('checkbox', { name: 'Edit walls' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect.poll(statuses, waitLong).toContain('Account Modified!');
    await expect
      .poll(() => item(helper.username).innerText(), waitLong)
      .toContain('Permissions: Edit walls, Moderate walls');
  });

  it('gives the account one wall through Ownership, never removing the owner', async () => {
    await page.getByRole('tab', { name: 'Walls' }).click();
    const row = page.locator(`[data-wall="${wallName}"]`);
    await expect.poll(() => row.count(), waitLong).toBe(1);
    await row.getByRole('button', { name: `More actions for Wall ${wallName}` }).click();
    await page.getByRole('menuitem', { name: 'Ownership' }).click();
    const dialog = page.getByRole('dialog', { name: `Ownership of Wall ${wallName}` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const entry = (name: string) => dialog.locator(`li[data-account="${name}"]`);
    await expect.poll(() => entry(account.username).count(), waitLong).toBe(1);
    expect(await entry(account.username).innerText()).toContain('Owner, always has access');
    expect(await dialog.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    await dialog.getByLabel('Account to add').selectOption({ label: helper.username });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => dialog.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Account Ownership Added!');
    await expect.poll(() => entry(helper.username).count(), waitLong).toBe(1);
    expect(await dialog.innerText()).toContain(
      'Every account you have can already work on this wall.',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: `Remove ${helper.username}` }).click();
    await expect
      .poll(() => dialog.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Account ownership successfully removed');
    await expect.poll(() => entry(helper.username).count(), waitLong).toBe(0);
    // The owner's entry is refused by the server too, with the spec's message.
    const wall = await server.database.db
      .selectFrom('walls')
      .select(['id', 'user_id'])
      .where('user_name', '=', wallName)
      .executeTakeFirstOrThrow();
    const refused = await page.request.delete(
      `${server.address}/api/access/${wall.id}/${wall.user_id}`,
      { headers: { origin: server.address } },
    );
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'At least one account must be able to access this Tint.',
    });

    await dialog.getByLabel('Account to add').selectOption({ label: helper.username });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => entry(helper.username).count(), waitLong).toBe(1);
    // No account is left to add: the focus is on the added one's Remove, inside the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), waitLong)
      .toBe(`Remove ${helper.username}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
  });

  it('lets the account sign in and see only the wall it was given', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const sub = await context.newPage();
    const subProblems = watchOwnerPage(sub);
    await sub.goto(`${server.address}/login?next=%2Fadmin`, { waitUntil: 'networkidle' });
    await sub.getByLabel('Username or e-mail').fill(helper.username);
    await sub.getByLabel('Password').fill(helper.password);
    await sub.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => pathOf(sub), waitLong).toBe('/admin');
    await expect.poll(() => sub.locator(`[data-wall="${wallName}"]`).count(), waitLong).toBe(1);
    expect(await sub.locator(`[data-wall="${otherWall}"]`).count()).toBe(0);
    // Without create_enterprise_accounts there is no Team tab.
    expect(await sub.getByRole('tab', { name: 'Team' }).count()).toBe(0);
    // It moderates the wall it was given, and no other.
    const waiting = (wall: string) =>
      sub.request.get(`${server.address}/api/hypes/${wall}?feed=private&limit=20&offset=0`);
    expect((await waiting(wallName)).status()).toBe(200);
    expect((await waiting(otherWall)).status()).toBe(404);
    expect(subProblems).toEqual([]);
    await context.close();
  });

  it("deletes the account only once 'delete' is typed", async () => {
    await page.goto(`${server.address}/admin/tints`, { waitUntil: 'networkidle' });
    await expect.poll(() => item(helper.username).count(), waitLong).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await item(helper.username)
      .getByRole('button', { name: `Delete ${helper.username}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${helper.username}?` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByLabel("Type 'delete' to confirm.").fill('yes');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect.poll(() => dialog.innerText(), waitLong).toContain("Type 'delete' to confirm.");
    expect(await dialog.getByLabel("Type 'delete' to confirm.").getAttribute('aria-invalid')).toBe(
      'true',
    );
    await dialog.getByLabel("Type 'delete' to confirm.").fill('delete');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect.poll(statuses, waitLong).toContain('Account deleted successfully');
    await expect.poll(() => item(helper.username).count(), waitLong).toBe(0);
    await expect.poll(licenses, waitLong).toBe('3 of 3 licenses remaining');
    expect(problems).toEqual([]);
  });
});
