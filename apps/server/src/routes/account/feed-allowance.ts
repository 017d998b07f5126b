/**
 * Feed allowance: how many walls an account's plan allows, counted separately for active and
 * inactive walls (the spec shows "active / allowed" and "inactive / allowed").
 */
import type { PlanId } from '@chorus/core';
import type { Kysely } from 'kysely';
import type { PlanMode } from '../../auth/plan-mode.ts';
import { countWallsByStatus } from '../../db/repositories/accounts.ts';
import type { Database } from '../../db/schema.ts';

/** Walls allowed per plan. The one table of it; docs/api.md repeats it. */
export const feedAllowance: Readonly<Record<PlanId, number>> = Object.freeze({
  basic: 1,
  plus: 3,
  prime: 5,
  pro: 10,
  trial: 10,
  premium: 50,
  deactivated: 0,
});

/**
 * Walls of each status a self-hosted account may have: no plan limits the person who installed
 * Chorus; this only bounds a runaway script.
 */
export const selfHostedWallAllowance = 1000;

/** Walls allowed of each status: the plan's when hosted, {@link selfHostedWallAllowance} when not. */
export function wallAllowance(plan: PlanId, mode: PlanMode): number {
  return mode === 'self-hosted' && plan !== 'deactivated'
    ? selfHostedWallAllowance
    : feedAllowance[plan];
}

/** An owner's walls by status, and the allowance of the plan under the instance's plan mode. */
export async function feedCountOf(
  db: Kysely<Database>,
  ownerId: number,
  plan: PlanId,
  mode: PlanMode,
): Promise<{ active: number; inactive: number; allowed: number }> {
  const counts = await countWallsByStatus(db, ownerId);
  return { ...counts, allowed: wallAllowance(plan, mode) };
}
