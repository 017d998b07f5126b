/**
 * Plan allowances in hosted mode (CHORUS_PLANS=hosted), in Chromium. A basic owner with one
 * active and one inactive wall sees no API key area, the allowance as "1 / 1" active and
 * inactive, the feed upgrade alert, and both walls' switches disabled; after an upgrade to
 * premium the API key area shows, the allowance grows to 50 and the alert and the locks go. The
 * operator grants the owner 2 enterprise licenses on the admin screen (a bad number refused under
 * the field) and the owner's Team tab says "2 of 2". Each screen is axe-clean at 1280 and 390.
 */
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtBothSizes, waitLong } from './admin-fixtures.ts';
import {
  launchChromium,
  setupTimeout,
  signUpOwner,
  startTestServer,
  upgrade,
  type SignedUpOwner,
} from './browser.ts';

const account = (username: string) => ({
  username,
  email: `${username}@example.test`,
  password: 'secret-pass',
});

/** The value of the account tab's fact `term` (a `<dt>` and its `<dd>`). */
function fact(page: Page, term: string) {
  return page.locator('.owner-facts > div').filter({ has: page.getByText(term, { exact: true }) });
}

describe('plan allowances in hosted mode', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The first sign-up: the instance's operator. */
  let operator: SignedUpOwner;
  let owner: SignedUpOwner;

  beforeAll(async () => {
    server = await startTestServer('hosted-allowances', { CHORUS_PLANS: 'hosted' });
    browser = await launchChromium();
    operator = await signUpOwner(server, browser, account('allow-operator'), 'operator-wall');
    owner = await signUpOwner(server, browser, account('allow-owner'), 'allow-first');
    // Basic allows one active wall: the second starts inactive, and both allowances are used.
    await owner.api('/api/profile', {
      method: 'POST',
      body: JSON.stringify({ name: 'Wall allow-second', user_name: 'allow-second' }),
    });
  }, setupTimeout);

  afterAll(async () => {
    await operator?.context.close();
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows a basic owner no API key area, the allowance, the alert and locked switches', async () => {
    const settings = await owner.context.newPage();
    await settings.goto(`${server.address}/settings`);
    await expect
      .poll(() => settings.getByRole('heading', { name: 'Your account' }).count(), waitLong)
      .toBe(1);
    await expect.poll(() => fact(settings, 'Plan').innerText(), waitLong).toContain('basic');
    expect(await fact(settings, 'Active walls').innerText()).toContain('1 / 1');
    expect(await fact(settings, 'Inactive walls').innerText()).toContain('1 / 1');
    expect(await settings.getByRole('heading', { name: 'API keys' }).count()).toBe(0);
    await expectAccessibleAtBothSizes(settings);
    await settings.close();

    const walls = await owner.context.newPage();
    await walls.goto(`${server.address}/admin`);
    await expect.poll(() => walls.getByText(messages.feedAllowanceLow).count(), waitLong).toBe(1);
    const first = walls.getByRole('switch', { name: 'Wall allow-first on' });
    const second = walls.getByRole('switch', { name: 'Wall allow-second on' });
    await expect.poll(() => first.isDisabled(), waitLong).toBe(true);
    expect(await second.isDisabled()).toBe(true);
    expect(await walls.locator('tr[data-wall="allow-first"]').innerText()).toContain(
      'Your plan has no room for another inactive wall.',
    );
    await expectAccessibleAtBothSizes(walls);
    await walls.close();
  });

  it('after an upgrade to premium: the API key area, a larger allowance, no alert or lock', async () => {
    await upgrade(server, 'allow-owner', 'premium');
    const settings = await owner.context.newPage();
    await settings.goto(`${server.address}/settings`);
    await expect.poll(() => fact(settings, 'Plan').innerText(), waitLong).toContain('premium');
    expect(await fact(settings, 'Active walls').innerText()).toContain('1 / 50');
    expect(await fact(settings, 'Inactive walls').innerText()).toContain('1 / 50');
    await expect
      .poll(() => settings.getByRole('heading', { name: 'API keys' }).count(), waitLong)
      .toBe(1);
    await expectAccessibleAtBothSizes(settings);
    await settings.close();

    const walls = await owner.context.newPage();
    await walls.goto(`${server.address}/admin`);
    const first = walls.getByRole('switch', { name: 'Wall allow-first on' });
    await expect.poll(() => first.count(), waitLong).toBe(1);
    await expect.poll(() => first.isDisabled(), waitLong).toBe(false);
    expect(await walls.getByRole('switch', { name: 'Wall allow-second on' }).isDisabled()).toBe(
      false,
    );
    expect(await walls.getByText(messages.feedAllowanceLow).count()).toBe(0);
    await walls.close();
  });

  it("lets the operator set an account's licenses; the owner's Team tab follows", async () => {
    const team = await owner.context.newPage();
    await team.goto(`${server.address}/admin/tints`);
    const licenses = team.getByTestId('licenses');
    await expect.poll(() => licenses.innerText(), waitLong).toBe('0 of 0 licenses remaining');

    const admin = await operator.context.newPage();
    await admin.goto(`${server.address}/admin/instance`);
    const row = admin
      .getByRole('table', { name: 'Accounts of this Chorus' })
      .getByRole('row', { name: /allow-owner/ });
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const field = row.getByRole('textbox', { name: 'Licenses of allow-owner', exact: true });
    expect(await field.inputValue()).toBe('0');
    const save = row.getByRole('button', { name: 'Save licenses of allow-owner' });

    // A number out of range is refused under the field, and nothing is saved.
    await field.fill('10001');
    await save.click();
    await expect
      .poll(() => row.getByText('Please specify a valid number of licenses.').count(), waitLong)
      .toBe(1);
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    // By keyboard: type 2 and press Enter.
    await field.focus();
    await admin.keyboard.press('ControlOrMeta+a');
    await admin.keyboard.type('2');
    await admin.keyboard.press('Enter');
    await expect
      .poll(
        () => admin.getByRole('status').filter({ hasText: 'allow-owner saved.' }).count(),
        waitLong,
      )
      .toBe(1);
    expect(await row.getByText('Please specify a valid number of licenses.').count()).toBe(0);
    await expectAccessibleAtBothSizes(admin);

    await admin.reload();
    await expect
      .poll(
        () =>
          admin.getByRole('textbox', { name: 'Licenses of allow-owner', exact: true }).inputValue(),
        waitLong,
      )
      .toBe('2');
    await admin.close();

    await team.reload();
    await expect.poll(() => licenses.innerText(), waitLong).toBe('2 of 2 licenses remaining');
    await expectAccessibleAtBothSizes(team);
    await team.close();
  });
});
