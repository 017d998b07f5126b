/**
 * The authorization matrix: one row per /api route, naming who may call it. The matrix test
 * (auth/authorization-matrix.test.ts) walks every row with every role of testing/roles.ts and
 * fails when a registered route has no row — so adding a route means adding its row here.
 */
import { permissionKeys, type PermissionKey } from '@chorus/core';
import type { Kysely } from 'kysely';
import { createToken } from '../db/repositories/tokens.ts';
import { grantWallAccess } from '../db/repositories/walls.ts';
import type { Database } from '../db/schema.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { createAccount, rolePassword, sessionRole, type Role, type Roles } from './roles.ts';

/** What a row's request builder gets: the roles, the database, and the caller. */
export interface MatrixContext {
  readonly roles: Roles;
  readonly db: Kysely<Database>;
  readonly role: Role;
}

/** One request of a row; `headers` replaces the role's headers when a row needs its own. */
export interface MatrixRequest {
  readonly url: string;
  readonly payload?: object;
  readonly headers?: Record<string, string>;
}

/** One route: its method and OpenAPI path, how to call it on wall A, and who may. */
export interface MatrixRow {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the OpenAPI document shows it, e.g. `/api/access/{tint_id}`. */
  readonly path: string;
  /** Builds a fresh request for one role (fresh targets, so one caller's change spares the next). */
  readonly request: (context: MatrixContext) => MatrixRequest | Promise<MatrixRequest>;
  /** The roles that may call it; every other role must get 401, 403 or 404. */
  readonly allow: (roles: Roles) => readonly Role[];
}

/** Roles on wall A's access list (or its owner) holding a permission. */
export function holdersOnWallA(roles: Roles, key: PermissionKey): Role[] {
  const without = permissionKeys.filter((other) => other !== key);
  return [
    roles.ownerA,
    roles.withPermission[key],
    ...without.map((other) => roles.withoutPermission[other]),
  ];
}

/** Accounts (by session) holding a permission, anywhere: the owners and the sub-accounts. */
export function holdersAnywhere(roles: Roles, key: PermissionKey): Role[] {
  return [roles.ownerB, roles.subAccountWithoutAccess, ...holdersOnWallA(roles, key)];
}

/** Every signed-in account, by session or API token. */
export function signedIn(roles: Roles): Role[] {
  return [
    roles.ownerA,
    roles.ownerB,
    roles.subAccountWithoutAccess,
    roles.apiTokenA,
    ...Object.values(roles.withPermission),
    ...Object.values(roles.withoutPermission),
  ];
}

/** Everyone but revoked tokens. */
export function everyone(roles: Roles): Role[] {
  return roles.all.filter(
    (role) => role !== roles.revokedApiTokenA && role !== roles.revokedWhiteLabelA,
  );
}

async function freshSubOfA(context: MatrixContext, withAccess = false) {
  const account = await createAccount(context.db, 'target', {
    creatorId: context.roles.wallA.user_id,
    meta: ['enterprise_accounts'],
  });
  if (withAccess) await grantWallAccess(context.db, context.roles.wallA.id, account.id);
  return account;
}

/** A fresh session for roles that sign in by cookie, so signing out spares the role's own. */
async function freshHeaders(context: MatrixContext): Promise<Record<string, string>> {
  const { role, db } = context;
  if (!role.user || !role.headers.cookie) return { ...role.headers };
  return { ...(await sessionRole(db, role.name, role.user)).headers };
}

/**
 * Routes whose role-by-role tests live beside them: WebSocket upgrades, which `inject` cannot
 * drive (realtime/live-access.test.ts walks every role over a real connection), and the OAuth
 * flow, which needs a fake provider.
 */
export const coveredElsewhere: readonly string[] = [
  'GET /api/walls/{userName}/live',
  // WebSocket upgrades: realtime/moderator-live.test.ts (visitor, other owner, wl token, Origin).
  'GET /api/walls/{userName}/moderation/live',
  // OAuth (oauth/oauth.test.ts): the start refuses visitors, other owners and other sites; the
  // callback is public by design and answers only its one-use state; the provider list and the
  // popup script are public.
  'GET /api/{network}/{id}/authorize',
  'GET /api/oauth/{network}/callback',
  'GET /api/oauth/providers',
  'GET /api/oauth/popup.js',
  // Billing is off in the matrix app (no Stripe key): billing/billing.test.ts checks who may
  // read the customer (owner, change_billing sub-account; not API tokens, others, visitors).
  'GET /api/customer/current',
];

