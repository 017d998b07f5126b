import { permissionKeys, type PermissionKey } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { updateWall } from '../db/repositories/walls.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { buildTestApp } from '../testing/app.ts';
import { sameOrigin, type Role, type Roles } from '../testing/roles.ts';
import { wallByUserName } from './declaration.ts';
import { accessActions, type AccessAction } from './permissions.ts';
import { useRoleApp } from '../testing/role-app.ts';

/** Who may do what, as docs/api.md states it; `null` permission means any account with access. */
const model: Record<
  Exclude<AccessAction, 'public'>,
  { permission: PermissionKey | null; ownerOnly?: boolean; api: boolean; wl: boolean }
> = {
  signedIn: { permission: null, api: true, wl: false },
  'wall.create': { permission: 'create_tint', api: true, wl: false },
  'wall.read': { permission: null, api: true, wl: false },
  'wall.modify': { permission: 'modify_tint', api: true, wl: false },
  'wall.delete': { permission: 'delete_tint', api: false, wl: false },
  'wall.moderate': { permission: 'moderate_tint', api: true, wl: true },
  'wall.readPrivate': { permission: 'moderate_tint', api: true, wl: true },
  'wall.ownership': { permission: 'ownership_tint', api: false, wl: false },
  'wall.shareModeration': { permission: 'moderate_tint', api: false, wl: false },
  'accounts.manage': { permission: 'create_enterprise_accounts', api: false, wl: false },
  'billing.change': { permission: 'change_billing', api: false, wl: false },
  'token.manage': { permission: null, ownerOnly: true, api: false, wl: false },
};

/** The status a role gets for an action on a route that names wall A. */
function expectedOnWallA(roles: Roles, role: Role, action: AccessAction): number {
  if (role === roles.revokedApiTokenA || role === roles.revokedWhiteLabelA) return 401;
  if (action === 'public') return 200;
  if (role === roles.visitor) return 401;
  const rule = model[action];
  if (role === roles.ownerB || role === roles.subAccountWithoutAccess) return 404;
  if (role === roles.whiteLabelA) return rule.wl ? 200 : 403;
  if (role === roles.apiTokenA) return rule.api ? 200 : 403;
  if (role === roles.ownerA) return 200;
  if (rule.ownerOnly) return 403;
  if (rule.permission === null) return 200;
  const holds =
    roles.withPermission[rule.permission] === role ||
    permissionKeys.some((key) => key !== rule.permission && roles.withoutPermission[key] === role);
  return holds ? 200 : 403;
}

/** The test app with a route per access action, and one that requires a plan feature. */
async function buildAccessTestApp(database: ChorusDatabase): Promise<FastifyInstance> {
  const app = await buildTestApp(database);
  for (const action of accessActions) {
    const path = `/api/test-access/${action}/:user_name`;
    const config = { access: { action, wall: wallByUserName('user_name') } };
    const handler = async () => ({ ok: true });
    app.get(path, { config }, handler);
    app.post(path, { config }, handler);
  }
  app.get(
    '/api/test-feature/:user_name',
    { config: { access: { action: 'public', wall: wallByUserName('user_name') } } },
    async (request) => {
      request.requireFeature('search');
      return { ok: true };
    },
  );
  await app.ready();
  return app;
}

