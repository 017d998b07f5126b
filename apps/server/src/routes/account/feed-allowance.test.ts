/**
 * The feed allowance and the API key area in hosted mode, for every plan: the session's
 * `feed_count` (active / allowed, inactive / allowed), the toggable switch and the wall
 * creation it bounds, and the apiKey gate; then the same after a signed billing webhook changes
 * the plan (basic → premium) and after failed payments deactivate the account.
 */
import { isToggable, planIds, showsFeedUpgradeAlert, type PlanId } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../billing/testing-stripe.ts';
import type { ChorusDatabase } from '../../db/open.ts';
import { createWall } from '../../db/repositories/walls.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { buildTestApp, testConfig } from '../../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../../testing/roles.ts';
import { feedAllowance, wallAllowance } from './feed-allowance.ts';

const webhookSecret = 'whsec_allowance_test';

interface Session {
  account: { plan: string };
  settings: {
    plan: string;
    plans: string;
    feed_count: { active: number; inactive: number; allowed: number };
  };
}

describe('wallAllowance', () => {
  it("is the plan's in hosted mode, 1,000 self-hosted, 0 deactivated in both", () => {
    for (const plan of planIds) expect(wallAllowance(plan, 'hosted')).toBe(feedAllowance[plan]);
    expect(wallAllowance('basic', 'self-hosted')).toBe(1000);
    expect(wallAllowance('deactivated', 'self-hosted')).toBe(0);
    expect(feedAllowance).toMatchObject({ basic: 1, plus: 3, prime: 5, pro: 10, premium: 50 });
  });
});

