/**
 * Plan modes: self-hosted (the default) gives an account on any stored plan every feature and
 * no gate; hosted applies the stored plan's gates (the gating suites run hosted, see
 * testing/app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { createWall } from '../db/repositories/walls.ts';
import { testDatabases } from '../db/testing.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sessionRole } from '../testing/roles.ts';
import { selfHostedWallAllowance } from '../routes/account/feed-allowance.ts';
import { effectivePlan } from './plan-mode.ts';

describe('effectivePlan', () => {
  it('is the stored plan when hosted', () => {
    expect(effectivePlan('basic_plan', 'hosted')).toBe('basic');
    expect(effectivePlan('plus', 'hosted')).toBe('plus');
  });
  it('enables every feature when self-hosted, except on a deactivated account', () => {
    expect(effectivePlan('basic', 'self-hosted')).toBe('premium');
    expect(effectivePlan(null, 'self-hosted')).toBe('premium');
    expect(effectivePlan('deactivated', 'self-hosted')).toBe('deactivated');
  });
  it('is self-hosted unless CHORUS_PLANS says hosted', () => {
    expect(loadConfig({}).plans).toBe('self-hosted');
    expect(loadConfig({ CHORUS_PLANS: 'hosted' }).plans).toBe('hosted');
    expect(() => loadConfig({ CHORUS_PLANS: 'saas' })).toThrow(/CHORUS_PLANS/);
  });
});

describe.each(testDatabases())('plan modes on $name', ({ open }) => {
  let database: ChorusDatabase;
  const apps: Partial<Record<'self-hosted' | 'hosted', FastifyInstance>> = {};

  beforeAll(async () => {
    database = await open();
    apps['self-hosted'] = await buildTestApp(database, testConfig({ CHORUS_PLANS: 'self-hosted' }));
    apps.hosted = await buildTestApp(database, testConfig({ CHORUS_PLANS: 'hosted' }));
  });
  afterAll(async () => {
    await apps['self-hosted']?.close();
    await apps.hosted?.close();
    await database.close();
  });

  /** What a basic-plan owner meets in one mode: its plan, custom CSS, a moderated source. */
  async function basicOwnerIn(mode: 'self-hosted' | 'hosted') {
    const app = apps[mode];
    if (!app) throw new Error(`no ${mode} app`);
    const db = database.db;
    const user = await createAccount(db, 'plans', { plan: 'basic' });
    const wall = await createWall(db, { userId: user.id, userName: uniqueName('pm'), name: 'P' });
    const { headers } = await sessionRole(db, 'owner', user);
    const current = await app.inject({ url: '/api/user/current', headers });
    const css = await app.inject({
      method: 'PUT',
      url: `/api/profile/${wall.user_name}`,
      headers,
      payload: { custom_css: '.card { color: teal }', enable_realtime: 1 },
    });
    const moderated = await app.inject({
      method: 'POST',
      url: '/api/toy',
      headers,
      payload: { wall: wall.user_name, feed_type: 'board', options: { board: 'b' }, privacy: 1 },
    });
    const publicView = await app.inject({ url: `/api/profile/${wall.user_name}` });
    return {
      plan: current.json<{ account: { plan: string } }>().account.plan,
      // What the dashboard reads to leave out upgrade prompts and the allowance alert.
      plans: current.json<{ settings: { plans: string } }>().settings.plans,
      statuses: [css.statusCode, moderated.statusCode],
      publicPlan: publicView.json<{ plan: string }>().plan,
      poweredBy: publicView.json<{ powered_by: boolean }>().powered_by,
    };
  }

  it('self-hosted: a basic-plan account has every feature and meets no gate', async () => {
    const seen = await basicOwnerIn('self-hosted');
    expect(seen).toEqual({
      plan: 'premium',
      plans: 'self-hosted',
      statuses: [200, 201],
      publicPlan: 'premium',
      // No attribution unless the administrator turns it on.
      poweredBy: false,
    });
  });

  it('hosted: the same account meets the basic plan’s gates (402)', async () => {
    const seen = await basicOwnerIn('hosted');
    expect(seen).toEqual({
      plan: 'basic',
      plans: 'hosted',
      statuses: [402, 402],
      publicPlan: 'basic',
      // The basic plan shows "Powered by Chorus".
      poweredBy: true,
    });
  });

  it('self-hosted: no plan caps the walls (a premium account past its 50 still creates one); hosted: it does', async () => {
    const db = database.db;
    const created: Record<string, number> = {};
    for (const mode of ['self-hosted', 'hosted'] as const) {
      const app = apps[mode];
      if (!app) throw new Error(`no ${mode} app`);
      const user = await createAccount(db, 'walls', { plan: 'premium' });
      for (const status of [0, 2] as const) {
        for (let index = 0; index < 50; index += 1) {
          await createWall(db, { userId: user.id, userName: uniqueName('cap'), name: 'C', status });
        }
      }
      const { headers } = await sessionRole(db, 'owner', user);
      const current = await app.inject({ url: '/api/user/current', headers });
      expect(
        current.json<{ settings: { feed_count: { allowed: number } } }>().settings.feed_count
          .allowed,
      ).toBe(mode === 'hosted' ? 50 : selfHostedWallAllowance);
      const another = await app.inject({
        method: 'POST',
        url: '/api/profile',
        headers,
        payload: { name: 'One more', user_name: uniqueName('more') },
      });
      created[mode] = another.statusCode;
    }
    expect(created).toEqual({ 'self-hosted': 201, hosted: 402 });
  });

  it('self-hosted: the administrator’s switch, stored with the instance settings, shows the attribution', async () => {
    const app = apps['self-hosted'];
    if (!app) throw new Error('no self-hosted app');
    const db = database.db;
    const adminUser = await createAccount(db, 'plans-admin');
    await db.updateTable('users').set({ is_admin: true }).where('id', '=', adminUser.id).execute();
    const admin = await sessionRole(db, 'owner', { ...adminUser, is_admin: true });
    const owner = await createAccount(db, 'plans', { plan: 'premium' });
    const wall = await createWall(db, { userId: owner.id, userName: uniqueName('pb'), name: 'P' });
    const shown = async (on: FastifyInstance) =>
      (await on.inject({ url: `/api/profile/${wall.user_name}` })).json<{ powered_by: boolean }>()
        .powered_by;
    const setting = async (payload: object, headers = admin.headers) =>
      app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });

    expect(await shown(app)).toBe(false);
    const refused = await setting({ powered_by: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: { path: string; message: string }[] }>().issues[0]).toEqual({
      path: 'powered_by',
      message: 'Please specify a valid powered_by.',
    });
    const { headers: ownerHeaders } = await sessionRole(db, 'owner', owner);
    expect((await setting({ powered_by: true }, ownerHeaders)).statusCode).toBe(403);

    const saved = await setting({ powered_by: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ powered_by: boolean }>().powered_by).toBe(true);
    expect(await shown(app)).toBe(true);
    // Hosted mode follows the plans, not the switch: premium shows none.
    const hosted = apps.hosted;
    if (!hosted) throw new Error('no hosted app');
    expect(await shown(hosted)).toBe(false);

    await setting({ powered_by: false });
    expect(await shown(app)).toBe(false);
  });
});
