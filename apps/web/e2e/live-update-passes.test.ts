/**
 * Live-update passes in Chromium (hosted mode, the loopback fake of Stripe, the server's pass
 * clock moved by the test): a basic wall's row menu offers Test (not Buy); the test says the
 * spec's 'insTINT Updates Test Started.' and the row shows the active pass until the clock
 * passes its hour; on a pro plan the row menu offers Buy; a pass bought through the fake
 * Checkout (its signed webhook) is scheduled with the date and time picker, the row shows its
 * start, then Active at that time and nothing after its end. By keyboard; axe at 1280×900 and
 * 390×844. No request leaves the machine.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../server/src/billing/testing-stripe.ts';
import { passLengthSeconds } from '../../server/src/passes/rules.ts';
import { shownTime, toLocalInputValue } from '../src/owner/passes/pass-time.ts';
import {
  launchChromium,
  seriousAxeViolations,
  setupTimeout,
  signUpOwner,
  startTestServer,
  upgrade,
  watchOwnerPage,
  type SignedUpOwner,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'passowner', email: 'pass@example.test', password: 'secret-pass' };
const wallName = 'passwall';
const webhookSecret = 'whsec_e2e_passes';
const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

describe('live-update passes in Chromium (hosted, fake Stripe, fake clock)', () => {
  let fake: FakeStripe;
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;
  let page: Page;
  let problems: string[];
  // The server's pass clock: whole minutes, as the picker chooses them.
  let clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices: { price_pro: 4900 } });
    server = await startTestServer('passes', {
      CHORUS_STRIPE_SECRET_KEY: 'sk_test_e2e_passes',
      CHORUS_STRIPE_WEBHOOK_SECRET: webhookSecret,
      CHORUS_STRIPE_PRICES: 'pro=price_pro',
      CHORUS_STRIPE_API_BASE: fake.url,
    });
    server.app.livePasses.now = () => clock;
    fake.webhookUrl = `${server.address}/payment/webhook`;
    browser = await launchChromium();
    owner = await signUpOwner(server, browser, account, wallName);
    page = await owner.context.newPage();
    await page.setViewportSize(wide);
    problems = watchOwnerPage(page);
  }, setupTimeout);
  afterAll(async () => {
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  const row = () => page.locator(`tr[data-wall="${wallName}"]`);
  const passCell = () => row().getByTestId('wall-pass');
  const passText = async () =>
    (await passCell().count()) === 0 ? '' : ((await passCell().textContent()) ?? '');
  const dashboard = async () => {
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    await expect.poll(() => row().count(), waitLong).toBe(1);
  };
  const menuEntries = async () => {
    const more = row().getByRole('button', { name: `More actions for Wall ${wallName}` });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `More actions for Wall ${wallName}` });
    await expect.poll(() => menu.count(), waitLong).toBe(1);
    return menu;
  };
  /** Opens a row menu entry by keyboard: Enter on the button, arrows to the entry, Enter. */
  const openEntry = async (name: string) => {
    const menu = await menuEntries();
    const entry = menu.getByRole('menuitem', { name });
    const focused = () => entry.evaluate((element) => element === document.activeElement);
    for (let step = 0; step < 8 && !(await focused()); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await focused()).toBe(true);
    await page.keyboard.press('Enter');
  };
  const axeAtBothSizes = async () => {
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(phone);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(wide);
  };

  it('a basic wall offers Test, not Buy; the test shows its message and the active pass', async () => {
    await dashboard();
    const menu = await menuEntries();
    const names = await menu.getByRole('menuitem').allInnerTexts();
    expect(names).toContain('Test live updates');
    expect(names).not.toContain('Buy live-update pass');
    await page.keyboard.press('Escape');

    await openEntry('Test live updates');
    const dialog = page.getByRole('dialog', { name: `Test live updates on Wall ${wallName}` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await axeAtBothSizes();
    const start = dialog.getByRole('button', { name: 'Start the test' });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), waitLong)
      .toContain('insTINT Updates Test Started.');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    const stop = new Date(clock.getTime() + 3_600_000).toISOString();
    await expect
      .poll(passText, waitLong)
      .toBe(`Live-update pass active until ${shownTime(stop, 'en')}`);
    expect(await row().getByRole('img', { name: 'Live updates on' }).count()).toBe(1);
    await axeAtBothSizes();

    // Tested once: no Test entry any more; an hour later the pass is over.
    const names2 = await (await menuEntries()).getByRole('menuitem').allInnerTexts();
    expect(names2).not.toContain('Test live updates');
    await page.keyboard.press('Escape');
    clock = new Date(clock.getTime() + 3_600_000);
    await dashboard();
    expect(await passText()).toBe('');
    expect(await row().getByRole('img', { name: 'Live updates off' }).count()).toBe(1);
  });

  it('a pro owner buys a pass through Checkout and schedules it; it starts and ends then', async () => {
    await upgrade(server, account.username, 'pro');
    await dashboard();
    await openEntry('Buy live-update pass');
    let dialog = page.getByRole('dialog', { name: `Live-update passes for Wall ${wallName}` });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const buy = dialog.getByRole('button', { name: 'Buy a pass' });
    await expect.poll(() => buy.count(), waitLong).toBe(1);
    await axeAtBothSizes();
    await buy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), waitLong).toContain(`${fake.url}/checkout/`);
    const session = fake.lastSession()!;
    expect(session['mode']).toBe('payment');
    await fake.completeCheckout(session['id'] as string);

    // Back on the dashboard, the bought pass waits for its start.
    await page.goto(`${server.address}/admin?pass=1&checkout=done`, { waitUntil: 'networkidle' });
    await expect.poll(() => row().count(), waitLong).toBe(1);
    await openEntry('Buy live-update pass');
    dialog = page.getByRole('dialog', { name: `Live-update passes for Wall ${wallName}` });
    const picker = dialog.getByLabel('Start (your time)');
    await expect.poll(() => picker.count(), waitLong).toBe(1);
    expect(await picker.getAttribute('type')).toBe('datetime-local');
    await axeAtBothSizes();

    const startsAt = new Date(clock.getTime() + 2 * 86_400_000);
    await picker.focus();
    await picker.fill(toLocalInputValue(startsAt));
    await dialog.getByRole('button', { name: 'Schedule' }).focus();
    await page.keyboard.press('Enter');
    const startText = shownTime(startsAt.toISOString(), 'en');
    await expect
      .poll(() => dialog.getByRole('status').allInnerTexts(), waitLong)
      .toContain(`The pass starts ${startText}.`);
    expect(await dialog.getByRole('button', { name: 'Move' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect.poll(passText, waitLong).toBe(`Live-update pass scheduled: starts ${startText}`);

    clock = new Date(startsAt.getTime() - 1000);
    await dashboard();
    expect(await passText()).toBe(`Live-update pass scheduled: starts ${startText}`);
    clock = startsAt;
    await dashboard();
    const stopsAt = new Date(startsAt.getTime() + passLengthSeconds * 1000).toISOString();
    expect(await passText()).toBe(`Live-update pass active until ${shownTime(stopsAt, 'en')}`);
    clock = new Date(stopsAt);
    await dashboard();
    expect(await passText()).toBe('');
    expect(problems).toEqual([]);
  });
  it('an open wall turns live when its pass starts and stops when it ends, without a reload', async () => {
    // Back on basic (no live push by the plan), the server on the real clock, and one pass of
    // the wall from a few seconds ahead for a few seconds.
    await upgrade(server, account.username, 'basic');
    server.app.livePasses.now = () => new Date();
    const { db } = server.database;
    const wall = await db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', wallName)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('realtime_schedules').where('wall_id', '=', wall.id).execute();
    const startsAt = new Date(Date.now() + 8_000);
    const stopsAt = new Date(startsAt.getTime() + 6_000);
    await db
      .insertInto('realtime_schedules')
      .values({
        wall_id: wall.id,
        kind: 'bought',
        length_seconds: 6,
        starts_at: startsAt,
        stops_at: stopsAt,
      })
      .execute();

    const visitor = await browser.newPage({ viewport: wide });
    const sockets: Array<{ open: boolean; ready: boolean }> = [];
    visitor.on('websocket', (socket) => {
      const seen = { open: true, ready: false };
      sockets.push(seen);
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"ready"'))
          seen.ready = true;
      });
      socket.on('close', () => (seen.open = false));
    });
    await visitor.goto(`${server.address}/${wallName}`, { waitUntil: 'networkidle' });
    // Set in this document only: gone if the wall reloaded.
    await visitor.evaluate(() => {
      (window as unknown as { stillOpen: boolean }).stillOpen = true;
    });
    // Not live before the start: no live channel.
    if (Date.now() < startsAt.getTime() - 1000) expect(sockets).toEqual([]);
    // Live from the start: the wall opens its live channel and the server says it is ready.
    await expect.poll(() => sockets.some((socket) => socket.ready), waitLong).toBe(true);
    // Off at the end: the channel closes.
    await expect.poll(() => sockets.every((socket) => !socket.open), waitLong).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(stopsAt.getTime() - 1000);
    expect(
      await visitor.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen),
    ).toBe(true);
    await visitor.close();
  });
});