describe.each(testDatabases())('allowances in hosted mode on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices: { price_premium: 9900 } });
    database = await open();
    app = await buildTestApp(
      database,
      testConfig({
        CHORUS_PLANS: 'hosted',
        CHORUS_STRIPE_SECRET_KEY: 'sk_test_allowance',
        CHORUS_STRIPE_WEBHOOK_SECRET: webhookSecret,
        CHORUS_STRIPE_PRICES: 'premium=price_premium',
        // No trial: the paid subscription's webhook sets premium itself.
        CHORUS_STRIPE_TRIAL_DAYS: '0',
        CHORUS_STRIPE_API_BASE: fake.url,
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fake?.close();
  });

  const session = async (role: Role) =>
    (await app.inject({ url: '/api/user/current', headers: role.headers })).json<Session>();
  const makeKey = (role: Role) =>
    app.inject({ method: 'POST', url: '/api/apitoken', headers: role.headers, payload: {} });
  const createByApi = (role: Role) =>
    app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: role.headers,
      payload: { name: 'Allowance', user_name: uniqueName('al') },
    });
  const toggle = (role: Role, userName: string, status: '0' | '2') =>
    app.inject({
      method: 'PUT',
      url: `/api/profile/${userName}`,
      headers: role.headers,
      payload: { status },
    });
  const deliver = (event: Record<string, unknown> & { id: string }) => {
    const delivery = fake.sign(event);
    return app.inject({
      method: 'POST',
      url: '/payment/webhook',
      headers: delivery.headers,
      payload: delivery.payload,
    });
  };

  /** An owner on `plan` with one active wall. */
  async function ownerOn(plan: PlanId) {
    const user = await createAccount(database.db, plan, { plan });
    const wall = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('aw'),
      name: 'A',
    });
    return { role: await sessionRole(database.db, 'owner', user), wall };
  }

  it.each(planIds.filter((plan) => plan !== 'deactivated'))(
    '%s: the allowance, the alert rule, the switch and the API key gate',
    async (plan) => {
      const { role, wall } = await ownerOn(plan);
      const allowed = feedAllowance[plan];
      const current = await session(role);
      expect(current.settings.plans).toBe('hosted');
      expect(current.settings.plan).toBe(plan);
      expect(current.settings.feed_count).toEqual({ active: 1, inactive: 0, allowed });
      expect(showsFeedUpgradeAlert(current.settings.feed_count)).toBe(allowed - 1 <= 1);
      // The API key area's gate: premium only.
      expect((await makeKey(role)).statusCode).toBe(plan === 'premium' ? 201 : 402);
      // The one active wall may always be switched off (the inactive allowance has room)...
      expect((await toggle(role, wall.user_name, '2')).statusCode).toBe(200);
      expect((await session(role)).settings.feed_count).toEqual({
        active: 0,
        inactive: 1,
        allowed,
      });
      expect((await toggle(role, wall.user_name, '0')).statusCode).toBe(200);
    },
  );

  it('basic at its limit: walls start inactive, then none; the switches are locked', async () => {
    const { role, wall } = await ownerOn('basic');
    const second = await createByApi(role);
    expect(second.statusCode).toBe(201);
    const secondName = second.json<{ user_name: string }>().user_name;
    const count = (await session(role)).settings.feed_count;
    expect(count).toEqual({ active: 1, inactive: 1, allowed: 1 });
    expect(isToggable('active', count)).toBe(false);
    expect(isToggable('inactive', count)).toBe(false);
    expect((await createByApi(role)).statusCode).toBe(402);
    expect((await toggle(role, wall.user_name, '2')).statusCode).toBe(409);
    expect((await toggle(role, secondName, '0')).statusCode).toBe(409);
    const view = await app.inject({ url: `/api/profile/${wall.user_name}`, headers: role.headers });
    expect(view.json<{ toggable: boolean }>().toggable).toBe(false);
  });

  it('follows a plan change from a signed webhook, and deactivation', async () => {
    const { role, wall } = await ownerOn('basic');
    expect((await createByApi(role)).statusCode).toBe(201);
    expect((await makeKey(role)).statusCode).toBe(402);

    const checkout = await app.inject({
      method: 'POST',
      url: '/payment/checkout',
      headers: role.headers,
      payload: { plan: 'premium' },
    });
    expect(checkout.statusCode).toBe(200);
    const events = await fake.completeCheckout(fake.lastSession()!.id as string);
    for (const event of events) expect((await deliver(event)).json().outcome).toBe('applied');

    const upgraded = await session(role);
    expect(upgraded.settings.plan).toBe('premium');
    expect(upgraded.settings.feed_count).toEqual({ active: 1, inactive: 1, allowed: 50 });
    expect(showsFeedUpgradeAlert(upgraded.settings.feed_count)).toBe(false);
    const made = await makeKey(role);
    expect(made.statusCode).toBe(201);
    const withKey = () =>
      app.inject({
        url: '/api/user/current',
        headers: { authorization: `Bearer ${made.json<{ token: string }>().token}` },
      });
    expect((await withKey()).statusCode).toBe(200);
    expect((await toggle(role, wall.user_name, '2')).statusCode).toBe(200);
    expect((await toggle(role, wall.user_name, '0')).statusCode).toBe(200);

    // Payments given up: the subscription goes unpaid and the account is deactivated.
    const customer = await app.inject({ url: '/api/customer/current', headers: role.headers });
    const subscriptionId = customer.json<{ subscription: { id: string } }>().subscription.id;
    for (const event of await fake.giveUp(subscriptionId)) {
      const late = { ...event, created: Math.floor(Date.now() / 1000) + 120 };
      expect((await deliver(late)).json().outcome).toBe('applied');
    }
    const deactivated = await session(role);
    expect(deactivated.settings.plan).toBe('deactivated');
    expect(deactivated.settings.feed_count).toEqual({ active: 1, inactive: 1, allowed: 0 });
    expect((await makeKey(role)).statusCode).toBe(402);
    // The key made on premium stops working with the plan that allowed it.
    expect((await withKey()).statusCode).toBe(402);
    expect((await createByApi(role)).statusCode).toBe(402);
    expect((await toggle(role, wall.user_name, '2')).statusCode).toBe(409);
  });
});
