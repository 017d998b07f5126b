/**
 * The instance's administrator: the first account signed up runs the instance, lists owner
 * accounts (search, plan, walls, last sign-in), changes a plan (the gate lifts in hosted mode)
 * suspends and restores an account, and sets an account's enterprise licenses; nobody else may.
 */
import { describe, expect, it } from 'vitest';
import { createWall } from '../../db/repositories/walls.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { createAccount, rolePassword, sameOrigin, sessionRole } from '../../testing/roles.ts';

describe.each(testDatabases())('the instance administrator on $name', ({ open }) => {
  // The standard roles are made directly, not signed up: none of them is the administrator.
  const t = useRoleApp(open);

  /** Signs up through the API: the account view and the session cookie. */
  async function signUp(prefix: string) {
    const username = uniqueName(prefix);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: sameOrigin },
      payload: { username, email: `${username}@example.com`, password: 'secret1' },
    });
    expect(response.statusCode).toBe(201);
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const account = response.json<{ account: { id: number; admin: boolean; username: string } }>()
      .account;
    return { account, headers: { cookie, origin: sameOrigin } };
  }

  const promote = (id: number) =>
    t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', id).execute();
  const list = (headers: Record<string, string>, search = '') =>
    t.app.inject({ url: `/api/admin/accounts?search=${encodeURIComponent(search)}`, headers });
  const change = (headers: Record<string, string>, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${id}`, headers, payload });

  it('makes the first sign-up the administrator, and no later one', async () => {
    const first = await signUp('first');
    const second = await signUp('second');
    expect(first.account.admin).toBe(true);
    expect(second.account.admin).toBe(false);
    const current = await t.app.inject({ url: '/api/user/current', headers: first.headers });
    expect(current.json<{ account: { admin: boolean } }>().account.admin).toBe(true);

    const accounts = await list(first.headers, second.account.username.toUpperCase());
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toEqual({
      accounts: [
        expect.objectContaining({
          id: second.account.id,
          username: second.account.username,
          plan: 'basic',
          admin: false,
          suspended: false,
          walls: 0,
        }),
      ],
    });
    expect((await list(second.headers)).statusCode).toBe(403);
    expect((await list(second.headers)).json()).toEqual({
      error: 'Only the administrator of this Chorus can do that.',
    });
    expect((await change(second.headers, first.account.id, { plan: 'basic' })).statusCode).toBe(
      403,
    );
  });

  it('lists walls and the last sign-in, changes a plan and the gate lifts', async () => {
    const admin = await signUp('admin');
    // The first account of this database signed up in the test above: this one is not the
    // administrator until promoted.
    expect((await list(admin.headers)).statusCode).toBe(403);
    await promote(admin.account.id);
    const owner = await createAccount(t.database.db, 'gated', { plan: 'basic' });
    const wall = await createWall(t.database.db, {
      userId: owner.id,
      userName: uniqueName('gw'),
      name: 'Gated',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: sameOrigin },
      payload: { username: owner.username, password: rolePassword },
    });
    expect(login.statusCode).toBe(200);
    const ownerHeaders = (await sessionRole(t.database.db, 'owner', owner)).headers;
    const saveCss = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profile/${wall.user_name}`,
        headers: ownerHeaders,
        payload: { custom_css: '.card { color: teal }' },
      });
    expect((await saveCss()).statusCode).toBe(402);

    const listed = (await list(admin.headers, owner.username)).json<{
      accounts: { walls: number; last_sign_in_at: string | null }[];
    }>().accounts[0];
    expect(listed?.walls).toBe(1);
    expect(listed?.last_sign_in_at).not.toBeNull();

    const upgraded = await change(admin.headers, owner.id, { plan: 'plus' });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toMatchObject({ id: owner.id, plan: 'plus', suspended: false });
    expect((await saveCss()).statusCode).toBe(200);
  });

  it('suspends an account (its session and sign-in refused) and restores it', async () => {
    const admin = await signUp('boss');
    await promote(admin.account.id);
    const owner = await createAccount(t.database.db, 'held');
    const ownerHeaders = (await sessionRole(t.database.db, 'owner', owner)).headers;
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: sameOrigin },
        payload: { username: owner.username, password: rolePassword },
      });

    const suspended = await change(admin.headers, owner.id, { suspended: true });
    expect(suspended.json()).toMatchObject({ suspended: true });
    expect(
      (await t.app.inject({ url: '/api/user/current', headers: ownerHeaders })).statusCode,
    ).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'This account is suspended. Ask the administrator of this Chorus to restore it.',
    });

    expect((await change(admin.headers, owner.id, { suspended: false })).json()).toMatchObject({
      suspended: false,
    });
    expect((await signIn()).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user/current', headers: ownerHeaders })).statusCode,
    ).toBe(200);
  });

  it('refuses to suspend itself, an unknown account and an empty change', async () => {
    const admin = await signUp('self');
    await promote(admin.account.id);
    const self = await change(admin.headers, admin.account.id, { suspended: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot suspend your own account.' });
    expect((await change(admin.headers, 999_999, { plan: 'pro' })).statusCode).toBe(404);
    expect((await change(admin.headers, admin.account.id, {})).statusCode).toBe(400);
    expect((await change(admin.headers, admin.account.id, { plan: 'gold' })).statusCode).toBe(400);
  });

  it("sets an account's licenses (0 to 10,000): the owner's licenses follow", async () => {
    const admin = await signUp('grants');
    await promote(admin.account.id);
    const owner = await createAccount(t.database.db, 'licensed', { plan: 'premium', licenses: 0 });
    const ownerHeaders = (await sessionRole(t.database.db, 'owner', owner)).headers;
    const setLicenses = (headers: Record<string, string>, id: number, licenses: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/accounts/${id}/licenses`,
        headers,
        payload: { licenses },
      });
    const licensesOfOwner = async () =>
      (await t.app.inject({ url: '/api/accounts', headers: ownerHeaders })).json<{
        licenses: { total: number; used: number; remaining: number };
      }>().licenses;

    // Hosted mode: an account signed up has none (the column's default).
    expect(await licensesOfOwner()).toEqual({ total: 0, used: 0, remaining: 0 });
    const listed = (await list(admin.headers, owner.username)).json<{
      accounts: { licenses: number }[];
    }>().accounts;
    expect(listed).toEqual([expect.objectContaining({ licenses: 0 })]);

    const saved = await setLicenses(admin.headers, owner.id, 2);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: owner.id, licenses: 2, plan: 'premium' });
    expect(await licensesOfOwner()).toEqual({ total: 2, used: 0, remaining: 2 });

    // The field's own message, tied to the field.
    const message = {
      error: 'Something was wrong with your request.',
      issues: [{ path: 'licenses', message: 'Please specify a valid number of licenses.' }],
    };
    for (const bad of [-1, 10_001, 2.5, '3', null]) {
      const refused = await setLicenses(admin.headers, owner.id, bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json()).toEqual(message);
    }
    expect((await setLicenses(admin.headers, owner.id, 10_000)).json()).toMatchObject({
      licenses: 10_000,
    });
    expect((await setLicenses(admin.headers, owner.id, 0)).json()).toMatchObject({ licenses: 0 });
    expect(await licensesOfOwner()).toEqual({ total: 0, used: 0, remaining: 0 });

    // Not a sub-account, not an unknown account, and never by the owner themselves.
    const sub = await createAccount(t.database.db, 'sub', { creatorId: owner.id });
    expect((await setLicenses(admin.headers, sub.id, 2)).statusCode).toBe(404);
    expect((await setLicenses(admin.headers, 999_999, 2)).statusCode).toBe(404);
    const self = await setLicenses(ownerHeaders, owner.id, 5);
    expect(self.statusCode).toBe(403);
    expect(await licensesOfOwner()).toEqual({ total: 0, used: 1, remaining: 0 });
  });
});
