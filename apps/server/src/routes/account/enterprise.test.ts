import { beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../db/repositories/users.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { createAccount, sessionRole, type Role } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { licensesOf, selfHostedLicenses } from './enterprise.ts';

describe('licenses under each plan mode', () => {
  it('are the stored count when hosted, and never fewer than the guard when self-hosted', () => {
    expect(licensesOf(0, 'hosted')).toBe(0);
    expect(licensesOf(3, 'hosted')).toBe(3);
    expect(licensesOf(0, 'self-hosted')).toBe(selfHostedLicenses);
    expect(licensesOf(selfHostedLicenses + 5, 'self-hosted')).toBe(selfHostedLicenses + 5);
  });
});

describe.each(testDatabases())('enterprise accounts on $name', ({ open }) => {
  const t = useRoleApp(open);

  beforeAll(async () => {
    // Owner A has 10 licenses and 15 helper sub-accounts: give room for these tests.
    await t.database.db
      .updateTable('users')
      .set({ licenses: 40 })
      .where('id', '=', t.roles.wallA.user_id)
      .execute();
  });

  const send = (role: Role, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: role.headers, ...(payload ? { payload } : {}) });
  const newAccount = (meta: string[] = ['moderate_tint']) => {
    const username = uniqueName('helper');
    return { username, email: `${username}@example.com`, password: 'secret1', meta };
  };

  it('creates an account with enterprise_accounts plus the chosen permissions', async () => {
    const response = await send(
      t.roles.ownerA,
      'POST',
      '/api/account',
      newAccount(['moderate_tint', 'modify_tint']),
    );
    expect(response.statusCode).toBe(201);
    const { message, account } = response.json();
    expect(message).toBe('Account Created!');
    expect(account).toMatchObject({
      creator_id: t.roles.wallA.user_id,
      meta: ['enterprise_accounts', 'moderate_tint', 'modify_tint'],
    });
    const list = await t.app.inject({ url: '/api/accounts', headers: t.roles.ownerA.headers });
    expect(list.json().accounts.map((a: { id: number }) => a.id)).toContain(account.id);
    expect(list.json().licenses).toEqual({ total: 40, used: 16, remaining: 24 });
  });

  it('validates the form with the spec messages and refuses taken names', async () => {
    const invalid = await send(t.roles.ownerA, 'POST', '/api/account', {
      username: 'abc',
      email: '',
      password: '123',
      meta: ['fly'],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining([
        'Username must be at least 5 characters.',
        'Email is required.',
        'Password must be at least 5 characters.',
      ]),
    );
    const taken = await send(t.roles.ownerA, 'POST', '/api/account', {
      ...newAccount(),
      username: t.roles.ownerB.user!.username,
    });
    expect(taken.json()).toEqual({
      error: 'Username already exists. Please try a different username.',
    });
    const email = await send(t.roles.ownerA, 'POST', '/api/account', {
      ...newAccount(),
      email: t.roles.ownerB.user!.email,
    });
    expect(email.json()).toEqual({
      error: 'Account with this email already exists. Please try a different email.',
    });
  });

  it('lets a white-label account go without an e-mail, and only it', async () => {
    const bare = () => ({ ...newAccount(), email: '' });
    const refused = await send(t.roles.ownerA, 'POST', '/api/account', bare());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'email', message: 'Email is required.' }]);
    // Two white-label accounts without an address do not clash on the unique e-mail index.
    for (const _ of [1, 2]) {
      const created = await send(t.roles.ownerA, 'POST', '/api/account', {
        ...bare(),
        white_label: true,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().account.email).toBe('');
    }
    const invalid = await send(t.roles.ownerA, 'POST', '/api/account', {
      ...newAccount(),
      email: 'not-an-address',
      white_label: true,
    });
    expect(invalid.json().issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address.' },
    ]);
    // A given address is still unique, white-label or not.
    const taken = await send(t.roles.ownerA, 'POST', '/api/account', {
      ...newAccount(),
      email: t.roles.ownerB.user!.email.toUpperCase(),
      white_label: true,
    });
    expect(taken.json()).toEqual({
      error: 'Account with this email already exists. Please try a different email.',
    });
  });

  it('holds the count to the licenses', async () => {
    const owner = await createAccount(t.database.db, 'small', { licenses: 1 });
    const role = await sessionRole(t.database.db, 'small owner', owner);
    expect((await send(role, 'POST', '/api/account', newAccount())).statusCode).toBe(201);
    const over = await send(role, 'POST', '/api/account', newAccount());
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: 'All your account licenses are in use.' });
  });

  it('counts the licenses left, never below none', async () => {
    const owner = await createAccount(t.database.db, 'counted', { licenses: 2 });
    const role = await sessionRole(t.database.db, 'counted owner', owner);
    const licenses = async () =>
      (await t.app.inject({ url: '/api/accounts', headers: role.headers })).json().licenses;
    expect(await licenses()).toEqual({ total: 2, used: 0, remaining: 2 });
    await send(role, 'POST', '/api/account', newAccount());
    expect(await licenses()).toEqual({ total: 2, used: 1, remaining: 1 });
    // Fewer licenses than accounts (the operator lowered them): none left, not a negative count.
    await t.database.db
      .updateTable('users')
      .set({ licenses: 0 })
      .where('id', '=', owner.id)
      .execute();
    expect(await licenses()).toEqual({ total: 0, used: 1, remaining: 0 });
    const refused = await send(role, 'POST', '/api/account', newAccount());
    expect(refused.json()).toEqual({ error: 'All your account licenses are in use.' });
  });

  it('needs the enterprise_accounts feature to create accounts', async () => {
    const owner = await createAccount(t.database.db, 'pro', { plan: 'pro' });
    const role = await sessionRole(t.database.db, 'pro owner', owner);
    const response = await send(role, 'POST', '/api/account', newAccount());
    expect(response.statusCode).toBe(402);
  });

  it('lets a sub-account manage accounts only within its own permissions', async () => {
    const manager = t.roles.withPermission.create_enterprise_accounts;
    const escalate = await send(manager, 'POST', '/api/account', newAccount(['delete_tint']));
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json()).toEqual({
      error: 'You can only give permissions that your own account has.',
    });
    const plain = await send(manager, 'POST', '/api/account', newAccount([]));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().account.creator_id).toBe(t.roles.wallA.user_id);
    // It may not touch an account holding more than it does, nor itself.
    const admin = t.roles.withoutPermission.change_billing.user!;
    expect((await send(manager, 'PUT', `/api/account/${admin.id}`, { meta: [] })).statusCode).toBe(
      403,
    );
    expect(
      (await send(manager, 'PUT', `/api/account/${manager.user!.id}`, { meta: [] })).statusCode,
    ).toBe(403);
    expect(
      (await send(t.roles.withPermission.moderate_tint, 'POST', '/api/account', newAccount([])))
        .statusCode,
    ).toBe(403);
  });

  it('modifies permissions, and never reaches another owner’s accounts', async () => {
    const created = (await send(t.roles.ownerA, 'POST', '/api/account', newAccount())).json()
      .account;
    const modified = await send(t.roles.ownerA, 'PUT', `/api/account/${created.id}`, {
      meta: ['delete_tint'],
    });
    expect(modified.statusCode).toBe(200);
    expect(modified.json()).toMatchObject({
      message: 'Account Modified!',
      account: { meta: ['enterprise_accounts', 'delete_tint'] },
    });
    const byB = await send(t.roles.ownerB, 'PUT', `/api/account/${created.id}`, { meta: [] });
    expect(byB.statusCode).toBe(404);
    const bad = await send(t.roles.ownerA, 'PUT', `/api/account/${created.id}`, { meta: ['root'] });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes an account only when 'delete' is typed", async () => {
    const created = (await send(t.roles.ownerA, 'POST', '/api/account', newAccount())).json()
      .account;
    const unconfirmed = await send(t.roles.ownerA, 'DELETE', `/api/account/${created.id}`, {
      confirm: 'yes',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().issues).toEqual([
      { path: 'confirm', message: "Type 'delete' to confirm." },
    ]);
    const byB = await send(t.roles.ownerB, 'DELETE', `/api/account/${created.id}`, {
      confirm: 'delete',
    });
    expect(byB.statusCode).toBe(404);
    const deleted = await send(t.roles.ownerA, 'DELETE', `/api/account/${created.id}`, {
      confirm: ' Delete ',
    });
    expect(deleted.json()).toEqual({ message: 'Account deleted successfully' });
    expect(await findUserById(t.database.db, created.id)).toBeUndefined();
  });

  it('keeps the account routes from visitors, tokens and sub-accounts without the permission', async () => {
    for (const role of [
      t.roles.visitor,
      t.roles.whiteLabelA,
      t.roles.apiTokenA,
      t.roles.withoutPermission.create_enterprise_accounts,
    ]) {
      const response = await t.app.inject({ url: '/api/accounts', headers: role.headers });
      expect(response.statusCode, role.name).toBe(role === t.roles.visitor ? 401 : 403);
    }
  });
});