/** The rows of the account, token and enterprise routes (and the system routes). */
export const accountMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/plugins',
    request: () => ({ url: '/api/plugins' }),
    allow: everyone,
  },
  {
    method: 'POST',
    path: '/api/signup',
    request: async (context) => {
      const username = uniqueName('signup');
      const payload = { username, email: `${username}@x.org`, password: 'secret1' };
      return { url: '/api/signup', payload, headers: await freshHeaders(context) };
    },
    allow: everyone,
  },
  {
    method: 'POST',
    path: '/api/login',
    request: async (context) => ({
      url: '/api/login',
      payload: { username: context.roles.ownerB.user?.username, password: rolePassword },
      // Signing in ends the session the caller held: give it one of its own to lose.
      headers: await freshHeaders(context),
    }),
    allow: everyone,
  },
  {
    method: 'POST',
    path: '/api/logout',
    request: async (context) => ({ url: '/api/logout', headers: await freshHeaders(context) }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/user/current',
    request: () => ({ url: '/api/user/current' }),
    allow: signedIn,
  },
  {
    method: 'PUT',
    path: '/api/user/language',
    request: () => ({ url: '/api/user/language', payload: { language: null } }),
    allow: signedIn,
  },
  {
    method: 'POST',
    path: '/api/password/forgot',
    request: () => ({ url: '/api/password/forgot', payload: { email: 'nobody@x.org' } }),
    allow: everyone,
  },
  {
    method: 'POST',
    path: '/api/password/reset/check',
    request: () => ({ url: '/api/password/reset/check', payload: { token: 'not-a-token' } }),
    allow: everyone,
  },
  {
    method: 'POST',
    path: '/api/password/reset',
    request: () => ({
      url: '/api/password/reset',
      payload: { token: 'not-a-token', password: 'secret1' },
    }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/user/email-verification',
    request: () => ({ url: '/api/user/email-verification' }),
    allow: signedIn,
  },
  {
    method: 'POST',
    path: '/api/user/email-verification',
    request: () => ({ url: '/api/user/email-verification' }),
    allow: signedIn,
  },
  {
    method: 'POST',
    path: '/api/email/verify',
    request: () => ({ url: '/api/email/verify', payload: { token: 'not-a-token' } }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/generateWhiteLabelToken',
    request: ({ roles }) => ({ url: `/api/generateWhiteLabelToken?wall=${roles.wallA.user_name}` }),
    allow: (roles) => holdersOnWallA(roles, 'moderate_tint'),
  },
  {
    method: 'POST',
    path: '/api/apitoken',
    request: () => ({ url: '/api/apitoken' }),
    allow: (roles) => [roles.ownerA, roles.ownerB],
  },
  { method: 'GET', path: '/api/tokens', request: () => ({ url: '/api/tokens' }), allow: signedIn },
  {
    method: 'DELETE',
    path: '/api/tokens/{id}',
    request: async ({ db, roles }) => {
      const { record } = await createToken(db, 'wl', { wallId: roles.wallA.id });
      return { url: `/api/tokens/wl-${record.id}` };
    },
    allow: (roles) => holdersOnWallA(roles, 'moderate_tint'),
  },
  {
    method: 'GET',
    path: '/api/accounts',
    request: () => ({ url: '/api/accounts' }),
    allow: (roles) => holdersAnywhere(roles, 'create_enterprise_accounts'),
  },
  {
    method: 'POST',
    path: '/api/account',
    request: () => {
      const username = uniqueName('made');
      return {
        url: '/api/account',
        payload: { username, email: `${username}@x.org`, password: 'secret1', meta: [] },
      };
    },
    allow: (roles) => holdersAnywhere(roles, 'create_enterprise_accounts'),
  },
  {
    method: 'PUT',
    path: '/api/account/{id}',
    request: async (context) => ({
      url: `/api/account/${(await freshSubOfA(context)).id}`,
      payload: { meta: [] },
    }),
    allow: (roles) =>
      holdersAnywhere(roles, 'create_enterprise_accounts').filter((r) => r !== roles.ownerB),
  },
  {
    method: 'DELETE',
    path: '/api/account/{id}',
    request: async (context) => ({
      url: `/api/account/${(await freshSubOfA(context)).id}`,
      payload: { confirm: 'delete' },
    }),
    allow: (roles) =>
      holdersAnywhere(roles, 'create_enterprise_accounts').filter((r) => r !== roles.ownerB),
  },
  {
    method: 'GET',
    path: '/api/access/{tint_id}',
    request: ({ roles }) => ({ url: `/api/access/${roles.wallA.id}` }),
    allow: (roles) => holdersOnWallA(roles, 'ownership_tint'),
  },
  {
    method: 'POST',
    path: '/api/access/{tint_id}/{id}',
    request: async (context) => ({
      url: `/api/access/${context.roles.wallA.id}/${(await freshSubOfA(context)).id}`,
    }),
    allow: (roles) => holdersOnWallA(roles, 'ownership_tint'),
  },
  {
    method: 'DELETE',
    path: '/api/access/{tint_id}/{id}',
    request: async (context) => ({
      url: `/api/access/${context.roles.wallA.id}/${(await freshSubOfA(context, true)).id}`,
    }),
    allow: (roles) => holdersOnWallA(roles, 'ownership_tint'),
  },
];
