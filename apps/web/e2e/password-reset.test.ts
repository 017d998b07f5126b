/**
 * Issue 23's password reset, in Chromium, with a real SMTP server on loopback: an owner who
 * forgot their password asks for a link by keyboard from the sign-in page, the test reads the
 * mail the server sent, opens its link, sets a new password, and signs in with it; the spent
 * link then says it was used. The account tab shows the address not verified and mails a new
 * link on "Send again"; the sign-up's verification link verifies the address. The screens have
 * no serious or critical axe-core violation at 1280×900 and 390×844.
 */
import { createServer, type AddressInfo } from 'node:net';
import type { RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailbox, type Mailbox } from '../../server/src/mail/testing.ts';
import {
  launchChromium,
  pathOf,
  seriousAxeViolations,
  setupTimeout,
  startTestServer,
  watchOwnerPage,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'forgetful', email: 'forgetful@example.test', password: 'old-pass' };
const newPassword = 'brand-new-pass';

/** A free loopback port: links in mail are built from CHORUS_PUBLIC_URL, so it is set first. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Axe at a desktop and a phone size; the page is left at the desktop size. */
async function axeAtBothSizes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    found.push(...(await seriousAxeViolations(page)).map((v) => `${viewport.width}: ${v}`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

describe('password reset through a mail caught on loopback', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  let publicUrl: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    server = await startTestServer('password-reset', {
      PORT: String(port),
      CHORUS_PUBLIC_URL: publicUrl,
      CHORUS_SMTP_URL: mailbox.url,
      CHORUS_PLANS: 'self-hosted',
    });
    browser = await launchChromium();
    const signup = await fetch(`${server.address}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.address },
      body: JSON.stringify(account),
    });
    expect(signup.status).toBe(201);
  }, setupTimeout);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('asks by keyboard, follows the mailed link, sets a password and signs in with it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchOwnerPage(page);
    await page.goto(`${server.address}/login`, { waitUntil: 'networkidle' });

    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await forgot.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => page.getByRole('heading', { level: 1, name: 'Reset your password' }).count(),
        waitLong,
      )
      .toBe(1);
    expect(pathOf(page)).toBe('/reset-password');
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Enter');
    const requested = page
      .getByRole('status')
      .filter({ hasText: 'a link to reset its password is on its way' });
    await expect.poll(() => requested.count(), waitLong).toBe(1);
    expect(await axeAtBothSizes(page)).toEqual([]);

    const mail = await mailbox.next(
      (m) => m.to.includes(account.email) && m.subject === 'Reset your Chorus password',
    );
    const link = linkIn(mail, `${publicUrl}/reset-password#token=`);
    await page.goto(link, { waitUntil: 'networkidle' });
    const field = page.getByLabel('New password');
    await expect.poll(() => field.count(), waitLong).toBe(1);
    expect(await axeAtBothSizes(page)).toEqual([]);
    await field.focus();
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    const changed = page.getByRole('status').filter({ hasText: 'Your password is changed.' });
    await expect.poll(() => changed.count(), waitLong).toBe(1);

    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await expect.poll(() => pathOf(page), waitLong).toBe('/login');
    await page.getByLabel('Username or e-mail').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => pathOf(page), waitLong).toMatch(/^\/admin/);

    // The account tab: the address is not verified yet, and "Send again" mails a new link.
    await page.goto(`${server.address}/admin/settings`, { waitUntil: 'networkidle' });
    const sendAgain = page.getByRole('button', { name: 'Send again' });
    await expect.poll(() => sendAgain.count(), waitLong).toBe(1);
    expect(await page.getByText('Not verified').count()).toBe(1);
    expect(await axeAtBothSizes(page)).toEqual([]);
    await sendAgain.focus();
    await page.keyboard.press('Enter');
    const sent = page.getByRole('status').filter({ hasText: `on its way to ${account.email}` });
    await expect.poll(() => sent.count(), waitLong).toBe(1);

    // The link is spent: opening it again says so.
    await page.goto(link, { waitUntil: 'networkidle' });
    const used = page.getByRole('alert').filter({ hasText: 'already been used' });
    await expect.poll(() => used.count(), waitLong).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("verifies the address with the sign-up mail's link", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchOwnerPage(page);
    const mail = await mailbox.next(
      (m) => m.to.includes(account.email) && m.subject === 'Confirm your e-mail address for Chorus',
    );
    await page.goto(linkIn(mail, `${publicUrl}/verify-email#token=`), { waitUntil: 'networkidle' });
    const verified = page
      .getByRole('status')
      .filter({ hasText: 'Your e-mail address is verified.' });
    await expect.poll(() => verified.count(), waitLong).toBe(1);
    expect(await axeAtBothSizes(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
