import {
  planAllows,
  type FeatureFlag,
  type FeedCount,
  type PlanId,
  type WallStatus,
} from '../domain/index.ts';
import type { MessageKey } from '../messages/index.ts';
import { trialEndingWarningSeconds } from './constants.ts';

/** Whether a user has a feature: from the plan, or from a reward redeemed into their meta. */
export function hasFeature(plan: PlanId, meta: readonly string[], flag: FeatureFlag): boolean {
  return planAllows(plan, flag) || meta.includes(flag);
}

/** Redeeming a reward adds its key to meta; hashtag moderation brings moderation with it. */
export function redeemReward(meta: readonly string[], flag: FeatureFlag): string[] {
  const added: string[] = flag === 'hashtagModeration' ? [flag, 'moderation'] : [flag];
  return [...new Set([...meta, ...added])];
}

/**
 * The feature a theme needs, as it declares it (`capabilities.planFeature`); a theme that is
 * not installed needs `premiumDesign`, as any theme but the free one does.
 */
export function featureForTheme(
  theme: { readonly capabilities: { readonly planFeature: FeatureFlag | null } } | undefined,
): FeatureFlag | null {
  return theme ? theme.capabilities.planFeature : 'premiumDesign';
}

/**
 * Live push is on when the wall enables realtime, the plan is paid (prime, pro, premium,
 * trial), or a live-update pass of the wall is active now.
 */
export function isLivePushEnabled(wall: {
  enableRealtime: boolean;
  plan: PlanId;
  passActive?: boolean;
}): boolean {
  return wall.enableRealtime || planAllows(wall.plan, 'livePush') || wall.passActive === true;
}

/** The search icon shows when the plan offers search and the wall is not inside a website builder. */
export function showsSearch(plan: PlanId, inBuilderHost: boolean): boolean {
  return planAllows(plan, 'search') && !inBuilderHost;
}

/** The events theme is not available to users inside the website-builder host. */
export function eventsAvailable(plan: PlanId, inBuilderHost: boolean): boolean {
  return planAllows(plan, 'events') && !inBuilderHost;
}

/** Basic, trial and plus hide the buy-realtime option. */
export function offersRealtimePurchase(plan: PlanId): boolean {
  return !(['basic', 'trial', 'plus'] as const).some((hidden) => hidden === plan);
}

/** The refresh-posts button shows when its flag is on or on white-label moderation pages. */
export function showsRefreshPostsButton(
  plan: PlanId,
  meta: readonly string[],
  onWhiteLabelPage: boolean,
): boolean {
  return onWhiteLabelPage || hasFeature(plan, meta, 'refresh_posts_button');
}

/** The feed upgrade alert shows when allowed − active, or allowed − inactive, is 1 or less. */
export function showsFeedUpgradeAlert(count: FeedCount): boolean {
  return count.allowed - count.active <= 1 || count.allowed - count.inactive <= 1;
}

/**
 * Whether a wall's on/off switch works: turning a wall on needs room in the active allowance,
 * turning it off needs room in the inactive allowance.
 */
export function isToggable(status: WallStatus, count: FeedCount): boolean {
  return status === 'inactive' ? count.active < count.allowed : count.inactive < count.allowed;
}

/** The billing notice a dashboard shows, most urgent first, or null for none. */
export function billingNotice(input: {
  readonly plan: PlanId;
  readonly delinquent: boolean;
  readonly trialEnd: number | null;
  readonly nowSeconds: number;
}): MessageKey | null {
  if (input.plan === 'deactivated') return 'cardDeclined';
  if (input.delinquent) return 'chargeFailed';
  if (input.plan !== 'trial') return null;
  const remaining = input.trialEnd === null ? Infinity : input.trialEnd - input.nowSeconds;
  return remaining < trialEndingWarningSeconds ? 'trialEndingSoon' : 'trialActive';
}

/** Tweet share links carry the 'via' attribution on the basic plan only. */
export function tweetShareIncludesVia(plan: PlanId): boolean {
  return plan === 'basic';
}

/** Premium and trial walls load images from the premium image host path. */
export function usesPremiumImageHost(plan: PlanId): boolean {
  return plan === 'premium' || plan === 'trial';
}

/** Fast scrape inside the website builder is blocked on the basic plan. */
export function allowsFastScrape(plan: PlanId): boolean {
  return plan !== 'basic';
}