describe.each(testDatabases())('the access layer on $name', ({ open }) => {
  const t = useRoleApp(open, buildAccessTestApp);

  const call = (role: Role, action: AccessAction, wall: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url: `/api/test-access/${action}/${wall}`, headers: role.headers });

  it.each(accessActions)('decides %s on wall A for every role', async (action) => {
    const outcome: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const role of t.roles.all) {
      outcome[role.name] = (await call(role, action, t.roles.wallA.user_name)).statusCode;
      expected[role.name] = expectedOnWallA(t.roles, role, action);
    }
    expect(outcome).toEqual(expected);
  });

  it('never lets wall A callers reach wall B: 404, as if it did not exist', async () => {
    const callers = [
      t.roles.ownerA,
      t.roles.apiTokenA,
      t.roles.whiteLabelA,
      ...Object.values(t.roles.withPermission),
    ];
    for (const action of accessActions.filter(
      (a) => a.startsWith('wall.') && a !== 'wall.create',
    )) {
      for (const role of callers) {
        const response = await call(role, action, t.roles.wallB.user_name);
        expect(response.statusCode, `${role.name} ${action}`).toBe(404);
        expect(response.json()).toEqual({ error: 'This page could not be found.' });
      }
    }
  });

  it('answers 404 for a wall that does not exist, whoever asks', async () => {
    for (const role of [t.roles.visitor, t.roles.ownerA]) {
      expect((await call(role, 'public', 'no-such-wall')).statusCode).toBe(404);
    }
  });

  it('shows an inactive wall publicly only to those who may see it', async () => {
    await updateWall(t.database.db, t.roles.wallB.id, { status: 2 });
    try {
      expect((await call(t.roles.visitor, 'public', t.roles.wallB.user_name)).statusCode).toBe(404);
      expect((await call(t.roles.ownerA, 'public', t.roles.wallB.user_name)).statusCode).toBe(404);
      expect((await call(t.roles.ownerB, 'public', t.roles.wallB.user_name)).statusCode).toBe(200);
    } finally {
      await updateWall(t.database.db, t.roles.wallB.id, { status: 0 });
    }
  });

  it('answers with the catalogue texts', async () => {
    const wall = t.roles.wallA.user_name;
    expect((await call(t.roles.visitor, 'wall.read', wall)).json()).toEqual({
      error: 'Please sign in to continue.',
    });
    expect((await call(t.roles.whiteLabelA, 'wall.modify', wall)).json()).toEqual({
      error: 'Your account does not have permission to do that.',
    });
    expect((await call(t.roles.revokedWhiteLabelA, 'public', wall)).json()).toEqual({
      error: 'Token expired. Please click here to refresh your token.',
    });
  });

  it('refuses a cookie-authenticated change from another origin, or from no origin', async () => {
    const url = `/api/test-access/wall.modify/${t.roles.wallA.user_name}`;
    const cookie = t.roles.ownerA.headers.cookie ?? '';
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: { cookie, ...headers } });
    expect((await post({ origin: sameOrigin })).statusCode).toBe(200);
    expect((await post({ referer: `${sameOrigin}/admin` })).statusCode).toBe(200);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of foreign) {
      const response = await post(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: 'Something was wrong with your request.' });
    }
  });

  it('lets token-authenticated changes through without an Origin', async () => {
    const response = await call(t.roles.apiTokenA, 'wall.modify', t.roles.wallA.user_name, 'POST');
    expect(response.statusCode).toBe(200);
  });

  it('accepts a white-label token in the wl_token query', async () => {
    const token = (t.roles.whiteLabelA.headers.authorization ?? '').replace('Bearer ', '');
    const url = `/api/test-access/wall.moderate/${t.roles.wallA.user_name}?wl_token=${token}`;
    expect((await t.app.inject(url)).statusCode).toBe(200);
  });

  it('gates plan features on the wall owner plan with the upgrade message', async () => {
    const { db } = t.database;
    const premium = await t.app.inject(`/api/test-feature/${t.roles.wallA.user_name}`);
    expect(premium.statusCode).toBe(200);
    await db
      .updateTable('users')
      .set({ plan: 'basic' })
      .where('id', '=', t.roles.wallA.user_id)
      .execute();
    try {
      const basic = await t.app.inject(`/api/test-feature/${t.roles.wallA.user_name}`);
      expect(basic.statusCode).toBe(402);
      expect(basic.json()).toEqual({
        error: 'This feature is not included in your plan. Upgrade to use it.',
      });
    } finally {
      await db
        .updateTable('users')
        .set({ plan: 'premium' })
        .where('id', '=', t.roles.wallA.user_id)
        .execute();
    }
  });
});

describe('the registration guard', () => {
  it('refuses an /api route without an access declaration, and a wall action without a wall', async () => {
    const [pglite] = testDatabases();
    const database = await pglite!.open();
    try {
      for (const options of [{}, { config: { access: { action: 'wall.read' as const } } }]) {
        const app = await buildTestApp(database);
        let failure: unknown;
        try {
          app.get('/api/forgotten', options, async () => ({}));
          await app.ready();
        } catch (error) {
          failure = error;
        }
        expect(String(failure)).toMatch(/GET \/api\/forgotten declares/);
        await app.close().catch(() => undefined);
      }
    } finally {
      await database.close();
    }
  });
});
