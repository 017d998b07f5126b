/**
 * Resolves the caller of a request. A bearer token wins over everything (API token, else a
 * white-label token); then a white-label token from the route or the `wl_token` query (the
 * spec's moderation pages carry it there); then the session cookie. A token that is presented
 * but unknown or revoked is refused outright, never downgraded to a visitor.
 */
import { hasFeature, messages, permissionKeySchema, type PermissionKey } from '@chorus/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { effectivePlan, type PlanMode } from './plan-mode.ts';
import type { Database, TokenRow, UserRow } from '../db/schema.ts';
import { findSession } from '../db/repositories/sessions.ts';
import { useToken } from '../db/repositories/tokens.ts';
import { findUserById } from '../db/repositories/users.ts';
import { findWallById } from '../db/repositories/walls.ts';
import { httpError } from './http-error.ts';
import { allPermissions } from './permissions.ts';
import { visitor, type Principal, type UserPrincipal } from './principal.ts';
import { sessionCookieName } from './session.ts';

/** How the caller authenticated, for the Origin rule: only cookies ride along cross-site. */
export type CredentialKind = 'none' | 'cookie' | 'token';

/** The principal and how it was proven. */
export interface ResolvedCaller {
  readonly principal: Principal;
  readonly credential: CredentialKind;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function queryToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.wl_token;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function permissionsOf(meta: readonly string[]): Set<PermissionKey> {
  const keys = meta.filter((key) => permissionKeySchema.safeParse(key).success);
  return new Set(keys as PermissionKey[]);
}

/** The principal of an account, acting under its owner's plan. */
export async function userPrincipal(
  db: Kysely<Database>,
  user: UserRow,
  via: { kind: 'session' } | { kind: 'apiToken'; token: TokenRow },
  mode: PlanMode,
): Promise<UserPrincipal | null> {
  const owner = user.creator_id === null ? user : await findUserById(db, user.creator_id);
  // A suspended account, or a sub-account of one, acts as nobody until it is restored.
  if (!owner || owner.suspended_at || user.suspended_at) return null;
  const isOwner = user.creator_id === null;
  return {
    kind: 'user',
    user,
    ownerId: owner.id,
    isOwner,
    permissions: isOwner ? allPermissions : permissionsOf(user.meta),
    plan: effectivePlan(owner.plan, mode),
    rewards: [...new Set([...owner.meta, ...user.meta])],
    via: via.kind,
    token: via.kind === 'apiToken' ? via.token : null,
    onlyWallId: via.kind === 'apiToken' ? via.token.wall_id : null,
  };
}

async function apiTokenPrincipal(
  db: Kysely<Database>,
  token: TokenRow,
  mode: PlanMode,
): Promise<Principal | null> {
  let userId = token.user_id;
  if (userId === null && token.wall_id !== null) {
    userId = (await findWallById(db, token.wall_id))?.user_id ?? null;
  }
  const user = userId === null ? undefined : await findUserById(db, userId);
  return user ? userPrincipal(db, user, { kind: 'apiToken', token }, mode) : null;
}

function whiteLabelPrincipal(token: TokenRow): Principal | null {
  return token.wall_id === null ? null : { kind: 'whiteLabel', token, wallId: token.wall_id };
}

const refused = () => httpError(401, messages.tokenExpired);

/** Resolves the caller; throws 401 for a presented token that is unknown or revoked. */
export async function resolveCaller(
  db: Kysely<Database>,
  request: FastifyRequest,
  routeToken: string | undefined,
): Promise<ResolvedCaller> {
  const bearer = bearerToken(request);
  if (bearer !== undefined) {
    const api = await useToken(db, 'api', bearer);
    const principal = api
      ? await apiTokenPrincipal(db, api, request.server.config.plans)
      : await useToken(db, 'wl', bearer).then((wl) => (wl ? whiteLabelPrincipal(wl) : null));
    if (!principal) throw refused();
    // An API key works while its account's plan (or a redeemed reward) has the API: a key made
    // on premium stops at a downgrade or deactivation, and works again after an upgrade.
    if (principal.kind === 'user' && !hasFeature(principal.plan, principal.rewards, 'apiKey')) {
      throw httpError(402, messages.upgradeRequired);
    }
    return { principal, credential: 'token' };
  }
  const whiteLabel = routeToken ?? queryToken(request);
  if (whiteLabel !== undefined) {
    const row = await useToken(db, 'wl', whiteLabel);
    const principal = row ? whiteLabelPrincipal(row) : null;
    if (!principal) throw refused();
    return { principal, credential: 'token' };
  }
  const cookie = request.cookies[sessionCookieName];
  if (cookie) {
    const session = await findSession(db, cookie);
    const user = session ? await findUserById(db, session.user_id) : undefined;
    const principal = user
      ? await userPrincipal(db, user, { kind: 'session' }, request.server.config.plans)
      : null;
    if (principal) return { principal, credential: 'cookie' };
  }
  return { principal: visitor, credential: 'none' };
}
