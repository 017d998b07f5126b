/**
 * Billing against the real Stripe SDK and the loopback fake of testing-stripe.ts: the customer
 * answer, Checkout with a trial, signed webhooks (bad signature, twice, out of order), a failed
 * charge, the update-card messages, unsubscribing, and no billing at all when self-hosted.
 */
import { billingNotice, messages } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../db/repositories/users.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { createToken } from '../db/repositories/tokens.ts';
import { createWall } from '../db/repositories/walls.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sameOrigin, sessionRole, type Role } from '../testing/roles.ts';
import { contactingStripeFailed } from './card-errors.ts';
import { informationUpdated, unsubscribeFailed, unsubscribeFeedbackPath } from './routes.ts';
import { startFakeStripe, testTokens, type FakeStripe } from './testing-stripe.ts';

const webhookSecret = 'whsec_chorus_test';
const prices = { price_plus: 900, price_pro: 4900, price_premium: 9900 };

function billingEnvironment(fake: FakeStripe): Record<string, string> {
  return {
    CHORUS_STRIPE_SECRET_KEY: 'sk_test_chorus',
    CHORUS_STRIPE_WEBHOOK_SECRET: webhookSecret,
    CHORUS_STRIPE_PRICES: 'plus=price_plus,pro=price_pro,premium=price_premium',
    CHORUS_STRIPE_TRIAL_DAYS: '14',
    CHORUS_STRIPE_API_BASE: fake.url,
  };
}

