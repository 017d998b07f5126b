/**
 * Live-update passes through the app, with a fake clock (`app.livePasses.now`) and the loopback
 * fake of Stripe: a pass bought through Checkout (its signed webhook twice: one pass), then
 * scheduled, turns a wall's live push on at its start and off at its stop; the test starts
 * once; basic, trial and plus cannot buy.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../billing/testing-stripe.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { createWall } from '../db/repositories/walls.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import type { WallRow } from '../db/schema.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { passLengthSeconds, scheduleMessages, testFailed, testStarted } from './rules.ts';

const webhookSecret = 'whsec_passes_test';

describe.each(testDatabases())('live-update passes on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let fake: FakeStripe;
  let clock = new Date('2026-12-01T12:00:00Z');

  const ownerWith = async (plan: string): Promise<{ role: Role; wall: WallRow }> => {
    const user = await createAccount(database.db, `pass${plan}`, { plan });
    const wall = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('passwall'),
      name: `Pass wall ${plan}`,
    });
    return { role: await sessionRole(database.db, plan, user), wall };
  };
  const passesOf = async (role: Role, wall: WallRow) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/live-passes/${wall.user_name}`,
        headers: role.headers,
      })
    ).json();
  const profileOf = async (role: Role, wall: WallRow) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/profile/${wall.user_name}`,
        headers: role.headers,
      })
    ).json();
  const deliver = async (event: Record<string, unknown> & { id: string }) => {
    const delivery = fake.sign(event);
    const response = await app.inject({
      method: 'POST',
      url: '/payment/webhook',
      headers: delivery.headers,
      payload: delivery.payload,
    });
    return response.json().outcome as string;
  };
  const schedule = (role: Role, wall: WallRow, id: number, start: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/live-passes/${wall.user_name}/${id}`,
      headers: role.headers,
      payload: { start },
    });
  const startTest = (role: Role, tintID: number | string) =>
    app.inject({
      method: 'POST',
      url: '/payment/testRealTimeDays',
      headers: role.headers,
      payload: { tintID },
    });

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices: { price_pro: 4900 } });
    database = await open();
    app = await buildTestApp(
      database,
      testConfig({
        CHORUS_STRIPE_SECRET_KEY: 'sk_test_passes',
        CHORUS_STRIPE_WEBHOOK_SECRET: webhookSecret,
        CHORUS_STRIPE_PRICES: 'pro=price_pro',
        CHORUS_STRIPE_API_BASE: fake.url,
      }),
    );
    app.livePasses.now = () => clock;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fake?.close();
  });

  it('a bought pass, scheduled, is live between its start and its stop only', async () => {
    // A prime plan may buy; its live push is on by the plan already, and
    // realtime_updates.active reads the passes alone.
    const { role, wall } = await ownerWith('prime');
    const checkout = await app.inject({
      method: 'POST',
      url: `/payment/live-passes/${wall.user_name}/checkout`,
      headers: role.headers,
    });
    expect(checkout.statusCode).toBe(200);
    const session = fake.lastSession()!;
    expect(checkout.json().url).toBe(session['url']);
    expect(session['mode']).toBe('payment');
    const [completed] = await fake.completeCheckout(session['id'] as string);
    expect(await deliver(completed!)).toBe('applied');
    // Stripe may deliver the event again, as a new delivery of the same session.
    expect(await deliver({ ...completed!, id: `${completed!.id}_again` })).toBe('duplicate');
    expect(await deliver(completed!)).toBe('duplicate');

    const bought = await passesOf(role, wall);
    expect(bought.data).toEqual([
      {
        id: expect.any(Number),
        kind: 'bought',
        status: 'unscheduled',
        start: null,
        stop: null,
        length_seconds: passLengthSeconds,
      },
    ]);
    const id = bought.data[0].id as number;

    const past = await schedule(role, wall, id, '2026-12-01T11:00:00Z');
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(scheduleMessages.inPast);

    expect((await schedule(role, wall, id, '2026-12-02T09:00:00+01:00')).statusCode).toBe(200);
    const moved = await schedule(role, wall, id, '2026-12-03T08:00:00Z');
    expect(moved.json()).toMatchObject({
      status: 'scheduled',
      start: '2026-12-03T08:00:00.000Z',
      stop: new Date(Date.parse('2026-12-03T08:00:00Z') + passLengthSeconds * 1000).toISOString(),
    });

    const basicView = async () => {
      const profile = await profileOf(role, wall);
      return {
        status: profile.realtime_updates.data[0]?.status,
        active: profile.realtime_updates.active,
      };
    };
    clock = new Date('2026-12-03T07:59:59Z');
    expect(await basicView()).toEqual({ status: 'scheduled', active: false });
    clock = new Date('2026-12-03T08:00:00Z');
    expect(await basicView()).toEqual({ status: 'active', active: true });
    const started = await schedule(role, wall, id, '2026-12-20T08:00:00Z');
    expect(started.statusCode).toBe(409);
    expect(started.json().error).toBe(scheduleMessages.notScheduled);
    clock = new Date(Date.parse('2026-12-03T08:00:00Z') + passLengthSeconds * 1000);
    expect(await basicView()).toEqual({ status: undefined, active: false });
    clock = new Date('2026-12-01T12:00:00Z');
  });

  it('the test starts once, turns live push on for an hour, and answers the spec messages', async () => {
    const { role, wall } = await ownerWith('basic');
    const before = await profileOf(role, wall);
    expect(before.realtime).toBe(false);
    expect(before.realtime_updates.testable).toBe(true);

    const first = await startTest(role, wall.id);
    expect(first.json()).toEqual({ success: true, message: testStarted });
    const during = await profileOf(role, wall);
    expect(during.realtime).toBe(true);
    // The window an open wall follows: from now (12:00) to the test's end, an hour ahead.
    expect(during.realtime_windows).toEqual([[0, 3600]]);
    expect(during.realtime_updates).toMatchObject({ testable: false, active: true });
    expect(during.realtime_updates.data[0]).toMatchObject({
      kind: 'test',
      status: 'active',
      stop: '2026-12-01T13:00:00.000Z',
    });

    const again = await startTest(role, wall.user_name);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: testFailed });

    clock = new Date('2026-12-01T13:00:00Z');
    const after = await profileOf(role, wall);
    expect(after.realtime).toBe(false);
    expect(after.realtime_windows).toEqual([]);
    expect(after.realtime_updates).toEqual({ data: [], testable: false, active: false });
    clock = new Date('2026-12-01T12:00:00Z');
  });

  it('a wall live by its plan is not testable; another owner cannot start a test', async () => {
    const pro = await ownerWith('pro');
    expect((await passesOf(pro.role, pro.wall)).testable).toBe(false);
    // Live by its plan: no pass window to follow.
    expect((await profileOf(pro.role, pro.wall)).realtime_windows).toEqual([]);
    expect((await startTest(pro.role, pro.wall.id)).json().error).toBe(testFailed);
    const other = await ownerWith('plus');
    expect((await startTest(other.role, pro.wall.id)).statusCode).toBe(404);
  });

  it.each(['basic', 'trial', 'plus'])('%s cannot buy a pass', async (plan) => {
    const { role, wall } = await ownerWith(plan);
    expect((await passesOf(role, wall)).can_buy).toBe(false);
    const checkout = await app.inject({
      method: 'POST',
      url: `/payment/live-passes/${wall.user_name}/checkout`,
      headers: role.headers,
    });
    expect(checkout.statusCode).toBe(403);
  });

  it('a pass Checkout naming another owner’s wall makes no pass', async () => {
    const payer = await ownerWith('premium');
    const other = await ownerWith('premium');
    const response = await app.inject({
      method: 'POST',
      url: `/payment/live-passes/${payer.wall.user_name}/checkout`,
      headers: payer.role.headers,
    });
    expect(response.statusCode).toBe(200);
    const session = fake.lastSession()!;
    session['metadata'] = { chorus_pass_wall: String(other.wall.id) };
    const [completed] = await fake.completeCheckout(session['id'] as string);
    expect(await deliver(completed!)).toBe('ignored');
    expect((await passesOf(other.role, other.wall)).data).toEqual([]);
  });
});
