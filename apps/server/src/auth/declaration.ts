/**
 * How a route declares who may call it, and what the access layer attaches to the request.
 *
 * ```ts
 * app.put('/api/profile/:user_name', {
 *   config: { access: { action: 'wall.modify', wall: wallByUserName('user_name') } },
 *   schema: { ... },
 * }, async (request) => updateWall(app.database.db, wallOf(request).id, ...));
 * ```
 */
import { messages, type FeatureFlag, type PlanId } from '@chorus/core';
import type { FastifyRequest } from 'fastify';
import type { WallKey } from '../db/repositories/wall-access.ts';
import type { WallRow } from '../db/schema.ts';
import { httpError } from './http-error.ts';
import type { AccessAction } from './permissions.ts';
import type { Principal, UserPrincipal } from './principal.ts';

/** Finds the wall a request is about; may look it up (a post's wall), undefined for none. */
export type WallLocator = (
  request: FastifyRequest,
) => WallKey | undefined | Promise<WallKey | undefined>;

/** The `access` entry of a route's config; every /api route must have one. */
export interface AccessDeclaration {
  /** What the route does (see permissions.ts and docs/api.md). */
  readonly action: AccessAction;
  /** The wall the route acts on; required for `wall.*` actions, optional for `public`. */
  readonly wall?: WallLocator;
  /** Where a white-label token sits besides `Authorization` and `?wl_token=` (a path part). */
  readonly token?: (request: FastifyRequest) => string | undefined;
}

/** The owner of the wall a request is about: whose plan gates the wall's features. */
export interface WallOwnerPlan {
  readonly plan: PlanId;
  readonly rewards: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; see auth/declaration.ts. */
    access?: AccessDeclaration;
    /** A large streamed upload: exempt from the 30 s arrival deadline (http/body-deadline.ts). */
    longUpload?: boolean;
  }
  interface FastifyRequest {
    /** The caller, resolved before the handler runs. */
    principal: Principal;
    /** The wall the route declared, once access to it is granted; null for none. */
    wall: WallRow | null;
    /** The plan of the declared wall's owner; null without a wall. */
    wallOwner: WallOwnerPlan | null;
    /**
     * Refuses with 402 and the upgrade message unless the plan in force has the feature: the
     * wall owner's plan when the route has a wall, else the caller's.
     */
    requireFeature(flag: FeatureFlag): void;
  }
}

function readField(
  request: FastifyRequest,
  from: 'params' | 'query',
  field: string,
): string | undefined {
  const source = (from === 'params' ? request.params : request.query) as
    Record<string, unknown> | undefined;
  const value = source?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Locates the wall by its slug in a path parameter (or the query). */
export function wallByUserName(field: string, from: 'params' | 'query' = 'params'): WallLocator {
  return (request) => {
    const userName = readField(request, from, field);
    return userName === undefined ? undefined : { userName };
  };
}

/** Locates the wall by its numeric id in a path parameter (or the query). */
export function wallById(field: string, from: 'params' | 'query' = 'params'): WallLocator {
  return (request) => {
    const raw = readField(request, from, field);
    if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
    return { id: Number(raw) };
  };
}

/** Reads a white-label token from a path parameter. */
export function tokenFromParam(field: string): (request: FastifyRequest) => string | undefined {
  return (request) => readField(request, 'params', field);
}

/** The wall the access layer attached; for routes whose declaration names a wall. */
export function wallOf(request: FastifyRequest): WallRow {
  if (!request.wall) throw httpError(404, messages.notFound);
  return request.wall;
}

/** The signed-in account; for routes declared `signedIn` or stricter. */
export function userOf(request: FastifyRequest): UserPrincipal {
  const { principal } = request;
  if (principal.kind !== 'user') throw httpError(401, messages.signInRequired);
  return principal;
}
