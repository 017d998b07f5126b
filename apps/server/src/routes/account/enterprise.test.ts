import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../../db/open.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { buildTestApp } from '../../testing/app.ts';
import {
  createAccount,
  createRoles,
  sessionRole,
  type Role,
  type Roles,
} from '../../testing/roles.ts';

describe.each(testDatabases())('enterprise accounts on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let roles: Roles;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    roles = await createRoles(database.db);
    // Owner A has 10 licenses and 15 helper sub-accounts: give room for these tests.
    await database.db
      .updateTable('users')
      .set({ licenses: 40 })
      .where('id', '=', roles.wallA.user_id)
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (role: Role, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: role.headers, ...(payload ? { payload } : {}) });
  const newAccount = (meta: string[] = ['moderate_tint']) => {
    const username = uniqueName('helper');
    return { username, email: `${username}@example.com`, password: 'secret1', meta };
  };

  it('creates an account with enterprise_accounts plus the chosen permissions', async () => {
    const response = await send(
      roles.ownerA,
      'POST',
      '/api/account',
      newAccount(['moderate_tint', 'modify_tint']),
    );
    expect(response.statusCode).toBe(201);
    const { message, account } = response.json();
    expect(message).toBe('Account Created!');
    expect(account).toMatchObject({
      creator_id: roles.wallA.user_id,
      meta: ['enterprise_accounts', 'moderate_tint', 'modify_tint'],
    });
    const list = await app.inject({ url: '/api/accounts', headers: roles.ownerA.headers });
    expect(list.json().accounts.map((a: { id: number }) => a.id)).toContain(account.id);
    expect(list.json().licenses).toEqual({ total: 40, used: 16 });
  });

  it('validates the form with the spec messages and refuses taken names', async () => {
    const invalid = await send(roles.ownerA, 'POST', '/api/account', {
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
    const taken = await send(roles.ownerA, 'POST', '/api/account', {
      ...newAccount(),
      username: roles.ownerB.user!.username,
    });
    expect(taken.json()).toEqual({
      error: 'Username already exists. Please try a different username.',
    });
    const email = await send(roles.ownerA, 'POST', '/api/account', {
      ...newAccount(),
      email: roles.ownerB.user!.email,
    });
    expect(email.json()).toEqual({
      error: 'Account with this email already exists. Please try a different email.',
    });
  });

  it('holds the count to the licenses', async () => {
    const owner = await createAccount(database.db, 'small', { licenses: 1 });
    const role = await sessionRole(database.db, 'small owner', owner);
    expect((await send(role, 'POST', '/api/account', newAccount())).statusCode).toBe(201);
    const over = await send(role, 'POST', '/api/account', newAccount());
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: 'All your account licenses are in use.' });
  });

  it('needs the enterprise_accounts feature to create accounts', async () => {
    const owner = await createAccount(database.db, 'pro', { plan: 'pro' });
    const role = await sessionRole(database.db, 'pro owner', owner);
    const response = await send(role, 'POST', '/api/account', newAccount());
    expect(response.statusCode).toBe(402);
  });

  it('lets a sub-account manage accounts only within its own permissions', async () => {
    const manager = roles.withPermission.create_enterprise_accounts;
    const escalate = await send(manager, 'POST', '/api/account', newAccount(['delete_tint']));
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json()).toEqual({
      error: 'You can only give permissions that your own account has.',
    });
    const plain = await send(manager, 'POST', '/api/account', newAccount([]));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().account.creator_id).toBe(roles.wallA.user_id);
    // It may not touch an account holding more than it does, nor itself.
    const admin = roles.withoutPermission.change_billing.user!;
    expect((await send(manager, 'PUT', `/api/account/${admin.id}`, { meta: [] })).statusCode).toBe(
      403,
    );
    expect(
      (await send(manager, 'PUT', `/api/account/${manager.user!.id}`, { meta: [] })).statusCode,
    ).toBe(403);
    expect(
      (await send(roles.withPermission.moderate_tint, 'POST', '/api/account', newAccount([])))
        .statusCode,
    ).toBe(403);
  });

  it('modifies permissions, and never reaches another owner’s accounts', async () => {
    const created = (await send(roles.ownerA, 'POST', '/api/account', newAccount())).json().account;
    const modified = await send(roles.ownerA, 'PUT', `/api/account/${created.id}`, {
      meta: ['delete_tint'],
    });
    expect(modified.statusCode).toBe(200);
    expect(modified.json()).toMatchObject({
      message: 'Account Modified!',
      account: { meta: ['enterprise_accounts', 'delete_tint'] },
    });
    const byB = await send(roles.ownerB, 'PUT', `/api/account/${created.id}`, { meta: [] });
    expect(byB.statusCode).toBe(404);
    const bad = await send(roles.ownerA, 'PUT', `/api/account/${created.id}`, { meta: ['root'] });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes an account only when 'delete' is typed", async () => {
    const created = (await send(roles.ownerA, 'POST', '/api/account', newAccount())).json().account;
    const unconfirmed = await send(roles.ownerA, 'DELETE', `/api/account/${created.id}`, {
      confirm: 'yes',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().issues).toEqual([
      { path: 'confirm', message: "Type 'delete' to confirm." },
    ]);
    const byB = await send(roles.ownerB, 'DELETE', `/api/account/${created.id}`, {
      confirm: 'delete',
    });
    expect(byB.statusCode).toBe(404);
    const deleted = await send(roles.ownerA, 'DELETE', `/api/account/${created.id}`, {
      confirm: ' Delete ',
    });
    expect(deleted.json()).toEqual({ message: 'Account deleted successfully' });
    expect(await findUserById(database.db, created.id)).toBeUndefined();
  });

  it('keeps the account routes from visitors, tokens and sub-accounts without the permission', async () => {
    for (const role of [
      roles.visitor,
      roles.whiteLabelA,
      roles.apiTokenA,
      roles.withoutPermission.create_enterprise_accounts,
    ]) {
      const response = await app.inject({ url: '/api/accounts', headers: role.headers });
      expect(response.statusCode, role.name).toBe(role === roles.visitor ? 401 : 403);
    }
  });
});

