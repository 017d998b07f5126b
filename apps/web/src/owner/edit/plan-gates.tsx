/**
 * Plan gates of the edit panel: whether the wall owner's plan (and the rewards in the signed-in
 * account's meta) enable a feature, and the upgrade prompt shown instead of a gated feature.
 */
import {
  featureForTheme,
  hasFeature,
  messages,
  themeFromLegacyName,
  themeIds,
  themes,
  type FeatureFlag,
  type PlanId,
  type ThemeDescription,
} from '@chorus/core';

/** Answers whether a feature is enabled for this wall. */
export type FeatureCheck = (flag: FeatureFlag) => boolean;

/** The feature check for a wall on `plan`, with the account's redeemed rewards. */
export function featureCheck(plan: PlanId, meta: readonly string[]): FeatureCheck {
  return (flag) => hasFeature(plan, meta, flag);
}

function isCoreThemeName(name: string): boolean {
  return (
    (themeIds as readonly string[]).includes(name) ||
    Object.values(themes).some((theme) => theme.legacyNames.includes(name))
  );
}

/**
 * The feature an installed theme needs, as the server decides it: a built-in theme by its core
 * id (standard none, the events theme `events`, others `premiumDesign`); any other theme
 * package `premiumDesign`.
 */
export function themeFeature(theme: Pick<ThemeDescription, 'id'>): FeatureFlag | null {
  return isCoreThemeName(theme.id)
    ? featureForTheme(themeFromLegacyName(theme.id))
    : 'premiumDesign';
}

/** Shown instead of a feature the plan does not include; `what` names the feature. */
export function UpgradePrompt({ feature, what }: { feature: string; what?: string }) {
  return (
    <p className="upgrade-prompt" data-feature={feature}>
      {what && <strong className="upgrade-prompt__what">{what}: </strong>}
      {messages.upgradeRequired} <a href="/pricing">Upgrade</a>
    </p>
  );
}
