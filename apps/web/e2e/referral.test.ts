/**
 * The referral program in Chromium (hosted mode), against the loopback fake of Stripe
 * (apps/server/src/billing/testing-stripe.ts): owner A copies the invite link from the unlock
 * tab, a second browser context signs up with it, the referred account subscribes and its
 * first paid invoice arrives as a signed webhook (twice: credits once), A sees the referral and
 * the credits, is refused a reward it cannot afford, redeems custom CSS, sees it unlocked, and
 * the custom CSS then saves and shows on A's wall. Axe at 1280×900 and 390×844; the keyboard
 * copies and redeems. No request leaves the machine.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../server/src/billing/testing-stripe.ts';
import {
  launchChromium,
  seriousAxeViolations,
  signUpOwner,
  startTestServer,
  watchOwnerPage,
  type SignedUpOwner,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'refowner', email: 'ref@example.test', password: 'secret-pass' };
const friend = { username: 'reffriend', email: 'friend@example.test', password: 'secret-pass' };
const wallName = 'refwall';
const webhookSecret = 'whsec_e2e_referral';
const customCss = '.referral-check { color: rgb(1, 2, 3); }';

describe('the referral program in Chromium (hosted, fake Stripe)', () => {
  let fake: FakeStripe;
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;
  let page: Page;
  let problems: string[];
  let invite: string;
  let friendContext: BrowserContext;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices: { price_pro: 4900 } });
    server = await startTestServer('referral', {
      CHORUS_STRIPE_SECRET_KEY: 'sk_test_e2e',
      CHORUS_STRIPE_WEBHOOK_SECRET: webhookSecret,
      CHORUS_STRIPE_PRICES: 'pro=price_pro',
      CHORUS_STRIPE_TRIAL_DAYS: '0',
      CHORUS_STRIPE_API_BASE: fake.url,
    });
    fake.webhookUrl = `${server.address}/payment/webhook`;
    browser = await launchChromium();
    owner = await signUpOwner(server, browser, account, wallName);
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.address,
    });
    page = await owner.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    problems = watchOwnerPage(page);
  });
  afterAll(async () => {
    await friendContext?.close();
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  const statuses = () => page.getByRole('status').allInnerTexts();
  const credits = () => page.getByTestId('referral-credits').innerText();
  /** A session cookie of a context, for calls the page does not make. */
  const cookieOf = async (context: BrowserContext) =>
    `chorus_session=${(await context.cookies()).find((c) => c.name === 'chorus_session')?.value ?? ''}`;
  const setCustomCss = async (css: string) =>
    fetch(`${server.address}/api/profile/${wallName}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        origin: server.address,
        cookie: await cookieOf(owner.context),
      },
      body: JSON.stringify({ custom_css: css }),
    });
  const sendInvoicePaid = async (event: Record<string, unknown> & { id: string }) => {
    const delivery = fake.sign(event);
    const response = await fetch(`${server.address}/payment/webhook`, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.payload,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };

  it('shows the unlock tab with the invite link and no credits, without axe violations', async () => {
    await page.goto(`${server.address}/admin/settings`, { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: 'Referrals and rewards' });
    await expect.poll(() => link.count(), waitLong).toBe(1);
    await link.click();
    const tab = page.getByRole('tab', { name: 'Unlock' });
    await expect.poll(() => tab.getAttribute('aria-selected'), waitLong).toBe('true');
    await expect.poll(credits, waitLong).toBe('0 credits');
    invite = await page.getByLabel('Your invite link').inputValue();
    expect(invite).toMatch(new RegExp(`^${server.address}/signup\\?ref=[A-Z2-9]{8}$`));
    expect(await page.getByText('Nobody has signed up with your link yet.').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('copies the invite link by keyboard and says Copied politely', async () => {
    await page.getByLabel('Your invite link').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy');
    await page.keyboard.press('Enter');
    await expect.poll(statuses, waitLong).toContain('Copied');
    expect(await page.locator('.owner-alerts').getAttribute('aria-live')).toBe('polite');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invite);
  });

  it('a second person signs up with the link; their first paid invoice gives credits once', async () => {
    friendContext = await browser.newContext();
    const second = await friendContext.newPage();
    await second.goto(invite, { waitUntil: 'networkidle' });
    await second.getByLabel('Username').fill(friend.username);
    await second.getByLabel('E-mail').fill(friend.email);
    await second.getByLabel('Password').fill(friend.password);
    await second.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(second.url()).pathname, waitLong).toBe('/admin');

    // The referred account subscribes (Checkout through the page's session) and pays.
    const checkout = await fetch(`${server.address}/payment/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.address,
        cookie: await cookieOf(friendContext),
      },
      body: JSON.stringify({ plan: 'pro' }),
    });
    expect(checkout.status).toBe(200);
    const checkoutSession = fake.lastSession()!;
    await fake.completeCheckout(checkoutSession.id);
    const paid = fake.event('invoice.paid', {
      id: 'in_referral_first',
      object: 'invoice',
      customer: checkoutSession['customer'],
      status: 'paid',
      amount_due: 4900,
      amount_paid: 4900,
      currency: 'usd',
    });
    expect(await sendInvoicePaid(paid)).toBe('applied');
    expect(await sendInvoicePaid(paid)).toBe('duplicate');

    await page.goto(`${server.address}/admin/unlock`, { waitUntil: 'networkidle' });
    await expect.poll(credits, waitLong).toBe('10 credits');
    const row = page.getByRole('table', { name: 'Your referrals' }).locator('tbody tr');
    await expect.poll(() => row.count(), waitLong).toBe(1);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(1)).toEqual([friend.email, friend.username, '10']);
    expect(cells[0]).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('refuses a reward it cannot afford with the spec message', async () => {
    const dear = page.getByRole('button', { name: 'Redeem Hashtag moderation (with moderation)' });
    await dear.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), waitLong)
      .toContain('You do not have enough credits.');
    expect(await credits()).toBe('10 credits');
  });

  it('redeems custom CSS: marked unlocked, and custom CSS then saves and shows on the wall', async () => {
    expect((await setCustomCss(customCss)).status).toBe(402);
    await page.getByRole('button', { name: 'Redeem Custom CSS' }).click();
    await expect.poll(statuses, waitLong).toContain('Custom CSS is unlocked.');
    await expect.poll(credits, waitLong).toBe('0 credits');
    const reward = page.locator('.referral-reward', { hasText: 'Custom CSS' });
    expect(await reward.getByText('Unlocked').count()).toBe(1);
    expect(await reward.getByRole('button').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    expect((await setCustomCss(customCss)).status).toBe(200);
    const wall = await owner.context.newPage();
    await wall.goto(`${server.address}/${wallName}`, { waitUntil: 'networkidle' });
    await expect
      .poll(
        () =>
          wall.evaluate(() =>
            document.adoptedStyleSheets.some((sheet) =>
              [...sheet.cssRules].some((rule) => rule.cssText.includes('referral-check')),
            ),
          ),
        waitLong,
      )
      .toBe(true);
    await wall.close();
    expect(problems).toEqual([]);
  });
});
