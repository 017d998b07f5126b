/**
 * The live channel's control rule on top of the access layer: publishing needs `wall.moderate`
 * on the wall (its owner, a sub-account with the moderate permission on its access list, an
 * API token of the owner, or a white-label token of that wall), and the wall must be active.
 */
import type { Kysely } from 'kysely';
import { resolveCaller } from '../auth/credentials.ts';
import { mayActOnWall } from '../auth/wall-context.ts';
import { findWallById } from '../db/repositories/walls.ts';
import type { Database } from '../db/schema.ts';
import type { ControlAuthorizer } from './access.ts';

/**
 * Resolves the caller afresh from the upgrade request's cookie or token each time, so a
 * session that ended or a token revoked since the connection opened publishes no more.
 */
export function moderatorsMayControl(db: Kysely<Database>): ControlAuthorizer {
  return async (request, wall) => {
    let caller;
    try {
      caller = await resolveCaller(db, request, undefined);
    } catch {
      // An unknown or revoked token.
      return false;
    }
    const row = await findWallById(db, Number(wall.id));
    if (!row || row.status !== 0) return false;
    return mayActOnWall(db, caller.principal, 'wall.moderate', row);
  };
}
