import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import {
  openMigrated,
  seedWall,
  seedWallWithPost,
  storedPostIds,
  uniqueName,
} from '../testing-fixtures.ts';
import { findSourceById } from './sources.ts';
import { createUser } from './users.ts';
import {
  createWall,
  deleteWall,
  findWallById,
  findWallByUserName,
  grantWallAccess,
  listWallsForUser,
  revokeWallAccess,
  updateWall,
} from './walls.ts';

describe.each(testDatabases())('walls repository on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  async function newOwner() {
    const username = uniqueName('owner');
    return createUser(database.db, {
      username,
      email: `${username}@example.com`,
      passwordHash: 'h',
    });
  }

  it('creates an active wall with the standard theme and empty settings', async () => {
    const owner = await newOwner();
    const userName = uniqueName('Summit');
    const wall = await createWall(database.db, { userId: owner.id, userName, name: 'Summit 2026' });
    expect(wall).toMatchObject({
      user_id: owner.id,
      user_name: userName,
      name: 'Summit 2026',
      theme: 'standard',
      settings: {},
      display_profile: {},
      custom_css: 'body {}',
      status: 0,
      enable_realtime: false,
    });
    expect(await findWallById(database.db, wall.id)).toEqual(wall);
  });

  it('keeps JSON settings as written, nested arrays included', async () => {
    const owner = await newOwner();
    const displayProfile = {
      transitionDelay: 15000,
      banner: { url: 'https://example.com/b.png', width: 1200, height: 200 },
      cta: { url: 'https://example.com', text: 'Buy', feeds: [3, 7] },
    };
    const wall = await createWall(database.db, {
      userId: owner.id,
      userName: uniqueName('json'),
      name: 'JSON',
      settings: { sharebuttons: 1, show_author: 1, fonts: ['Oswald', 'Lato'] },
      displayProfile,
    });
    const found = await findWallById(database.db, wall.id);
    expect(found?.settings).toEqual({ sharebuttons: 1, show_author: 1, fonts: ['Oswald', 'Lato'] });
    expect(found?.display_profile).toEqual(displayProfile);
  });

  it('finds a wall by its slug whatever the case, and refuses a slug taken in another case', async () => {
    const owner = await newOwner();
    const userName = uniqueName('MyWall');
    const wall = await createWall(database.db, { userId: owner.id, userName, name: 'W' });
    expect(await findWallByUserName(database.db, userName.toLowerCase())).toEqual(wall);
    expect(await findWallByUserName(database.db, uniqueName('missing'))).toBeUndefined();
    await expect(
      createWall(database.db, { userId: owner.id, userName: userName.toUpperCase(), name: 'Copy' }),
    ).rejects.toThrow(/walls_user_name_key/);
  });

  it("lists a user's own walls and the walls shared with them, until access is revoked", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const first = await createWall(database.db, {
      userId: owner.id,
      userName: uniqueName('a'),
      name: 'A',
    });
    const second = await createWall(database.db, {
      userId: owner.id,
      userName: uniqueName('b'),
      name: 'B',
    });
    const shared = await createWall(database.db, {
      userId: other.id,
      userName: uniqueName('c'),
      name: 'C',
    });
    await createWall(database.db, { userId: other.id, userName: uniqueName('d'), name: 'D' });

    expect((await listWallsForUser(database.db, owner.id)).map((w) => w.id)).toEqual([
      first.id,
      second.id,
    ]);
    await grantWallAccess(database.db, shared.id, owner.id);
    await grantWallAccess(database.db, shared.id, owner.id);
    expect((await listWallsForUser(database.db, owner.id)).map((w) => w.id)).toEqual([
      first.id,
      second.id,
      shared.id,
    ]);
    await revokeWallAccess(database.db, shared.id, owner.id);
    expect((await listWallsForUser(database.db, owner.id)).map((w) => w.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('changes only the fields given and moves updated_at', async () => {
    const { wall: seeded } = await seedWall(database.db);
    // Date the wall an hour back, so "moves updated_at" never depends on two statements
    // landing in different milliseconds.
    const wall = await database.db
      .updateTable('walls')
      .set({ updated_at: new Date(seeded.updated_at.getTime() - 3_600_000) })
      .where('id', '=', seeded.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const updated = await updateWall(database.db, wall.id, {
      name: 'Renamed',
      status: 2,
      enableRealtime: true,
      customCss: '.post { color: red }',
      settings: { show_author: 0 },
    });
    expect(updated).toMatchObject({
      name: 'Renamed',
      status: 2,
      enable_realtime: true,
      custom_css: '.post { color: red }',
      settings: { show_author: 0 },
      user_name: wall.user_name,
      theme: wall.theme,
      display_profile: wall.display_profile,
    });
    expect(updated!.updated_at.getTime()).toBeGreaterThan(wall.updated_at.getTime());
    expect(await updateWall(database.db, 987654321, { name: 'x' })).toBeUndefined();
  });

  it('refuses a status other than active (0) or inactive (2)', async () => {
    const { wall } = await seedWall(database.db);
    await expect(
      database.db
        .updateTable('walls')
        .set({ status: 1 as 0 })
        .where('id', '=', wall.id)
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('deletes a wall with its sources and posts', async () => {
    const { wall, source } = await seedWallWithPost(database.db);
    expect(await storedPostIds(database.db, 'wall_id', wall.id)).toHaveLength(1);
    expect(await deleteWall(database.db, wall.id)).toBe(true);
    expect(await findWallById(database.db, wall.id)).toBeUndefined();
    expect(await findSourceById(database.db, source.id)).toBeUndefined();
    expect(await storedPostIds(database.db, 'wall_id', wall.id)).toEqual([]);
    expect(await deleteWall(database.db, wall.id)).toBe(false);
  });
});
