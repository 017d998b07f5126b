import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, uniqueName } from '../testing-fixtures.ts';
import { createUser, findUserById, findUserByUsername, listSubAccounts } from './users.ts';

describe.each(testDatabases())('users repository on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates an owner with the default plan, no permissions and no creator', async () => {
    const username = uniqueName('Ada');
    const user = await createUser(database.db, {
      username,
      email: 'ada@example.com',
      passwordHash: 'hash',
      firstname: 'Ada',
      organization: 'Analytical Engines',
    });
    expect(user).toMatchObject({
      username,
      email: 'ada@example.com',
      password_hash: 'hash',
      plan: 'basic',
      meta: [],
      creator_id: null,
      firstname: 'Ada',
      lastname: null,
      organization: 'Analytical Engines',
      industry: null,
      licenses: 0,
    });
    expect(await findUserById(database.db, user.id)).toEqual(user);
  });

  it('finds a user by username whatever the case, and refuses the same name twice', async () => {
    const username = uniqueName('Grace');
    const user = await createUser(database.db, {
      username,
      email: 'g@example.com',
      passwordHash: 'h',
    });
    expect(await findUserByUsername(database.db, username.toUpperCase())).toEqual(user);
    await expect(
      createUser(database.db, {
        username: username.toLowerCase(),
        email: 'x@example.com',
        passwordHash: 'h',
      }),
    ).rejects.toThrow(/users_username_key/);
    expect(await findUserByUsername(database.db, uniqueName('nobody'))).toBeUndefined();
    expect(await findUserById(database.db, 987654321)).toBeUndefined();
  });

  it('refuses a second account with the same e-mail address, whatever its case', async () => {
    const email = `${uniqueName('Lin')}@Example.com`;
    await createUser(database.db, { username: uniqueName('lin'), email, passwordHash: 'h' });
    await expect(
      createUser(database.db, {
        username: uniqueName('lin'),
        email: email.toLowerCase(),
        passwordHash: 'h',
      }),
    ).rejects.toThrow(/users_email_key/);
  });

  it('lists the sub-accounts an owner created, with their permissions, and removes them with the owner', async () => {
    const owner = await createUser(database.db, {
      username: uniqueName('boss'),
      email: 'b@example.com',
      passwordHash: 'h',
    });
    const moderator = await createUser(database.db, {
      username: uniqueName('mod'),
      email: 'm@example.com',
      passwordHash: 'h',
      creatorId: owner.id,
      meta: ['moderation', 'analytics'],
      licenses: 2,
    });
    const designer = await createUser(database.db, {
      username: uniqueName('designer'),
      email: 'd@example.com',
      passwordHash: 'h',
      creatorId: owner.id,
      meta: ['design'],
    });
    const subAccounts = await listSubAccounts(database.db, owner.id);
    expect(subAccounts.map((user) => [user.id, user.meta])).toEqual([
      [moderator.id, ['moderation', 'analytics']],
      [designer.id, ['design']],
    ]);

    await database.db.deleteFrom('users').where('id', '=', owner.id).execute();
    expect(await findUserById(database.db, moderator.id)).toBeUndefined();
    expect(await listSubAccounts(database.db, owner.id)).toEqual([]);
  });
});
