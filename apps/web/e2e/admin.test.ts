/**
 * The instance administrator in Chromium. Self-hosted (the default): the first sign-up runs the
 * instance and has every feature, makes an invite link that brings in a second owner with every
 * feature too, then makes sign-up invite-only and a third sign-up is refused with the reason.
 * Hosted: a basic owner's premium theme is gated until the administrator changes their plan in
 * the admin screen. The admin screen is axe-clean at desktop and phone sizes.
 */
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createWall,
  expectAccessibleAtBothSizes,
  expectNewsTheme,
  signUpInBrowser,
  waitLong,
} from './admin-fixtures.ts';
import {
  launchChromium,
  seriousAxeViolations,
  setupTimeout,
  signUpOwner,
  startTestServer,
} from './browser.ts';

const password = 'secret-pass';
const account = (username: string) => ({ username, email: `${username}@example.test`, password });

describe('a self-hosted instance and its administrator', () => {
  let server: RunningServer;
  let browser: Browser;

  // A fresh instance for each attempt: the test is about the first sign-up, so a retry must not
  // meet the admin an earlier attempt made.
  beforeEach(async () => {
    server = await startTestServer('admin-self-hosted', { CHORUS_PLANS: 'self-hosted' });
  }, setupTimeout);

  afterEach(async () => {
    await server?.stop();
  });

  beforeAll(async () => {
    browser = await launchChromium();
  }, setupTimeout);

  afterAll(async () => {
    await browser?.close();
  });

  it('gives the first owner the admin screen and every feature; invites; closes sign-up', async () => {
    const origin = server.address;
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signup = await signUpInBrowser(adminContext, `${origin}/signup`, account('first-owner'));
    const instanceLink = signup.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Instance',
    });
    await expect.poll(() => instanceLink.count(), waitLong).toBe(1);
    await createWall(adminContext, origin, 'first-wall');
    await expectNewsTheme(adminContext, origin, 'first-wall', 'picks');

    await instanceLink.click();
    const page = signup;
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), waitLong)
      .toBe('Instance administration');
    const accounts = page.getByRole('table', { name: 'Accounts of this Chorus' });
    const firstRow = accounts.getByRole('row', { name: /first-owner/ });
    await expect.poll(() => firstRow.count(), waitLong).toBe(1);
    await expect.poll(() => firstRow.getByRole('cell').nth(1).textContent(), waitLong).toBe('1');
    await expect
      .poll(() => firstRow.getByRole('button', { name: /Suspend/ }).count(), waitLong)
      .toBe(0);
    // Self-hosted, plans do not apply: the stored plan is shown, not offered as a choice.
    await expect
      .poll(() => page.getByText('This Chorus is self-hosted: every account').count(), waitLong)
      .toBe(1);
    await expect.poll(() => firstRow.getByLabel('Plan of first-owner').count(), waitLong).toBe(0);

    await page.getByRole('button', { name: 'Create invite link' }).click();
    const inviteField = page.getByLabel('Invite link (usable once)');
    await expect.poll(() => inviteField.count(), waitLong).toBe(1);
    const inviteLink = await inviteField.inputValue();
    expect(inviteLink).toMatch(new RegExp(`^${origin}/signup\\?invite=`));
    await expectAccessibleAtBothSizes(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Self-hosted, no attribution until the administrator turns it on, by keyboard.
    const wall = await adminContext.newPage();
    await wall.goto(`${origin}/first-wall`);
    const poweredBy = wall.getByRole('link', { name: messages.poweredBy });
    await expect.poll(() => wall.locator('.chorus-wall').count(), waitLong).toBeGreaterThan(0);
    await expect.poll(() => poweredBy.count(), waitLong).toBe(0);
    const attribution = page.getByRole('checkbox', {
      name: 'Show “Powered by Chorus” on public walls and embeds',
    });
    await expect.poll(() => attribution.isChecked(), waitLong).toBe(false);
    await attribution.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: 'Public walls now show “Powered by Chorus”.' })
            .count(),
        waitLong,
      )
      .toBe(1);
    await wall.reload();
    await expect.poll(() => poweredBy.count(), waitLong).toBe(1);
    await expect
      .poll(() => wall.locator('.chorus-powered-by a').getAttribute('href'), waitLong)
      .toBe('/');
    expect(await seriousAxeViolations(wall)).toEqual([]);
    // The embed shows it too, opening outside the host page's frame.
    await wall.goto(`${origin}/first-wall?embed=true`);
    await expect
      .poll(() => wall.locator('.chorus-powered-by a').getAttribute('target'), waitLong)
      .toBe('_blank');
    await wall.close();

    const modes = page.getByRole('group', { name: 'Who may create an account' });
    await expect
      .poll(() => modes.getByRole('radio', { name: /Open/ }).isChecked(), waitLong)
      .toBe(true);
    await modes.getByRole('radio', { name: /Invite only/ }).check();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'invitation only' }).count(), waitLong)
      .toBe(1);

    const invitedContext = await browser.newContext();
    const invited = await signUpInBrowser(invitedContext, inviteLink, account('invited-owner'));
    await expect.poll(() => new URL(invited.url()).pathname, waitLong).toBe('/admin');
    await expect
      .poll(
        () =>
          invited
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Instance' })
            .count(),
        waitLong,
      )
      .toBe(0);
    await createWall(invitedContext, origin, 'invited-wall');
    await expectNewsTheme(invitedContext, origin, 'invited-wall', 'picks');

    const strangerContext = await browser.newContext();
    const stranger = await signUpInBrowser(
      strangerContext,
      `${origin}/signup`,
      account('stranger'),
    );
    await expect
      .poll(
        () => stranger.getByRole('alert').filter({ hasText: messages.signupInviteOnly }).count(),
        waitLong,
      )
      .toBe(1);
    await expect.poll(() => new URL(stranger.url()).pathname, waitLong).toBe('/signup');

    await page.getByLabel('Search accounts').fill('invited');
    await expect.poll(() => accounts.getByRole('row').count(), waitLong).toBe(2);
    await expect
      .poll(() => accounts.getByRole('row', { name: /invited-owner/ }).count(), waitLong)
      .toBe(1);

    await Promise.all([adminContext.close(), invitedContext.close(), strangerContext.close()]);
  });
});

