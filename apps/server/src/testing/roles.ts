/**
 * Test roles for authorization tests: two owners with a wall each, enterprise sub-accounts of
 * owner A with and without each permission, tokens, and the headers that make a request come
 * from each of them. A request made with `role.headers` is what that role's browser or client
 * would send (a session cookie with a same-site Origin, or an Authorization header).
 */
import { permissionKeys, type PermissionKey } from '@chorus/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import { sessionCookieName } from '../auth/session.ts';
import { createSession } from '../db/repositories/sessions.ts';
import { createToken, revokeToken } from '../db/repositories/tokens.ts';
import { createUser } from '../db/repositories/users.ts';
import { createWall, grantWallAccess } from '../db/repositories/walls.ts';
import type { Database, UserRow, WallRow } from '../db/schema.ts';
import { uniqueName } from '../db/testing-fixtures.ts';

/** The password of every account the helper creates. */
export const rolePassword = 'correct horse battery staple';

/** The Origin a same-site browser request carries under `app.inject` (host localhost). */
export const sameOrigin = 'http://localhost';

let passwordHash: Promise<string> | undefined;

/** One caller: a name for test titles, its account (if any) and the headers it sends. */
export interface Role {
  readonly name: string;
  readonly user: UserRow | null;
  readonly headers: Readonly<Record<string, string>>;
}

/** Every role of the authorization matrix. */
export interface Roles {
  readonly wallA: WallRow;
  readonly wallB: WallRow;
  readonly visitor: Role;
  readonly ownerA: Role;
  readonly ownerB: Role;
  /** Sub-accounts of owner A on wall A's access list holding only that permission. */
  readonly withPermission: Readonly<Record<PermissionKey, Role>>;
  /** Sub-accounts of owner A on wall A's access list holding every permission but that one. */
  readonly withoutPermission: Readonly<Record<PermissionKey, Role>>;
  /** A sub-account of owner A with every permission but not on wall A's access list. */
  readonly subAccountWithoutAccess: Role;
  /** Owner A's API token (account-wide) and a white-label token of wall A. */
  readonly apiTokenA: Role;
  readonly whiteLabelA: Role;
  /** A white-label token of wall A that was revoked. */
  readonly revokedWhiteLabelA: Role;
  /** An API token of owner A that was revoked. */
  readonly revokedApiTokenA: Role;
  /** Every role above, for walking a matrix. */
  readonly all: readonly Role[];
}

/** Options for {@link createAccount}. */
export interface AccountOptions {
  readonly plan?: string;
  readonly creatorId?: number;
  readonly meta?: readonly string[];
  readonly licenses?: number;
}

/** Creates an account whose password is {@link rolePassword}. */
export async function createAccount(
  db: Kysely<Database>,
  prefix: string,
  options: AccountOptions = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(rolePassword);
  const username = uniqueName(prefix);
  return createUser(db, {
    username,
    email: `${username}@example.com`,
    passwordHash: await passwordHash,
    plan: options.plan ?? 'premium',
    creatorId: options.creatorId ?? null,
    meta: options.meta ? [...options.meta] : undefined,
    licenses: options.licenses ?? 10,
  });
}

/** A role signed in with a fresh session: its cookie, and the Origin of this site. */
export async function sessionRole(
  db: Kysely<Database>,
  name: string,
  user: UserRow,
): Promise<Role> {
  const expires = new Date(Date.now() + 3_600_000);
  const { token } = await createSession(db, user.id, expires);
  return { name, user, headers: { cookie: `${sessionCookieName}=${token}`, origin: sameOrigin } };
}

function bearerRole(name: string, user: UserRow | null, token: string): Role {
  return { name, user, headers: { authorization: `Bearer ${token}` } };
}

async function subAccount(
  db: Kysely<Database>,
  name: string,
  owner: UserRow,
  wall: WallRow | null,
  permissions: readonly PermissionKey[],
): Promise<Role> {
  const user = await createAccount(db, 'sub', {
    creatorId: owner.id,
    meta: ['enterprise_accounts', ...permissions],
    licenses: 0,
  });
  if (wall) await grantWallAccess(db, wall.id, user.id);
  return sessionRole(db, name, user);
}

/** Creates every role on a migrated database (two owners on the premium plan). */
export async function createRoles(db: Kysely<Database>): Promise<Roles> {
  const ownerAUser = await createAccount(db, 'owner-a');
  const ownerBUser = await createAccount(db, 'owner-b');
  const wallA = await createWall(db, {
    userId: ownerAUser.id,
    userName: uniqueName('wa'),
    name: 'A',
  });
  const wallB = await createWall(db, {
    userId: ownerBUser.id,
    userName: uniqueName('wb'),
    name: 'B',
  });

  const withPermission = {} as Record<PermissionKey, Role>;
  const withoutPermission = {} as Record<PermissionKey, Role>;
  for (const key of permissionKeys) {
    withPermission[key] = await subAccount(db, `sub with ${key}`, ownerAUser, wallA, [key]);
    const others = permissionKeys.filter((other) => other !== key);
    withoutPermission[key] = await subAccount(db, `sub without ${key}`, ownerAUser, wallA, others);
  }
  const subAccountWithoutAccess = await subAccount(
    db,
    'sub without access to A',
    ownerAUser,
    null,
    permissionKeys,
  );

  const api = await createToken(db, 'api', { userId: ownerAUser.id });
  const whiteLabel = await createToken(db, 'wl', { wallId: wallA.id });
  const revokedWl = await createToken(db, 'wl', { wallId: wallA.id });
  await revokeToken(db, 'wl', revokedWl.record.id);
  const revokedApi = await createToken(db, 'api', { userId: ownerAUser.id });
  await revokeToken(db, 'api', revokedApi.record.id);

  const roles = {
    wallA,
    wallB,
    visitor: { name: 'visitor', user: null, headers: {} },
    ownerA: await sessionRole(db, 'owner of A', ownerAUser),
    ownerB: await sessionRole(db, 'owner of B', ownerBUser),
    withPermission,
    withoutPermission,
    subAccountWithoutAccess,
    apiTokenA: bearerRole('API token of owner A', ownerAUser, api.token),
    whiteLabelA: bearerRole('white-label token of A', null, whiteLabel.token),
    revokedWhiteLabelA: bearerRole('revoked white-label token of A', null, revokedWl.token),
    revokedApiTokenA: bearerRole('revoked API token of A', ownerAUser, revokedApi.token),
  };
  return {
    ...roles,
    all: [
      roles.visitor,
      roles.ownerA,
      roles.ownerB,
      ...Object.values(withPermission),
      ...Object.values(withoutPermission),
      subAccountWithoutAccess,
      roles.apiTokenA,
      roles.whiteLabelA,
      roles.revokedWhiteLabelA,
      roles.revokedApiTokenA,
    ],
  };
}
