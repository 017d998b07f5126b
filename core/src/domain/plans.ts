/**
 * The plans and their features: plain tables, no zod, so the public wall reads them without
 * loading zod however its chunks are split (the schemas are in plan-schemas.ts).
 */

/** Every plan a user can be on. */
export const planIds = [
  'basic',
  'trial',
  'plus',
  'pro',
  'prime',
  'premium',
  'deactivated',
] as const;

/** A plan id such as `basic` or `premium`. */
export type PlanId = (typeof planIds)[number];

/**
 * Every feature a plan can switch on: the spec's `HM.enabled` flags, its plan-gated flags, and
 * four Chorus names for gates the spec describes in prose (search, private posts, live push,
 * API key area).
 */
export const featureFlags = [
  'premiumDesign',
  'events',
  'customCSS',
  'hashtagModeration',
  'refresh_posts_button',
  'automoderate',
  'analytics',
  'addPost',
  'hashtags',
  'enterprise_accounts',
  'ownership_tint',
  'moderation',
  'cta',
  'advanced_filters',
  'wl_moderation',
  'noLogo',
  'search',
  'privatePosts',
  'livePush',
  'apiKey',
] as const;

/** A feature flag such as `search` or `wl_moderation`. */
export type FeatureFlag = (typeof featureFlags)[number];

// The reasoning behind each row is in docs/domain.md ("Plans").
const plusFeatures = [
  'hashtags',
  'search',
  'noLogo',
  'premiumDesign',
  'customCSS',
  'cta',
  'addPost',
  'refresh_posts_button',
] as const satisfies readonly FeatureFlag[];

const primeFeatures = [
  ...plusFeatures,
  'livePush',
  'events',
  'analytics',
] as const satisfies readonly FeatureFlag[];

const proFeatures = [
  ...primeFeatures,
  'privatePosts',
  'moderation',
  'hashtagModeration',
  'automoderate',
  'advanced_filters',
  'wl_moderation',
] as const satisfies readonly FeatureFlag[];

/** The features each plan enables. The one table of plan gates in Chorus. */
export const planFeatures: Readonly<Record<PlanId, readonly FeatureFlag[]>> = Object.freeze({
  basic: ['hashtags'],
  plus: plusFeatures,
  prime: primeFeatures,
  pro: proFeatures,
  trial: proFeatures,
  premium: [...proFeatures, 'apiKey', 'enterprise_accounts', 'ownership_tint'],
  deactivated: [],
});

/** Whether `plan` enables `flag`. */
export function planAllows(plan: PlanId, flag: FeatureFlag): boolean {
  return planFeatures[plan].includes(flag);
}

/** Whether walls of this plan show the powered-by attribution (basic, and deactivated). */
export function showsPoweredBy(plan: PlanId): boolean {
  return !planAllows(plan, 'noLogo');
}

/** Whether walls of this plan offer search (not basic). */
export function canSearch(plan: PlanId): boolean {
  return planAllows(plan, 'search');
}

const legacyPlanNames: Readonly<Record<string, PlanId>> = {
  basic_plan: 'basic',
  trial_plan: 'trial',
};

/** The plan a stored plan name selects (`basic_plan` → basic); unknown names fall to basic. */
export function planFromLegacyName(name: string | null | undefined): PlanId {
  const trimmed = (name ?? '').trim();
  const known = planIds.find((plan) => plan === trimmed);
  return known ?? legacyPlanNames[trimmed] ?? 'basic';
}
