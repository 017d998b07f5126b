/**
 * Feed allowance: how many walls an account's plan allows, counted separately for active and
 * inactive walls (the spec shows "active / allowed" and "inactive / allowed").
 */
import type { PlanId } from '@chorus/core';
import type { Kysely } from 'kysely';
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

/** An owner's walls by status, and the plan's allowance. */
export async function feedCountOf(
  db: Kysely<Database>,
  ownerId: number,
  plan: PlanId,
): Promise<{ active: number; inactive: number; allowed: number }> {
  const counts = await countWallsByStatus(db, ownerId);
  return { ...counts, allowed: feedAllowance[plan] };
}
