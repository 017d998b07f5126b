/**
 * Plan modes (docs/operations.md, "Plans"): `self-hosted`, the default, gives every account
 * every feature; `hosted` applies the stored plan with the spec's gates, for those who run
 * Chorus as a service. The stored plan is kept either way, so switching modes loses nothing.
 */
import { planFromLegacyName, type PlanId } from '@chorus/core';

/** How this instance treats plans (CHORUS_PLANS). */
export type PlanMode = 'self-hosted' | 'hosted';

/** Every plan mode, for the configuration's validation. */
export const planModes = ['self-hosted', 'hosted'] as const satisfies readonly PlanMode[];

/**
 * The plan an account acts under: its stored plan when hosted; when self-hosted the plan that
 * enables every feature (premium), except for a deactivated account, which stays off.
 */
export function effectivePlan(stored: string | null | undefined, mode: PlanMode): PlanId {
  const plan = planFromLegacyName(stored);
  if (mode === 'hosted' || plan === 'deactivated') return plan;
  return 'premium';
}
