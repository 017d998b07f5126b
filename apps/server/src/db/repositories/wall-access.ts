import { sql, type Kysely } from 'kysely';
import type { Database, UserRow, WallRow } from '../schema.ts';

/** How a route names a wall: by its public slug or by its id. */
export type WallKey = { readonly userName: string } | { readonly id: number };

/** A wall with what access decisions need: its owner's plan and rewards. */
export interface WallWithOwner {
  readonly wall: WallRow;
  readonly ownerPlan: string;
  readonly ownerMeta: string[];
}

/** The wall a key names, with its owner's plan and meta, if there is one. */
export async function findWallWithOwner(
  db: Kysely<Database>,
  key: WallKey,
): Promise<WallWithOwner | undefined> {
  let query = db
    .selectFrom('walls')
    .innerJoin('users', 'users.id', 'walls.user_id')
    .selectAll('walls')
    .select(['users.plan as owner_plan', 'users.meta as owner_meta']);
  query =
    'id' in key
      ? query.where('walls.id', '=', key.id)
      : query.where(sql<string>`lower(walls.user_name)`, '=', key.userName.toLowerCase());
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { owner_plan: ownerPlan, owner_meta: ownerMeta, ...wall } = row;
  return { wall, ownerPlan, ownerMeta };
}

/** Whether a user is on a wall's enterprise access list. */
export async function isOnAccessList(
  db: Kysely<Database>,
  wallId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('wall_access')
    .select('wall_id')
    .where('wall_id', '=', wallId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The accounts on a wall's access list, oldest grant first. */
export async function listWallAccessAccounts(
  db: Kysely<Database>,
  wallId: number,
): Promise<UserRow[]> {
  return db
    .selectFrom('wall_access')
    .innerJoin('users', 'users.id', 'wall_access.user_id')
    .selectAll('users')
    .where('wall_access.wall_id', '=', wallId)
    .orderBy('wall_access.created_at')
    .orderBy('users.id')
    .execute();
}
