/**
 * The referral program against the real Stripe SDK and the loopback fake Stripe: unique codes,
 * a sign-up with `ref` recorded (an unknown code ignored), credits from the referred account's
 * first paid invoice by a signed webhook (once, however often it is delivered), redeeming with
 * and without enough credits, the unlocked key honoured by a gated route, and no program at all
 * when self-hosted.
 */
import { messages } from '@chorus/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../billing/testing-stripe.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { findUserById } from '../db/repositories/users.ts';
import { createWall } from '../db/repositories/walls.ts';
import { testDatabases } from '../db/testing.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sameOrigin, sessionRole, type Role } from '../testing/roles.ts';
import { creditsPerPaidReferral, rewardOf } from './rewards.ts';
import { ensureReferralAccount, newReferralCode, referralCodeLength, referralDb } from './store.ts';

const webhookSecret = 'whsec_referral_test';
const prices = { price_pro: 4900 };

function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header ?? '']).find((c) =>
    c.startsWith('chorus_session='),
  );
  return (value ?? '').split(';')[0] ?? '';
}

describe.each(testDatabases())('referral program (hosted, fake Stripe) on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let fake: FakeStripe;
  let referrer: Role;
  let wallName: string;

  const referral = (role: Role = referrer) =>
    app.inject({ method: 'GET', url: '/api/referral', headers: role.headers });
  const redeem = (reward: string, role: Role = referrer) =>
    app.inject({
      method: 'POST',
      url: '/api/referral/redeem',
      headers: role.headers,
      payload: { reward },
    });
  const signUp = async (ref?: string) => {
    const username = uniqueName('friend');
    const response = await app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: sameOrigin },
      payload: {
        username,
        email: `${username}@example.com`,
        password: 'secret1',
        ...(ref === undefined ? {} : { ref }),
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ account: { id: number } }>().account.id;
    const role: Role = {
      name: username,
      user: (await findUserById(database.db, id))!,
      headers: { cookie: sessionCookie(response), origin: sameOrigin },
    };
    return { username, role };
  };
  /** The referred account starts paying: a Stripe customer through Checkout, then invoices. */
  const stripeCustomerOf = async (role: Role): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: '/payment/checkout',
      headers: role.headers,
      payload: { plan: 'pro' },
    });
    expect(response.statusCode).toBe(200);
    return fake.lastSession()!['customer'] as string;
  };
  const paidInvoice = (customer: string, amountPaid: number, id = uniqueName('in')) =>
    fake.event('invoice.paid', {
      id,
      object: 'invoice',
      customer,
      status: 'paid',
      amount_due: amountPaid,
      amount_paid: amountPaid,
      currency: 'usd',
    });
  const deliver = async (event: Record<string, unknown>) => {
    const delivery = fake.sign(event as { id: string });
    const response = await app.inject({
      method: 'POST',
      url: '/payment/webhook',
      headers: delivery.headers,
      payload: delivery.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ outcome: string }>().outcome;
  };
  const setCustomCss = (css: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/profile/${wallName}`,
      headers: referrer.headers,
      payload: { custom_css: css },
    });

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices });
    database = await open();
    app = await buildTestApp(
      database,
      testConfig({
        CHORUS_STRIPE_SECRET_KEY: 'sk_test_chorus',
        CHORUS_STRIPE_WEBHOOK_SECRET: webhookSecret,
        CHORUS_STRIPE_PRICES: 'pro=price_pro',
        CHORUS_STRIPE_API_BASE: fake.url,
        CHORUS_PUBLIC_URL: 'https://walls.example',
      }),
    );
    const owner = await createAccount(database.db, 'referrer', { plan: 'basic' });
    referrer = await sessionRole(database.db, 'referrer', owner);
    wallName = uniqueName('rw');
    await createWall(database.db, { userId: owner.id, userName: wallName, name: 'R' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fake?.close();
  });

  it('gives every account its own code, drawing again when a code is taken', async () => {
    const db = referralDb(database.db);
    const first = await createAccount(database.db, 'coded', { plan: 'basic' });
    const second = await createAccount(database.db, 'coded', { plan: 'basic' });
    const taken = await ensureReferralAccount(db, first.id);
    expect(taken.code).toMatch(new RegExp(`^[A-Z2-9]{${referralCodeLength}}$`));
    // The same owner keeps the same code.
    expect((await ensureReferralAccount(db, first.id)).code).toBe(taken.code);
    const draws = [taken.code, newReferralCode()];
    const made = await ensureReferralAccount(db, second.id, () => draws.shift()!);
    expect(made.code).not.toBe(taken.code);
    expect(draws).toEqual([]);
    const codes = new Set<string>();
    for (let i = 0; i < 30; i += 1) codes.add(newReferralCode());
    expect(codes.size).toBe(30);
  });

  it('answers the code, the invite link to the sign-up page, no credits and the rewards', async () => {
    const response = await referral();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ credits: 0, referrals: [] });
    expect(body.link).toBe(`https://walls.example/signup?ref=${body.code}`);
    expect(body.rewards).toContainEqual({
      key: 'customCSS',
      cost: rewardOf('customCSS')!.cost,
      unlocked: false,
    });
  });

  it('refuses a reward without enough credits, with the spec message', async () => {
    const response = await redeem('customCSS');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: messages.referralNotEnoughCredits });
    expect(response.json().error).toBe('You do not have enough credits.');
    expect((await redeem('notAReward')).statusCode).toBe(400);
  });

  it('records a sign-up with a code; an unknown code still signs up, recording nothing', async () => {
    const { code } = (await referral()).json<{ code: string }>();
    await signUp('NOSUCHCODE');
    const { username } = await signUp(code.toLowerCase());
    const body = (await referral()).json();
    expect(body.referrals).toEqual([
      {
        created_at: expect.any(String),
        email: `${username}@example.com`,
        name: username,
        credits: 0,
      },
    ]);
    expect(body.credits).toBe(0);
  });

  it('gives credits once when the referred account first pays (replays and later invoices: nothing)', async () => {
    const { code } = (await referral()).json<{ code: string }>();
    const friend = await signUp(code);
    const customer = await stripeCustomerOf(friend.role);
    const creditsNow = async () => (await referral()).json<{ credits: number }>().credits;
    const before = await creditsNow();

    // A trial's zero invoice is no payment.
    expect(await deliver(paidInvoice(customer, 0))).toBe('applied');
    expect(await creditsNow()).toBe(before);

    const paid = paidInvoice(customer, 4900);
    expect(await deliver(paid)).toBe('applied');
    expect(await deliver(paid)).toBe('duplicate');
    expect(await creditsNow()).toBe(before + creditsPerPaidReferral);
    expect(await deliver(paidInvoice(customer, 4900))).toBe('applied');
    expect(await creditsNow()).toBe(before + creditsPerPaidReferral);

    const entry = (await referral())
      .json<{ referrals: { name: string; credits: number }[] }>()
      .referrals.find((row) => row.name === friend.username);
    expect(entry?.credits).toBe(creditsPerPaidReferral);
    // A paying account that nobody referred earns no one credits.
    const stranger = await signUp();
    const strangerCustomer = await stripeCustomerOf(stranger.role);
    expect(await deliver(paidInvoice(strangerCustomer, 4900))).toBe('applied');
    expect(await creditsNow()).toBe(before + creditsPerPaidReferral);
  });

  it('redeems customCSS: credits taken, key in meta, the gated route allowed after', async () => {
    expect((await setCustomCss('body { color: red }')).statusCode).toBe(402);
    const { credits } = (await referral()).json<{ credits: number }>();
    const cost = rewardOf('customCSS')!.cost;
    expect(credits).toBeGreaterThanOrEqual(cost);
    const response = await redeem('customCSS');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reward: 'customCSS', credits: credits - cost });
    expect((await findUserById(database.db, referrer.user!.id))!.meta).toContain('customCSS');
    expect((await setCustomCss('body { color: red }')).statusCode).toBe(200);
    const after = (await referral()).json<{ rewards: { key: string; unlocked: boolean }[] }>();
    expect(after.rewards.find((reward) => reward.key === 'customCSS')?.unlocked).toBe(true);
    // Redeeming it again costs nothing.
    const again = await redeem('customCSS');
    expect(again.statusCode).toBe(200);
    expect(again.json().credits).toBe(credits - cost);
  });

  it('redeems hashtagModeration: moderation comes with it', async () => {
    const cost = rewardOf('hashtagModeration')!.cost;
    await referralDb(database.db)
      .updateTable('referral_accounts')
      .set({ credits: cost })
      .where('user_id', '=', referrer.user!.id)
      .execute();
    const response = await redeem('hashtagModeration');
    expect(response.statusCode).toBe(200);
    expect(response.json().credits).toBe(0);
    const meta = (await findUserById(database.db, referrer.user!.id))!.meta;
    expect(meta).toEqual(expect.arrayContaining(['customCSS', 'hashtagModeration', 'moderation']));
    expect((await redeem('noLogo')).statusCode).toBe(409);
  });
});

describe.each(testDatabases())('referral program when self-hosted on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, testConfig({ CHORUS_PLANS: 'self-hosted' }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 404 on both routes, and a sign-up with a code records nothing', async () => {
    const owner = await sessionRole(
      database.db,
      'owner',
      await createAccount(database.db, 'selfhost'),
    );
    const get = await app.inject({ method: 'GET', url: '/api/referral', headers: owner.headers });
    expect(get.statusCode).toBe(404);
    const post = await app.inject({
      method: 'POST',
      url: '/api/referral/redeem',
      headers: owner.headers,
      payload: { reward: 'noLogo' },
    });
    expect(post.statusCode).toBe(404);
    const code = (await ensureReferralAccount(referralDb(database.db), owner.user!.id)).code;
    const username = uniqueName('selfref');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: sameOrigin },
      payload: { username, email: `${username}@example.com`, password: 'secret1', ref: code },
    });
    expect(signup.statusCode).toBe(201);
    const rows = await referralDb(database.db)
      .selectFrom('referrals')
      .select('id')
      .where('user_id', '=', owner.user!.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
