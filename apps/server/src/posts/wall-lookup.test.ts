import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import type { WallRow } from '../db/schema.ts';
import { openMigrated, seedWall } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { WallLookup } from './wall-lookup.ts';

describe.each(testDatabases())('WallLookup on $name', (target) => {
  let database: ChorusDatabase;
  let wall: WallRow;

  beforeAll(async () => {
    database = await openMigrated(target);
    wall = (await seedWall(database.db)).wall;
  });
  afterAll(async () => {
    await database.close();
  });

  const rename = (name: string) =>
    database.db.updateTable('walls').set({ name }).where('id', '=', wall.id).execute();

  it('remembers a wall by slug, without regard to case, until it is forgotten', async () => {
    const lookup = new WallLookup(database.db);
    expect((await lookup.find(wall.user_name.toUpperCase()))?.id).toBe(wall.id);
    await rename('Renamed');
    expect((await lookup.find(wall.user_name))?.name).toBe('Wall');
    lookup.forget(wall.id);
    expect((await lookup.find(wall.user_name))?.name).toBe('Renamed');
  });

  it('reads again after its time to live, and never remembers an unknown slug', async () => {
    let now = 0;
    const lookup = new WallLookup(database.db, { ttlMs: 1000, now: () => now });
    await lookup.find(wall.user_name);
    await rename('Later');
    now = 1000;
    expect((await lookup.find(wall.user_name))?.name).toBe('Later');
    expect(await lookup.find('no-such-wall')).toBeUndefined();
  });
});
