import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { JsonObject } from '../json-shapes.ts';
import type { Database, WallRow, WallStatus } from '../schema.ts';

/** What an owner may change on a wall; omitted fields stay as they are. */
export interface WallChanges {
  userName?: string;
  name?: string;
  theme?: string;
  settings?: JsonObject;
  displayProfile?: JsonObject;
  customCss?: string;
  status?: WallStatus;
  enableRealtime?: boolean;
}

/** What it takes to create a wall: its owner, slug and title, and any other field. */
export interface NewWall extends WallChanges {
  userId: number;
  /** The public slug. */
  userName: string;
  name: string;
}

/** The columns of these fields; an omitted field is left out (its default, or unchanged). */
function wallColumns<F extends WallChanges>(fields: F) {
  return {
    user_name: fields.userName,
    name: fields.name,
    theme: fields.theme,
    settings: fields.settings ? jsonb(fields.settings) : undefined,
    display_profile: fields.displayProfile ? jsonb(fields.displayProfile) : undefined,
    custom_css: fields.customCss,
    status: fields.status,
    enable_realtime: fields.enableRealtime,
  };
}

/** Creates a wall. Fails when the slug is taken, whatever its case. */
export async function createWall(db: Kysely<Database>, wall: NewWall): Promise<WallRow> {
  return db
    .insertInto('walls')
    .values({
      ...wallColumns(wall),
      user_id: wall.userId,
      user_name: wall.userName,
      name: wall.name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The wall with this id, if any. */
export async function findWallById(
  db: Kysely<Database>,
  wallId: number,
): Promise<WallRow | undefined> {
  return db.selectFrom('walls').selectAll().where('id', '=', wallId).executeTakeFirst();
}

/** The wall behind a public slug, compared without regard to case. */
export async function findWallByUserName(
  db: Kysely<Database>,
  userName: string,
): Promise<WallRow | undefined> {
  return db
    .selectFrom('walls')
    .selectAll()
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

/**
 * The walls a user may work on: their own and those an owner shared with them through the
 * enterprise access list, oldest first.
 */
export async function listWallsForUser(db: Kysely<Database>, userId: number): Promise<WallRow[]> {
  return db
    .selectFrom('walls')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb(
          'id',
          'in',
          eb.selectFrom('wall_access').select('wall_id').where('wall_access.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Gives a sub-account access to a wall; granting twice is harmless. */
export async function grantWallAccess(
  db: Kysely<Database>,
  wallId: number,
  userId: number,
): Promise<void> {
  await db
    .insertInto('wall_access')
    .values({ wall_id: wallId, user_id: userId })
    .onConflict((oc) => oc.columns(['wall_id', 'user_id']).doNothing())
    .execute();
}

/** Takes a sub-account's access to a wall away. */
export async function revokeWallAccess(
  db: Kysely<Database>,
  wallId: number,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom('wall_access')
    .where('wall_id', '=', wallId)
    .where('user_id', '=', userId)
    .execute();
}

/** Changes a wall and returns it as it now is, or undefined when there is no such wall. */
export async function updateWall(
  db: Kysely<Database>,
  wallId: number,
  changes: WallChanges,
): Promise<WallRow | undefined> {
  return db
    .updateTable('walls')
    .set({ ...wallColumns(changes), updated_at: sql<Date>`now()` })
    .where('id', '=', wallId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a wall with its sources, posts and everything else that belongs to it. */
export async function deleteWall(db: Kysely<Database>, wallId: number): Promise<boolean> {
  const result = await db.deleteFrom('walls').where('id', '=', wallId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