describe.each(testDatabases())('wall access lists on $name', ({ open }) => {
  const t = useRoleApp(open);

  it('lists the owner first, then the accounts with access', async () => {
    const response = await t.app.inject({
      url: `/api/access/${t.roles.wallA.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json().access;
    expect(entries[0]).toMatchObject({ id: t.roles.wallA.user_id, owner: true });
    expect(entries).toHaveLength(15);
    expect(entries.slice(1).every((e: { owner: boolean }) => !e.owner)).toBe(true);
  });

  it("offers the owner's other sub-accounts to add, and only those", async () => {
    const list = async () =>
      (
        await t.app.inject({
          url: `/api/access/${t.roles.wallA.id}`,
          headers: t.roles.ownerA.headers,
        })
      ).json() as { access: { id: number }[]; available: { id: number; owner: boolean }[] };
    const account = t.roles.subAccountWithoutAccess.user!;
    const before = await list();
    expect(before.available.map((entry) => entry.id)).toContain(account.id);
    expect(before.available.every((entry) => !entry.owner)).toBe(true);
    const onList = new Set(before.access.map((entry) => entry.id));
    expect(before.available.some((entry) => onList.has(entry.id))).toBe(false);
    // Owner B's accounts are never offered.
    expect(before.available.map((entry) => entry.id)).not.toContain(t.roles.ownerB.user!.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/access/${t.roles.wallA.id}/${account.id}`,
      headers: t.roles.ownerA.headers,
    });
    const after = await list();
    expect(after.available.map((entry) => entry.id)).not.toContain(account.id);
    expect(after.access.map((entry) => entry.id)).toContain(account.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/access/${t.roles.wallA.id}/${account.id}`,
      headers: t.roles.ownerA.headers,
    });
  });

  it('adds and removes an account, which then reaches the wall or not', async () => {
    const account = t.roles.subAccountWithoutAccess;
    const wall = t.roles.wallA.id;
    const read = () => t.app.inject({ url: `/api/access/${wall}`, headers: account.headers });
    expect((await read()).statusCode).toBe(404);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/access/${wall}/${account.user!.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(added.json()).toEqual({ message: 'Account Ownership Added!' });
    expect((await read()).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/access/${wall}/${account.user!.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(removed.json()).toEqual({ message: 'Account ownership successfully removed' });
    expect((await read()).statusCode).toBe(404);
  });

  it('never removes the owner entry', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/access/${t.roles.wallA.id}/${t.roles.wallA.user_id}`,
      headers: t.roles.withPermission.ownership_tint.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'At least one account must be able to access this Tint.',
    });
  });

  it("refuses another owner's accounts and walls, and sub-accounts without ownership_tint", async () => {
    const sub = t.roles.withPermission.moderate_tint.user!;
    const ownerBAdds = await t.app.inject({
      method: 'POST',
      url: `/api/access/${t.roles.wallB.id}/${sub.id}`,
      headers: t.roles.ownerB.headers,
    });
    expect(ownerBAdds.statusCode).toBe(404);
    const ownerAOnB = await t.app.inject({
      url: `/api/access/${t.roles.wallB.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(ownerAOnB.statusCode).toBe(404);
    const noPermission = await t.app.inject({
      url: `/api/access/${t.roles.wallA.id}`,
      headers: t.roles.withoutPermission.ownership_tint.headers,
    });
    expect(noPermission.statusCode).toBe(403);
    const badId = await t.app.inject({ url: '/api/access/abc', headers: t.roles.ownerA.headers });
    expect(badId.statusCode).toBe(404);
  });
});
