/** Access decisions for walls a route finds itself (lists, or a wall named in a body). */
import type { Kysely } from 'kysely';
import { isOnAccessList } from '../db/repositories/wall-access.ts';
import type { Database, WallRow } from '../db/schema.ts';
import { decide, type AccessAction, type WallContext } from './permissions.ts';
import type { Principal } from './principal.ts';

/** What `decide` needs to know about a wall for this principal. */
export async function wallContextFor(
  db: Kysely<Database>,
  principal: Principal,
  wall: WallRow,
): Promise<WallContext> {
  const subAccount = principal.kind === 'user' && !principal.isOwner ? principal : null;
  const onAccessList =
    subAccount !== null &&
    subAccount.ownerId === wall.user_id &&
    (await isOnAccessList(db, wall.id, subAccount.user.id));
  return { wall, onAccessList };
}

/** Whether the principal may perform a wall action on this wall. */
export async function mayActOnWall(
  db: Kysely<Database>,
  principal: Principal,
  action: AccessAction,
  wall: WallRow,
): Promise<boolean> {
  return decide(principal, action, await wallContextFor(db, principal, wall)) === 'allow';
}
