/**
 * The account behind a Wix installation: user `wix_<md5 of the instance id>` with one wall of
 * the same name, made on the first verified visit. It has no password and no real e-mail: it
 * is reached only through a signed instance. Its wall carries the spec's `wix` flag, which
 * draws it in builder-host mode (no search icon, the builder's messages).
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow, WallRow } from '../db/schema.ts';
import { createUser, findUserByUsername } from '../db/repositories/users.ts';
import { createWall, findWallByUserName } from '../db/repositories/walls.ts';
import { isUniqueViolation } from '../routes/account/unique-violation.ts';
import { wixUserName } from './wix-instance.ts';

/** A stored hash no password can match (password.ts cannot parse it). */
export const noPasswordHash = '!wix';

/** The domain of the builder accounts' placeholder addresses (reserved: never delivered). */
export const builderEmailDomain = 'wix.invalid';

/** A builder account and its wall. */
export interface BuilderAccount {
  readonly user: UserRow;
  readonly wall: WallRow;
  /** Made by this visit. */
  readonly created: boolean;
}

async function existing(
  db: Kysely<Database>,
  userName: string,
): Promise<Omit<BuilderAccount, 'created'> | null> {
  const user = await findUserByUsername(db, userName);
  if (!user) return null;
  const wall = await findWallByUserName(db, userName);
  if (!wall || wall.user_id !== user.id) return null;
  return { user, wall };
}

/**
 * The account of a verified instance, made when absent. Two first visits at once make one:
 * the loser of the race meets the unique index and reads the winner's account.
 */
export async function builderAccountOf(
  db: Kysely<Database>,
  instanceId: string,
): Promise<BuilderAccount> {
  const userName = wixUserName(instanceId);
  const found = await existing(db, userName);
  if (found) return { ...found, created: false };
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await createUser(trx, {
        username: userName,
        email: `${userName}@${builderEmailDomain}`,
        passwordHash: noPasswordHash,
      });
      const wall = await createWall(trx, {
        userId: user.id,
        userName,
        name: 'Website wall',
        settings: { wix: 1 },
      });
      return { user, wall, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await existing(db, userName);
    if (!raced) throw error;
    return { ...raced, created: false };
  }
}