describe.each(testDatabases())('wall access lists on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let roles: Roles;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    roles = await createRoles(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists the owner first, then the accounts with access', async () => {
    const response = await app.inject({
      url: `/api/access/${roles.wallA.id}`,
      headers: roles.ownerA.headers,
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json().access;
    expect(entries[0]).toMatchObject({ id: roles.wallA.user_id, owner: true });
    expect(entries).toHaveLength(15);
    expect(entries.slice(1).every((e: { owner: boolean }) => !e.owner)).toBe(true);
  });

  it('adds and removes an account, which then reaches the wall or not', async () => {
    const account = roles.subAccountWithoutAccess;
    const wall = roles.wallA.id;
    const read = () => app.inject({ url: `/api/access/${wall}`, headers: account.headers });
    expect((await read()).statusCode).toBe(404);
    const added = await app.inject({
      method: 'POST',
      url: `/api/access/${wall}/${account.user!.id}`,
      headers: roles.ownerA.headers,
    });
    expect(added.json()).toEqual({ message: 'Account Ownership Added!' });
    expect((await read()).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/access/${wall}/${account.user!.id}`,
      headers: roles.ownerA.headers,
    });
    expect(removed.json()).toEqual({ message: 'Account ownership successfully removed' });
    expect((await read()).statusCode).toBe(404);
  });

  it('never removes the owner entry', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/access/${roles.wallA.id}/${roles.wallA.user_id}`,
      headers: roles.withPermission.ownership_tint.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'At least one account must be able to access this Tint.',
    });
  });

  it("refuses another owner's accounts and walls, and sub-accounts without ownership_tint", async () => {
    const sub = roles.withPermission.moderate_tint.user!;
    const ownerBAdds = await app.inject({
      method: 'POST',
      url: `/api/access/${roles.wallB.id}/${sub.id}`,
      headers: roles.ownerB.headers,
    });
    expect(ownerBAdds.statusCode).toBe(404);
    const ownerAOnB = await app.inject({
      url: `/api/access/${roles.wallB.id}`,
      headers: roles.ownerA.headers,
    });
    expect(ownerAOnB.statusCode).toBe(404);
    const noPermission = await app.inject({
      url: `/api/access/${roles.wallA.id}`,
      headers: roles.withoutPermission.ownership_tint.headers,
    });
    expect(noPermission.statusCode).toBe(403);
    const badId = await app.inject({ url: '/api/access/abc', headers: roles.ownerA.headers });
    expect(badId.statusCode).toBe(404);
  });
});
