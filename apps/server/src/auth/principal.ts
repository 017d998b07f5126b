/**
 * Who is calling. Every request gets exactly one principal, resolved once by the access layer
 * (access.ts) from a bearer token, a white-label token or the session cookie.
 */
import type { PermissionKey, PlanId } from '@chorus/core';
import type { TokenRow, UserRow } from '../db/schema.ts';

/** Nobody signed in and no token: public reads of active walls only. */
export interface VisitorPrincipal {
  readonly kind: 'visitor';
}

/** An owner or an enterprise sub-account, by session cookie or by API token. */
export interface UserPrincipal {
  readonly kind: 'user';
  /** The signed-in account (or the account that created the API token). */
  readonly user: UserRow;
  /** The owner whose walls this account works on: itself, or its creator. */
  readonly ownerId: number;
  /** True for an owner (creator_id null), who holds every permission. */
  readonly isOwner: boolean;
  /** Enterprise permission keys; every key for an owner. */
  readonly permissions: ReadonlySet<PermissionKey>;
  /** The plan that governs this account: the owner's plan. */
  readonly plan: PlanId;
  /** Rewards unlocked into meta (owner's and own), which add features to the plan. */
  readonly rewards: readonly string[];
  /** How the caller proved who it is. */
  readonly via: 'session' | 'apiToken';
  /** The API token, when `via` is apiToken. */
  readonly token: TokenRow | null;
  /** An API token scoped to one wall may touch only that wall; null otherwise. */
  readonly onlyWallId: number | null;
}

/** A white-label moderation token: one wall, moderation only, no login. */
export interface WhiteLabelPrincipal {
  readonly kind: 'whiteLabel';
  readonly token: TokenRow;
  /** The one wall this token moderates. */
  readonly wallId: number;
}

/** The caller of a request. */
export type Principal = VisitorPrincipal | UserPrincipal | WhiteLabelPrincipal;

/** The principal of a request without credentials. */
export const visitor: VisitorPrincipal = Object.freeze({ kind: 'visitor' });
