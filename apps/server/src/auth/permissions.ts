/**
 * The permission model: which principal may perform which action, on which wall. One pure
 * function, `decide`, used by the access layer for every route; docs/api.md has it as a table.
 */
import { permissionKeys, type PermissionKey } from '@chorus/core';
import type { WallRow } from '../db/schema.ts';
import type { Principal, UserPrincipal } from './principal.ts';

/**
 * What a route does, as far as access is concerned.
 * - `public`: anyone; with a wall, the wall must be active or visible to the caller.
 * - `signedIn`: any account, by session or API token.
 * - `wall.*`: an action on one wall, which the route names in its declaration.
 * - `accounts.manage`, `billing.change`, `token.manage`: account-wide actions.
 */
export const accessActions = [
  'public',
  'signedIn',
  'wall.create',
  'wall.read',
  'wall.modify',
  'wall.delete',
  'wall.moderate',
  'wall.readPrivate',
  'wall.ownership',
  'wall.shareModeration',
  'accounts.manage',
  'billing.change',
  'token.manage',
] as const;

/** An action a route declares. */
export type AccessAction = (typeof accessActions)[number];

/**
 * The actions that act on one wall, and so need the route to name it: every `wall.` action
 * but creating one.
 */
export const wallActions: ReadonlySet<AccessAction> = new Set(
  accessActions.filter((action) => action.startsWith('wall.') && action !== 'wall.create'),
);

interface Rule {
  /** The permission key a sub-account needs; null when any account with access may. */
  readonly permission: PermissionKey | null;
  /** Whether an API token may do it (tokens never mint tokens or manage people or money). */
  readonly apiToken: boolean;
  /** Whether a white-label token of the wall may do it. */
  readonly whiteLabel: boolean;
}

const rules: Readonly<Record<Exclude<AccessAction, 'public'>, Rule>> = {
  signedIn: { permission: null, apiToken: true, whiteLabel: false },
  'wall.create': { permission: 'create_tint', apiToken: true, whiteLabel: false },
  'wall.read': { permission: null, apiToken: true, whiteLabel: false },
  'wall.modify': { permission: 'modify_tint', apiToken: true, whiteLabel: false },
  'wall.delete': { permission: 'delete_tint', apiToken: false, whiteLabel: false },
  'wall.moderate': { permission: 'moderate_tint', apiToken: true, whiteLabel: true },
  'wall.readPrivate': { permission: 'moderate_tint', apiToken: true, whiteLabel: true },
  'wall.ownership': { permission: 'ownership_tint', apiToken: false, whiteLabel: false },
  'wall.shareModeration': { permission: 'moderate_tint', apiToken: false, whiteLabel: false },
  'accounts.manage': {
    permission: 'create_enterprise_accounts',
    apiToken: false,
    whiteLabel: false,
  },
  'billing.change': { permission: 'change_billing', apiToken: false, whiteLabel: false },
  // Owner only: no permission key grants it (see ownerOnly below).
  'token.manage': { permission: null, apiToken: false, whiteLabel: false },
};

const ownerOnly: ReadonlySet<AccessAction> = new Set(['token.manage']);

/** Every permission key, as an owner holds them. */
export const allPermissions: ReadonlySet<PermissionKey> = new Set(permissionKeys);

/** What the caller knows about a wall's access list, for sub-accounts. */
export interface WallContext {
  readonly wall: Pick<WallRow, 'id' | 'user_id' | 'status'>;
  /** Whether the caller (a sub-account) is on the wall's access list. */
  readonly onAccessList: boolean;
}

/**
 * Whether the principal may know the wall exists at all. A wall it may not see answers 404,
 * so nobody learns that another owner's wall exists.
 */
export function canSeeWall(principal: Principal, context: WallContext): boolean {
  const { wall } = context;
  switch (principal.kind) {
    case 'visitor':
      return false;
    case 'whiteLabel':
      return principal.wallId === wall.id;
    case 'user':
      if (principal.onlyWallId !== null && principal.onlyWallId !== wall.id) return false;
      if (wall.user_id !== principal.ownerId) return false;
      return principal.isOwner || context.onAccessList;
  }
}

/** The outcome of an access decision, as HTTP sees it. */
export type Decision = 'allow' | 'signIn' | 'notFound' | 'forbidden';

/** Whether a user principal's kind of credential and permissions allow the action. */
function userMay(principal: UserPrincipal, action: Exclude<AccessAction, 'public'>): boolean {
  const rule = rules[action];
  if (principal.via === 'apiToken' && !rule.apiToken) return false;
  if (ownerOnly.has(action)) return principal.isOwner;
  return rule.permission === null || principal.permissions.has(rule.permission);
}

/**
 * Decides one request: `signIn` (401) when credentials are missing, `notFound` (404) when the
 * wall is not the caller's to see, `forbidden` (403) when it is but the action is not allowed.
 */
export function decide(
  principal: Principal,
  action: AccessAction,
  context: WallContext | null,
): Decision {
  if (action === 'public') {
    if (!context || context.wall.status === 0) return 'allow';
    return canSeeWall(principal, context) ? 'allow' : 'notFound';
  }
  if (principal.kind === 'visitor') return 'signIn';
  if (wallActions.has(action)) {
    if (!context || !canSeeWall(principal, context)) return 'notFound';
  } else if (context && !canSeeWall(principal, context)) {
    return 'notFound';
  }
  if (principal.kind === 'whiteLabel') {
    return rules[action].whiteLabel ? 'allow' : 'forbidden';
  }
  // A wall-scoped API token acts on its wall only, never account-wide.
  if (principal.onlyWallId !== null && !context) return 'forbidden';
  return userMay(principal, action) ? 'allow' : 'forbidden';
}