describe('a hosted instance: the administrator lifts a plan gate', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeEach(async () => {
    server = await startTestServer('admin-hosted', { CHORUS_PLANS: 'hosted' });
  }, setupTimeout);

  afterEach(async () => {
    await server?.stop();
  });

  beforeAll(async () => {
    browser = await launchChromium();
  }, setupTimeout);

  afterAll(async () => {
    await browser?.close();
  });

  it("changes an owner's plan in the admin screen and the premium theme opens to them", async () => {
    const admin = await signUpOwner(server, browser, account('hosted-admin'), 'hosted-admin-wall');
    const owner = await signUpOwner(server, browser, account('hosted-owner'), 'hosted-wall');
    await expectNewsTheme(owner.context, server.address, 'hosted-wall', 'gated');

    const page = await admin.context.newPage();
    await page.goto(`${server.address}/admin/instance`);
    const row = page
      .getByRole('table', { name: 'Accounts of this Chorus' })
      .getByRole('row', { name: /hosted-owner/ });
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const plan = row.getByLabel('Plan of hosted-owner');
    await expect.poll(() => plan.inputValue(), waitLong).toBe('basic');
    await plan.selectOption('pro');
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'hosted-owner saved.' }).count(),
        waitLong,
      )
      .toBe(1);

    await row.getByRole('button', { name: 'Suspend hosted-owner' }).click();
    await expect
      .poll(() => row.getByRole('button', { name: 'Restore hosted-owner' }).count(), waitLong)
      .toBe(1);
    await row.getByRole('button', { name: 'Restore hosted-owner' }).click();
    await expect
      .poll(() => row.getByRole('button', { name: 'Suspend hosted-owner' }).count(), waitLong)
      .toBe(1);

    await expectNewsTheme(owner.context, server.address, 'hosted-wall', 'picks');
    await Promise.all([admin.context.close(), owner.context.close()]);
  });
});
