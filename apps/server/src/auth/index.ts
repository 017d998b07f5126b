/**
 * The access layer's public face for route modules: declare access, read the caller and the
 * wall, gate plan features. See declaration.ts for an example and docs/api.md for the model.
 */
export type { AccessDeclaration, WallLocator, WallOwnerPlan } from './declaration.ts';
export { tokenFromParam, userOf, wallById, wallByUserName, wallOf } from './declaration.ts';
export { HttpError, httpError } from './http-error.ts';
export { accessActions, decide, wallActions, type AccessAction } from './permissions.ts';
export type {
  Principal,
  UserPrincipal,
  VisitorPrincipal,
  WhiteLabelPrincipal,
} from './principal.ts';
export { mayActOnWall, wallContextFor } from './wall-context.ts';
export { sessionCookieName, sessionLifetimeSeconds } from './session.ts';
