/**
 * A hosted instance (CHORUS_PLANS=hosted) in Chromium. A basic-plan owner meets the custom-post
 * gate with the spec's upgrade prompt, whose "Upgrade" opens the plans page (axe-clean, by
 * keyboard); the administrator changes their plan on the admin screen and the gate lifts. The
 * sign-up and invite flows: invite-only refuses a stranger, an invited owner lands on basic with
 * the allowance alert and the gate, and a plan change in the admin screen lifts it. The administrator, by keyboard, names the instance and sets its logo (the
 * header and title of owner pages and the index show them), allows an intranet range (a bad
 * entry is refused by name) and saves a network's sign-in app, whose secret never comes back.
 * The admin screen stays axe-clean at desktop and phone sizes.
 */
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWall,
  expectAccessibleAtBothSizes,
  signUpInBrowser,
  waitLong,
} from './admin-fixtures.ts';
import {
  launchChromium,
  setupTimeout,
  signUpOwner,
  startTestServer,
  type SignedUpOwner,
} from './browser.ts';

const account = (username: string) => ({
  username,
  email: `${username}@example.test`,
  password: 'secret-pass',
});

/** Types into the field with this label by keyboard: focus, select all, type. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

describe('a hosted instance and its administrator', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The first sign-up: the instance's administrator. */
  let admin: SignedUpOwner;

  beforeAll(async () => {
    server = await startTestServer('admin-hosted-settings', { CHORUS_PLANS: 'hosted' });
    browser = await launchChromium();
    admin = await signUpOwner(server, browser, account('hosted-admin'), 'hosted-admin-wall');
  }, setupTimeout);

  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows a basic owner the custom-post gate until the administrator changes the plan', async () => {
    const owner = await signUpOwner(server, browser, account('gate-owner'), 'gate-wall');
    const ownerPage = await owner.context.newPage();
    await ownerPage.goto(`${server.address}/gate-wall/edit/content`);
    const prompt = ownerPage.locator('.upgrade-prompt[data-feature="addPost"]');
    await expect.poll(() => prompt.count(), waitLong).toBe(1);
    await expect.poll(() => prompt.textContent(), waitLong).toContain(messages.upgradeRequired);
    await expect
      .poll(() => prompt.getByRole('link', { name: 'Upgrade' }).count(), waitLong)
      .toBe(1);
    await expect
      .poll(() => ownerPage.getByRole('button', { name: 'Write a post' }).count(), waitLong)
      .toBe(0);

    // "Upgrade", by keyboard, opens the plans page: each plan's allowances and the
    // administrator's address; it is axe-clean at both sizes.
    const plans = await owner.context.newPage();
    await plans.goto(`${server.address}/gate-wall/edit/content`);
    const upgradeLink = plans
      .locator('.upgrade-prompt[data-feature="addPost"]')
      .getByRole('link', { name: 'Upgrade' });
    await expect.poll(() => upgradeLink.count(), waitLong).toBe(1);
    await upgradeLink.focus();
    await plans.keyboard.press('Enter');
    await expect
      .poll(() => plans.getByRole('heading', { level: 1 }).textContent(), waitLong)
      .toBe('Plans');
    const table = plans.getByRole('table', { name: 'What each plan allows' });
    await expect.poll(() => table.getByRole('row', { name: /^Plus 3 / }).count(), waitLong).toBe(1);
    await expect
      .poll(() => plans.getByRole('link', { name: 'hosted-admin@example.test' }).count(), waitLong)
      .toBe(1);
    await expectAccessibleAtBothSizes(plans);
    await plans.close();

    // The basic plan shows "Powered by Chorus" on the public wall.
    const wall = await owner.context.newPage();
    await wall.goto(`${server.address}/gate-wall`);
    const poweredBy = wall.getByRole('link', { name: messages.poweredBy });
    await expect.poll(() => poweredBy.count(), waitLong).toBe(1);

    const page = await admin.context.newPage();
    await page.goto(`${server.address}/admin/instance`);
    const row = page
      .getByRole('table', { name: 'Accounts of this Chorus' })
      .getByRole('row', { name: /gate-owner/ });
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const plan = row.getByLabel('Plan of gate-owner');
    await expect.poll(() => plan.inputValue(), waitLong).toBe('basic');
    await plan.focus();
    await plan.selectOption('plus');
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'gate-owner saved.' }).count(),
        waitLong,
      )
      .toBe(1);

    await ownerPage.reload();
    await expect
      .poll(() => ownerPage.getByRole('button', { name: 'Write a post' }).count(), waitLong)
      .toBe(1);
    // Plus has no attribution.
    await wall.reload();
    await expect.poll(() => wall.locator('.chorus-wall').count(), waitLong).toBeGreaterThan(0);
    await expect.poll(() => poweredBy.count(), waitLong).toBe(0);
    await wall.close();
    await expect.poll(() => prompt.count(), waitLong).toBe(0);
    await Promise.all([page.close(), owner.context.close()]);
  });

  it('names the instance, allows an intranet range and saves a sign-in app by keyboard', async () => {
    const page = await admin.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.address}/admin/instance`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), waitLong)
      .toBe('Instance administration');
    const identity = page.getByRole('region', { name: 'Name and logo' });
    await expect.poll(() => identity.count(), waitLong).toBe(1);

    await typeInto(page, 'Instance name', 'Team wall');
    await typeInto(page, 'Logo address', 'http://example.test/logo.png');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => identity.getByText('The logo address must be an https:// address.').count(),
        waitLong,
      )
      .toBe(1);
    await typeInto(page, 'Logo address', 'https://example.test/logo.png');
    await page.keyboard.press('Enter');
    const brand = page.getByRole('navigation', { name: 'Main' }).locator('.site-brand');
    await expect.poll(() => brand.textContent(), waitLong).toBe('Team wall');
    await expect
      .poll(() => brand.locator('img').getAttribute('src'), waitLong)
      .toBe('https://example.test/logo.png');
    await expect.poll(() => page.title(), waitLong).toBe('Instance administration · Team wall');

    const intranet = page.getByRole('region', { name: 'Intranet feeds' });
    await typeInto(page, 'Allowed addresses and ranges', 'intranet.local');
    await intranet.getByRole('button', { name: 'Save allowed addresses' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => intranet.getByRole('alert').filter({ hasText: '"intranet.local" is not' }).count(),
        waitLong,
      )
      .toBe(1);
    await typeInto(page, 'Allowed addresses and ranges', '10.20.0.0/16');
    await intranet.getByRole('button', { name: 'Save allowed addresses' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'Allowed addresses saved.' }).count(),
        waitLong,
      )
      .toBe(1);

    const twitter = page.getByRole('region', { name: 'X (Twitter)' });
    await expect.poll(() => twitter.count(), waitLong).toBe(1);
    await expect
      .poll(() => twitter.locator('.admin-app-status').textContent(), waitLong)
      .toContain('Not set');
    await typeInto(page, 'X (Twitter) client ID', 'admin-client-id');
    await typeInto(page, 'X (Twitter) client secret', 'admin-client-secret');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => twitter.locator('.admin-app-status').textContent(), waitLong)
      .toBe('Saved.');
    await expect
      .poll(() => page.getByLabel('X (Twitter) client secret').inputValue(), waitLong)
      .toBe('');

    // After a reload nothing of the app comes back, only that it is saved.
    await page.reload();
    await expect
      .poll(() => twitter.locator('.admin-app-status').textContent(), waitLong)
      .toBe('Saved.');
    await expect.poll(() => page.content(), waitLong).not.toContain('admin-client-secret');
    await expect.poll(() => page.content(), waitLong).not.toContain('admin-client-id');
    await expect
      .poll(() => page.getByLabel('Allowed addresses and ranges').inputValue(), waitLong)
      .toBe('10.20.0.0/16');
    await expectAccessibleAtBothSizes(page);

    // The index shows the instance's name too.
    await page.goto(`${server.address}/`);
    await expect.poll(() => brand.textContent(), waitLong).toBe('Team wall');
    await page.close();
  });
  it('brings an invited owner in on the basic plan, with its gates, until the administrator changes it', async () => {
    const page = await admin.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.address}/admin/instance`);
    await page.getByRole('button', { name: 'Create invite link' }).click();
    const inviteField = page.getByLabel('Invite link (usable once)');
    await expect.poll(() => inviteField.count(), waitLong).toBe(1);
    const inviteLink = await inviteField.inputValue();
    const modes = page.getByRole('group', { name: 'Who may create an account' });
    await modes.getByRole('radio', { name: /Invite only/ }).check();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'invitation only' }).count(), waitLong)
      .toBe(1);

    // A sign-up without the link is refused with the reason.
    const strangerContext = await browser.newContext();
    const stranger = await signUpInBrowser(
      strangerContext,
      `${server.address}/signup`,
      account('hosted-stranger'),
    );
    await expect
      .poll(
        () => stranger.getByRole('alert').filter({ hasText: messages.signupInviteOnly }).count(),
        waitLong,
      )
      .toBe(1);
    await strangerContext.close();

    // The invited owner signs up on the basic plan: one wall, so the allowance alert and its
    // "See plans" link show on the dashboard, and custom posts are behind the upgrade prompt.
    const invitedContext = await browser.newContext();
    const invited = await signUpInBrowser(invitedContext, inviteLink, account('hosted-invited'));
    await expect.poll(() => new URL(invited.url()).pathname, waitLong).toBe('/admin');
    await createWall(invitedContext, server.address, 'hosted-invited-wall');
    await invited.reload();
    await expect.poll(() => invited.getByText(messages.feedAllowanceLow).count(), waitLong).toBe(1);
    await expect
      .poll(() => invited.getByRole('link', { name: 'See plans' }).count(), waitLong)
      .toBe(1);
    const content = await invitedContext.newPage();
    await content.goto(`${server.address}/hosted-invited-wall/edit/content`);
    const prompt = content.locator('.upgrade-prompt[data-feature="addPost"]');
    await expect.poll(() => prompt.count(), waitLong).toBe(1);

    // The administrator moves them to Plus in the admin screen: the gate lifts.
    await page.reload();
    const row = page
      .getByRole('table', { name: 'Accounts of this Chorus' })
      .getByRole('row', { name: /hosted-invited/ });
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const plan = row.getByLabel('Plan of hosted-invited');
    await expect.poll(() => plan.inputValue(), waitLong).toBe('basic');
    await plan.selectOption('plus');
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'hosted-invited saved.' }).count(),
        waitLong,
      )
      .toBe(1);
    await content.reload();
    await expect
      .poll(() => content.getByRole('button', { name: 'Write a post' }).count(), waitLong)
      .toBe(1);
    await expect.poll(() => prompt.count(), waitLong).toBe(0);
    await Promise.all([page.close(), invitedContext.close()]);
  });
});
