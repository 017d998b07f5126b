import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, seedWall, uniqueName } from '../testing-fixtures.ts';
import {
  countSubAccounts,
  countWallsByStatus,
  deleteSubAccount,
  findUserByEmail,
  updateSubAccountMeta,
} from './accounts.ts';
import { createUser } from './users.ts';
import { createWall, grantWallAccess } from './walls.ts';
import { findWallWithOwner, isOnAccessList, listWallAccessAccounts } from './wall-access.ts';

describe.each(testDatabases())('account and access repositories on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  const subOf = (creatorId: number) =>
    createUser(database.db, {
      username: uniqueName('sub'),
      email: `${uniqueName('sub')}@example.com`,
      passwordHash: 'x',
      creatorId,
      meta: ['enterprise_accounts'],
    });

  it('finds a user by e-mail without regard to case or spaces', async () => {
    const { user } = await seedWall(database.db);
    const email = `${uniqueName('Mixed')}@Example.COM`;
    await database.db.updateTable('users').set({ email }).where('id', '=', user.id).execute();
    expect((await findUserByEmail(database.db, ` ${email.toLowerCase()} `))?.id).toBe(user.id);
    expect(await findUserByEmail(database.db, 'nobody@example.com')).toBeUndefined();
  });

  it("changes and deletes only the owner's own sub-accounts", async () => {
    const a = (await seedWall(database.db)).user;
    const b = (await seedWall(database.db)).user;
    const sub = await subOf(a.id);
    expect(await updateSubAccountMeta(database.db, b.id, sub.id, [])).toBeUndefined();
    const updated = await updateSubAccountMeta(database.db, a.id, sub.id, ['moderate_tint']);
    expect(updated?.meta).toEqual(['moderate_tint']);
    expect(await countSubAccounts(database.db, a.id)).toBe(1);
    expect(await deleteSubAccount(database.db, b.id, sub.id)).toBe(false);
    expect(await deleteSubAccount(database.db, a.id, sub.id)).toBe(true);
    expect(await countSubAccounts(database.db, a.id)).toBe(0);
  });

  it('counts walls by status', async () => {
    const { user } = await seedWall(database.db);
    await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('w'),
      name: 'W',
      status: 2,
    });
    await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('w'),
      name: 'W',
      status: 2,
    });
    expect(await countWallsByStatus(database.db, user.id)).toEqual({ active: 1, inactive: 2 });
  });

  it("finds a wall by slug or id with its owner's plan, and reads its access list", async () => {
    const { user, wall } = await seedWall(database.db);
    const bySlug = await findWallWithOwner(database.db, { userName: wall.user_name.toUpperCase() });
    expect(bySlug).toMatchObject({ wall: { id: wall.id }, ownerPlan: 'basic', ownerMeta: [] });
    expect((await findWallWithOwner(database.db, { id: wall.id }))?.wall.user_name).toBe(
      wall.user_name,
    );
    expect(await findWallWithOwner(database.db, { id: 987_654_321 })).toBeUndefined();

    const sub = await subOf(user.id);
    expect(await isOnAccessList(database.db, wall.id, sub.id)).toBe(false);
    await grantWallAccess(database.db, wall.id, sub.id);
    expect(await isOnAccessList(database.db, wall.id, sub.id)).toBe(true);
    expect((await listWallAccessAccounts(database.db, wall.id)).map((u) => u.id)).toEqual([sub.id]);
  });
});
