/**
 * The referral program's numbers (docs/operations.md, "Referrals (hosted mode)"). The spec does
 * not show credit values ("Referral credit values: not shown"), so they are chosen here: a
 * referred account's first paid invoice earns its referrer `creditsPerPaidReferral`, and each
 * reward costs what `rewardCatalogue` says, so one paying friend unlocks a small feature and
 * three unlock hashtag moderation.
 */
import type { FeatureFlag } from '@chorus/core';

/** Credits a referrer earns when an account that signed up with their code first pays. */
export const creditsPerPaidReferral = 10;

/** A feature one can unlock with credits, and what it costs. */
export interface Reward {
  /** The feature flag added to the account's meta (hashtagModeration adds moderation too). */
  readonly key: FeatureFlag;
  /** Credits it takes. */
  readonly cost: number;
}

/** The rewards on offer, cheapest first. */
export const rewardCatalogue: readonly Reward[] = Object.freeze([
  { key: 'noLogo', cost: 10 },
  { key: 'customCSS', cost: 10 },
  { key: 'refresh_posts_button', cost: 10 },
  { key: 'cta', cost: 20 },
  { key: 'analytics', cost: 20 },
  { key: 'hashtagModeration', cost: 30 },
]);

/** The reward keys, for the redeem route's schema. */
export const rewardKeys = rewardCatalogue.map((reward) => reward.key) as [
  FeatureFlag,
  ...FeatureFlag[],
];

/** The reward with this key, if it is on offer. */
export function rewardOf(key: string): Reward | undefined {
  return rewardCatalogue.find((reward) => reward.key === key);
}
