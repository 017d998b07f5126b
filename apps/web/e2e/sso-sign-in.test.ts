/**
 * Issue 23's sign-in with an identity provider, in Chromium, against the fake OpenID Connect
 * provider on loopback (apps/server/src/auth/sso/testing-provider.ts, whose consent screen
 * approves at once): the sign-in screen shows "Continue with <provider>" for each configured
 * provider, reachable by keyboard; pressing one signs a new owner up through the provider and
 * lands on the dashboard; a refusal at the provider lands back on the sign-in screen with a
 * clear message. No serious or critical axe-core violation at 1280×900 and 390×844.
 */
import type { RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from '../../server/src/auth/sso/testing-provider.ts';
import {
  launchChromium,
  pathOf,
  seriousAxeViolations,
  setupTimeout,
  startTestServer,
  watchOwnerPage,
} from './browser.ts';

const waitLong = { timeout: 30_000 };

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

/** Tabs until the focused element's text is `name`; false when it never gets there. */
async function tabTo(page: Page, name: string, most = 40): Promise<boolean> {
  for (let step = 0; step < most; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return true;
  }
  return false;
}

describe('sign-in with an identity provider on loopback', () => {
  let provider: FakeIdentityProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    provider = await startFakeIdentityProvider({
      sub: 'e2e-subject',
      email: 'sso-owner@example.test',
      email_verified: true,
      name: 'Sso Owner',
    });
    server = await startTestServer('sso-sign-in', {
      CHORUS_PLANS: 'self-hosted',
      ...provider.environment('TESTID'),
    });
    browser = await launchChromium();
  }, setupTimeout);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('shows a button per provider, reachable by keyboard, with no serious axe violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const problems = watchOwnerPage(page);
      await page.goto(`${server.address}/login`);
      const button = page.getByRole('link', { name: 'Continue with Test ID' });
      await button.waitFor(waitLong);
      await expect(
        page.getByRole('link', { name: 'Continue with Facebook' }).count(),
      ).resolves.toBe(1);
      expect(await tabTo(page, 'Continue with Test ID')).toBe(true);
      expect(await axeAtBothSizes(page)).toEqual([]);
      await page.goto(`${server.address}/signup`);
      await page.getByRole('link', { name: 'Continue with Test ID' }).waitFor(waitLong);
      expect(await axeAtBothSizes(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('signs a new owner up through the provider by keyboard and lands on the dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.address}/login`);
      await page.getByRole('link', { name: 'Continue with Test ID' }).waitFor(waitLong);
      expect(await tabTo(page, 'Continue with Test ID')).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin', waitLong);
      expect(pathOf(page)).toBe('/admin');
      const current = await page.evaluate(async () => {
        const response = await fetch('/api/user/current');
        return { status: response.status, body: (await response.json()) as unknown };
      });
      expect(current.status).toBe(200);
      expect(current.body).toMatchObject({ account: { email: 'sso-owner@example.test' } });
      await page.getByRole('heading', { level: 1 }).first().waitFor(waitLong);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lands back on the sign-in screen with a clear message when the provider says no', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    provider.tamper = 'deny';
    try {
      const page = await context.newPage();
      await page.goto(`${server.address}/login`);
      await page.getByRole('link', { name: 'Continue with Test ID' }).click();
      await page.waitForURL((url) => url.pathname === '/login', waitLong);
      const alert = page.getByRole('alert');
      await alert.waitFor(waitLong);
      expect(await alert.textContent()).toBe(
        'The sign-in was cancelled at the provider. You are not signed in.',
      );
      expect(await axeAtBothSizes(page)).toEqual([]);
    } finally {
      provider.tamper = 'none';
      await context.close();
    }
  }, 120_000);
});
