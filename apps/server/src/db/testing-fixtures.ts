import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import type { ChorusDatabase } from './open.ts';
import { upsertPost } from './repositories/posts.ts';
import { createSource, type NewSourceInput } from './repositories/sources.ts';
import { createUser } from './repositories/users.ts';
import { createWall } from './repositories/walls.ts';
import type { Database, SourceRow, UserRow, WallRow } from './schema.ts';
import type { TestDatabase } from './testing.ts';

/** Opens a fresh test database with the schema in place. */
export async function openMigrated(target: TestDatabase): Promise<ChorusDatabase> {
  const database = await target.open();
  await migrateToLatest(database.db);
  return database;
}

/** A name no other test in this database has used, so tests can share one database. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** An owner with one wall (active unless told otherwise), ready for sources and posts. */
export async function seedWall(
  db: Kysely<Database>,
  options: { status?: 0 | 2 } = {},
): Promise<{ user: UserRow; wall: WallRow }> {
  const username = uniqueName('owner');
  const user = await createUser(db, {
    username,
    email: `${username}@example.com`,
    passwordHash: 'not-a-real-hash',
  });
  const wall = await createWall(db, {
    userId: user.id,
    userName: uniqueName('wall'),
    name: 'Wall',
    status: options.status ?? 0,
  });
  return { user, wall };
}

/** A source on a wall (twitter hashtag unless told otherwise). */
export async function seedSource(
  db: Kysely<Database>,
  wallId: number,
  overrides: Partial<NewSourceInput> = {},
): Promise<SourceRow> {
  return createSource(db, {
    wallId,
    network: 'twitter',
    feedType: 'hashtag',
    options: { hashtag: 'chorus' },
    ...overrides,
  });
}

/** An owner's wall with one source (`seedSource`) and one approved post of it. */
export async function seedWallWithPost(
  db: Kysely<Database>,
): Promise<{ user: UserRow; wall: WallRow; source: SourceRow }> {
  const { user, wall } = await seedWall(db);
  const source = await seedSource(db, wall.id);
  await upsertPost(db, {
    wallId: wall.id,
    sourceId: source.id,
    network: 'twitter',
    externalId: uniqueName('ext'),
    createdAt: 1_700_000_000,
    initialState: 'approved',
  });
  return { user, wall, source };
}

/** The ids of the posts stored for a wall or for a source. */
export async function storedPostIds(
  db: Kysely<Database>,
  of: 'wall_id' | 'source_id',
  id: number,
): Promise<number[]> {
  const rows = await db.selectFrom('posts').select('id').where(of, '=', id).execute();
  return rows.map((row) => Number(row.id));
}
