/**
 * The access layer: one place that decides, for every request, who the caller is and whether
 * it may do what the route declares. Routes declare `config.access`; an /api route without a
 * declaration is refused at registration, so a new route cannot forget it.
 */
import cookie from '@fastify/cookie';
import { hasFeature, messages, type FeatureFlag } from '@chorus/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { findWallWithOwner } from '../db/repositories/wall-access.ts';
import { resolveCaller } from './credentials.ts';
import { effectivePlan } from './plan-mode.ts';
import type { AccessDeclaration } from './declaration.ts';
import { httpError } from './http-error.ts';
import { originAllowed, stateChangingMethods } from './origin.ts';
import { accessActions, decide, wallActions, type WallContext } from './permissions.ts';
import { visitor } from './principal.ts';
import { wallContextFor } from './wall-context.ts';

/**
 * /api routes that need no declaration: the OpenAPI document and its UI (registered by
 * @fastify/swagger-ui). They are public.
 */
export const undeclaredApiPrefixes: readonly string[] = ['/api/docs'];

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** An /api route and what it declared, as the access layer registered it. */
export interface DeclaredRoute {
  readonly method: string;
  /** The path as registered, e.g. `/api/access/:tint_id`. */
  readonly url: string;
  readonly access: AccessDeclaration;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access declaration (the authorization matrix walks them). */
    readonly declaredRoutes: readonly DeclaredRoute[];
  }
}

/** Refuses an /api route that declares no access, or declares it wrongly; records the rest. */
function checkDeclaration(route: RouteOptions, declared: DeclaredRoute[]): void {
  if (!isApiPath(route.url)) return;
  if (undeclaredApiPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
  const where = `${String(route.method)} ${route.url}`;
  const access = (route.config as { access?: AccessDeclaration } | undefined)?.access;
  if (!access) {
    throw new Error(
      `${where} declares no access: add config.access (see apps/server/src/auth/declaration.ts).`,
    );
  }
  if (!(accessActions as readonly string[]).includes(access.action)) {
    throw new Error(`${where} declares an unknown access action '${String(access.action)}'.`);
  }
  if (wallActions.has(access.action) && !access.wall) {
    throw new Error(`${where} declares '${access.action}' but does not say which wall.`);
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) declared.push({ method: String(method), url: route.url, access });
}

function requireFeature(this: FastifyRequest, flag: FeatureFlag): void {
  const { principal, wallOwner } = this;
  const governing =
    wallOwner ??
    (principal.kind === 'user' ? { plan: principal.plan, rewards: principal.rewards } : null);
  if (!governing || !hasFeature(governing.plan, governing.rewards, flag)) {
    throw httpError(402, messages.upgradeRequired);
  }
}

async function authorize(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (!access) return;
  const db = app.database.db;
  const { principal, credential } = await resolveCaller(db, request, access.token?.(request));
  request.principal = principal;

  // Tokens are never sent by a browser on its own, so only cookie (or no) credentials need it.
  if (stateChangingMethods.has(request.method) && credential !== 'token') {
    if (!originAllowed(request, app.config, credential === 'cookie')) {
      throw httpError(403, messages.requestWrong);
    }
  }

  // Missing credentials answer 401 before any lookup, so nothing is learned about walls.
  if (access.action !== 'public' && principal.kind === 'visitor') {
    throw httpError(401, messages.signInRequired);
  }

  let context: WallContext | null = null;
  const key = access.wall ? await access.wall(request) : undefined;
  if (key) {
    const found = await findWallWithOwner(db, key);
    if (!found) throw httpError(404, messages.notFound);
    context = await wallContextFor(db, principal, found.wall);
    request.wall = found.wall;
    request.wallOwner = {
      plan: effectivePlan(found.ownerPlan, app.config.plans),
      rewards: found.ownerMeta,
    };
  }

  const decision = decide(principal, access.action, context);
  if (decision === 'allow') return;
  request.wall = null;
  request.wallOwner = null;
  if (decision === 'signIn') throw httpError(401, messages.signInRequired);
  if (decision === 'notFound') throw httpError(404, messages.notFound);
  throw httpError(403, messages.notAllowed);
}

/**
 * Installs cookies, the request decorations (`principal`, `wall`, `wallOwner`,
 * `requireFeature`), the registration guard and the per-request check. Call it on the root
 * instance before any route is registered.
 */
export async function registerAccess(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('principal', null as never);
  app.decorateRequest('wall', null);
  app.decorateRequest('wallOwner', null);
  app.decorateRequest('requireFeature', requireFeature);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => checkDeclaration(route, declared));
  app.addHook('onRequest', async (request) => {
    request.principal = visitor;
    await authorize(app, request);
  });
}