describe.each(testDatabases())('billing (hosted, fake Stripe) on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let fake: FakeStripe;
  let owner: Role;
  let subscriptionId: string;

  const customer = async (role: Role = owner) =>
    app.inject({ method: 'GET', url: '/api/customer/current', headers: role.headers });
  const deliver = async (event: Record<string, unknown> & { id: string }) => {
    const delivery = fake.sign(event);
    return app.inject({
      method: 'POST',
      url: '/payment/webhook',
      headers: delivery.headers,
      payload: delivery.payload,
    });
  };
  const planOf = async (role: Role = owner) =>
    (await findUserById(database.db, role.user!.id))!.plan;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices });
    database = await open();
    app = await buildTestApp(database, testConfig(billingEnvironment(fake)));
    owner = await sessionRole(
      database.db,
      'owner',
      await createAccount(database.db, 'payer', { plan: 'basic' }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fake?.close();
  });

  it('answers the customer of an owner who never subscribed: plan, no subscription', async () => {
    const response = await customer();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      billing: true,
      plan: 'basic',
      subscription: null,
      delinquent: false,
      next_invoice: null,
      card: null,
      plans: ['plus', 'pro', 'premium'],
      trial_days: 14,
    });
  });

  it('lets owners and sub-accounts with change_billing in, nobody else', async () => {
    const payer = owner.user!;
    const withBilling = await sessionRole(
      database.db,
      'with billing',
      await createAccount(database.db, 'sub', { creatorId: payer.id, meta: ['change_billing'] }),
    );
    const without = await sessionRole(
      database.db,
      'without',
      await createAccount(database.db, 'sub', { creatorId: payer.id, meta: ['modify_tint'] }),
    );
    // A premium account's API key (a basic one's is refused by its plan first, 402): billing
    // refuses every API key.
    const premium = await createAccount(database.db, 'api', { plan: 'premium' });
    const { token } = await createToken(database.db, 'api', { userId: premium.id });
    expect((await customer(withBilling)).json()).toMatchObject({ plan: 'basic' });
    expect((await customer(without)).statusCode).toBe(403);
    expect(
      (await customer({ name: 'api', user: null, headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(403);
    expect((await customer({ name: 'visitor', user: null, headers: {} })).statusCode).toBe(401);
  });

  it('subscribes through Checkout with a trial; the plan changes only when the webhook says so', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/payment/checkout',
      headers: owner.headers,
      payload: { plan: 'pro' },
    });
    expect(response.statusCode).toBe(200);
    const session = fake.lastSession()!;
    expect(response.json()).toEqual({ url: `${fake.url}/checkout/${session.id}` });
    expect(session).toMatchObject({
      mode: 'subscription',
      subscription_data: { trial_period_days: '14' },
      success_url: `${sameOrigin}/admin/payment?checkout=done`,
    });
    expect(await planOf()).toBe('basic');

    // A wall of the owner whose public feed is cached: the new plan must drop it.
    const wall = await createWall(database.db, {
      userId: owner.user!.id,
      userName: uniqueName('payer'),
      name: 'Payer',
    });
    const feed = () => app.inject(`/api/posts?wall=${wall.user_name}`);
    await feed();
    expect((await feed()).headers['x-feed-cache']).toBe('hit');

    const events = await fake.completeCheckout(session.id);
    for (const event of events) expect((await deliver(event)).json().outcome).toBe('applied');
    expect(await planOf()).toBe('trial');
    expect((await feed()).headers['x-feed-cache']).toBe('miss');
    const body = (await customer()).json();
    subscriptionId = body.subscription.id;
    expect(body).toMatchObject({
      plan: 'trial',
      subscription: { status: 'trialing', cancel_at_period_end: false },
      delinquent: false,
      next_invoice: { amount_due: 4900, currency: 'usd' },
    });
    const trialEnd = body.subscription.trial_end as number;
    expect(trialEnd - Math.floor(Date.now() / 1000)).toBeGreaterThan(13 * 86_400);
    expect(
      billingNotice({ plan: 'trial', delinquent: false, trialEnd, nowSeconds: trialEnd - 3600 }),
    ).toBe('trialEndingSoon');
  });

  it('refuses a webhook whose signature is missing, wrong or for another body (400)', async () => {
    const event = fake.event('customer.subscription.updated', {
      ...fake.subscriptions.get(subscriptionId)!,
      status: 'unpaid',
    });
    const good = fake.sign(event);
    const attempts = [
      { headers: { 'content-type': 'application/json' }, payload: good.payload },
      { headers: good.headers, payload: good.payload.replace('unpaid', 'active') },
      {
        headers: {
          ...good.headers,
          'stripe-signature': good.headers['stripe-signature']!.replace(/v1=\w+/, 'v1=00'),
        },
        payload: good.payload,
      },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ method: 'POST', url: '/payment/webhook', ...attempt });
      expect(response.statusCode).toBe(400);
    }
    expect(await planOf()).toBe('trial');
  });

  it('changes nothing when the same event comes twice', async () => {
    const event = fake.event('customer.subscription.updated', {
      ...fake.subscriptions.get(subscriptionId)!,
      status: 'active',
    });
    expect((await deliver(event)).json().outcome).toBe('applied');
    expect(await planOf()).toBe('pro');
    await database.db
      .updateTable('users')
      .set({ plan: 'plus' })
      .where('id', '=', owner.user!.id)
      .execute();
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await planOf()).toBe('plus');
    await database.db
      .updateTable('users')
      .set({ plan: 'pro' })
      .where('id', '=', owner.user!.id)
      .execute();
  });

  it('ignores an event older than the state already applied (out of order)', async () => {
    const subscription = fake.subscriptions.get(subscriptionId)!;
    const later = Math.floor(Date.now() / 1000) + 60;
    const newer = fake.event(
      'customer.subscription.updated',
      { ...subscription, status: 'active' },
      later,
    );
    const older = fake.event(
      'customer.subscription.updated',
      { ...subscription, status: 'trialing' },
      later - 30,
    );
    expect((await deliver(newer)).json().outcome).toBe('applied');
    expect((await deliver(older)).json().outcome).toBe('stale');
    expect(await planOf()).toBe('pro');
    expect((await customer()).json().subscription.status).toBe('active');
  });

  it('a failed charge makes the customer delinquent: the charge-failed message', async () => {
    fake.subscriptions.get(subscriptionId)!['status'] = 'active';
    const [failed] = await fake.failCharge(subscriptionId);
    // Invoices run on their own clock: a later failure after the out-of-order test's future.
    const late = { ...failed!, created: Math.floor(Date.now() / 1000) + 120 };
    expect((await deliver(late)).json().outcome).toBe('applied');
    const body = (await customer()).json();
    expect(body.delinquent).toBe(true);
    expect(billingNotice({ plan: 'pro', delinquent: true, trialEnd: null, nowSeconds: 0 })).toBe(
      'chargeFailed',
    );
    expect(messages.chargeFailed).toBe(
      'We could not charge your card. Please update your card details.',
    );
  });

  it('answers the four card-update messages from Stripe errors', async () => {
    const update = (payload: Record<string, unknown>, headers = owner.headers) =>
      app.inject({ method: 'POST', url: '/payment/updatecc', headers, payload });

    const declined = await update({ stripeToken: testTokens.declined });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: 'Your card was declined.', code: 'card' });

    const unknown = await update({ stripeToken: 'tok_unknown' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: "There was an error: No such token: 'tok_unknown'",
      code: 'invalid',
    });

    fake.down = true;
    const down = await update({ stripeToken: testTokens.visa });
    fake.down = false;
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ error: contactingStripeFailed, code: 'connection' });

    // The card attaches, but paying the open invoice with it is declined.
    const charge = await update({ stripeToken: testTokens.chargeDeclined });
    expect(charge.statusCode).toBe(402);
    expect(charge.json().code).toBe('card');

    expect((await update({})).statusCode).toBe(400);
    const foreign = await update(
      { stripeToken: testTokens.visa },
      {
        ...owner.headers,
        origin: 'https://elsewhere.example',
      },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('retries exhausted: unpaid deactivates; a good card pays and restores the plan', async () => {
    for (const event of await fake.giveUp(subscriptionId)) {
      expect(
        (await deliver({ ...event, created: Math.floor(Date.now() / 1000) + 180 })).json().outcome,
      ).toBe('applied');
    }
    expect(await planOf()).toBe('deactivated');
    expect(
      billingNotice({ plan: 'deactivated', delinquent: true, trialEnd: null, nowSeconds: 0 }),
    ).toBe('cardDeclined');

    const sent = fake.outbox.length;
    const response = await app.inject({
      method: 'POST',
      url: '/payment/updatecc',
      headers: owner.headers,
      payload: { stripeToken: testTokens.visa },
    });
    expect(response.json()).toEqual({ success: true, message: informationUpdated });
    const news = fake.outbox.slice(sent);
    expect(news.map((event) => event['type'])).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    for (const event of news) {
      const late = { ...event, created: Math.floor(Date.now() / 1000) + 240 };
      expect((await deliver(late)).json().outcome).toBe('applied');
    }
    expect(await planOf()).toBe('pro');
    expect((await customer()).json()).toMatchObject({
      delinquent: false,
      card: { brand: 'Visa', last4: '4242' },
    });
  });

  it('unsubscribes at the end of the period, from this site only', async () => {
    const crossSite = await app.inject({
      method: 'GET',
      url: '/payment/unsubscribe',
      headers: { cookie: owner.headers.cookie!, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(fake.subscriptions.get(subscriptionId)!['cancel_at_period_end']).toBe(false);

    const response = await app.inject({
      method: 'GET',
      url: '/payment/unsubscribe',
      headers: { cookie: owner.headers.cookie!, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.json()).toEqual({
      error: null,
      message: informationUpdated,
      redirect: unsubscribeFeedbackPath,
    });
    expect(fake.subscriptions.get(subscriptionId)!['cancel_at_period_end']).toBe(true);
    expect((await customer()).json().subscription.cancel_at_period_end).toBe(true);
    expect(await planOf()).toBe('pro');
  });

  it('changes plan on the subscription in force (resuming it), applied by its webhook', async () => {
    const subscriptions = fake.subscriptions.size;
    const response = await app.inject({
      method: 'POST',
      url: '/payment/checkout',
      headers: owner.headers,
      payload: { plan: 'premium' },
    });
    expect(response.json()).toEqual({ url: null });
    expect(fake.subscriptions.size).toBe(subscriptions);
    expect(await planOf()).toBe('pro');
    const event = fake.outbox.at(-1)!;
    const late = { ...event, created: Math.floor(Date.now() / 1000) + 290 };
    expect((await deliver(late)).json().outcome).toBe('applied');
    expect(await planOf()).toBe('premium');
    expect((await customer()).json().subscription.cancel_at_period_end).toBe(false);
  });

  it('a deleted subscription: basic when the owner left, deactivated when payments failed', async () => {
    const subscription = fake.subscriptions.get(subscriptionId)!;
    const at = Math.floor(Date.now() / 1000) + 300;
    const left = fake.event(
      'customer.subscription.deleted',
      {
        ...subscription,
        status: 'canceled',
        cancellation_details: { reason: 'cancellation_requested' },
      },
      at,
    );
    expect((await deliver(left)).json().outcome).toBe('applied');
    expect(await planOf()).toBe('basic');
    const unpaid = fake.event(
      'customer.subscription.deleted',
      { ...subscription, status: 'canceled', cancellation_details: { reason: 'payment_failed' } },
      at + 1,
    );
    expect((await deliver(unpaid)).json().outcome).toBe('applied');
    expect(await planOf()).toBe('deactivated');
  });

  it('sends a signed-in owner from /pricing to the billing tab', async () => {
    const page = await app.inject({ method: 'GET', url: '/pricing', headers: owner.headers });
    expect(page.body).toContain('<a href="/admin/payment">Billing tab</a>');
    expect(page.body).not.toContain('mailto:');
  });

  it('answers the spec error when there is nothing to unsubscribe from', async () => {
    const other = await sessionRole(
      database.db,
      'no subscription',
      await createAccount(database.db, 'free', { plan: 'basic' }),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/payment/unsubscribe',
      headers: { ...other.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.json()).toEqual({ error: unsubscribeFailed });
  });
});

describe('no billing unless hosted with a Stripe key', () => {
  const [pglite] = testDatabases();
  let database: ChorusDatabase;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices });
    database = await pglite!.open();
  });
  afterAll(async () => {
    await database?.close();
    await fake?.close();
  });

  it.each([
    [
      'self-hosted, with a key',
      (env: Record<string, string>) => ({ ...env, CHORUS_PLANS: 'self-hosted' }),
    ],
    [
      'hosted, without a key',
      ({ CHORUS_STRIPE_SECRET_KEY: _key, ...env }: Record<string, string>) => env,
    ],
  ])('%s: the billing routes answer 404 and Stripe is never called', async (_name, change) => {
    const environment = change(billingEnvironment(fake));
    const app = await buildTestApp(database, testConfig(environment));
    try {
      const role = await sessionRole(
        database.db,
        'owner',
        await createAccount(database.db, 'self'),
      );
      const delivery = fake.sign(fake.event('invoice.paid', { id: 'in_1', customer: 'cus_1' }));
      const answers = [
        await app.inject({ method: 'GET', url: '/api/customer/current', headers: role.headers }),
        await app.inject({
          method: 'GET',
          url: '/payment/unsubscribe',
          headers: { ...role.headers, 'sec-fetch-site': 'same-origin' },
        }),
        await app.inject({
          method: 'POST',
          url: '/payment/updatecc',
          headers: role.headers,
          payload: { stripeToken: testTokens.visa },
        }),
        await app.inject({
          method: 'POST',
          url: '/payment/webhook',
          headers: delivery.headers,
          payload: delivery.payload,
        }),
      ];
      const hosted = environment['CHORUS_PLANS'] !== 'self-hosted';
      // Hosted without a key, the customer is the plan alone (the dashboard asks it).
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        hosted ? 200 : 404,
        404,
        404,
        404,
      ]);
      if (hosted) expect(answers[0]!.json()).toMatchObject({ billing: false, plan: 'premium' });
      expect(fake.requests).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
