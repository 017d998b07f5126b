/**
 * Plan gates of the edit panel: whether the wall owner's plan (and the rewards in the signed-in
 * account's meta) enable a feature, and the upgrade prompt shown instead of a gated feature.
 */
import {
  featureForTheme,
  hasFeature,
  type FeatureFlag,
  type PlanId,
  type ThemeDescription,
} from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Answers whether a feature is enabled for this wall. */
export type FeatureCheck = (flag: FeatureFlag) => boolean;

/** The feature check for a wall on `plan`, with the account's redeemed rewards. */
export function featureCheck(plan: PlanId, meta: readonly string[]): FeatureCheck {
  return (flag) => hasFeature(plan, meta, flag);
}

/** The feature an installed theme needs, as the server decides it: what the theme declares. */
export function themeFeature(theme: Pick<ThemeDescription, 'capabilities'>): FeatureFlag | null {
  return featureForTheme(theme);
}

/** Shown instead of a feature the plan does not include; `what` names the feature. */
export function UpgradePrompt({ feature, what }: { feature: string; what?: string }) {
  const t = useTexts(texts);
  const translator = useTranslator();
  return (
    <p className="upgrade-prompt" data-feature={feature}>
      {what && <strong className="upgrade-prompt__what">{what}: </strong>}
      {translator.t('upgradeRequired')} <a href="/pricing">{t('upgrade')}</a>
    </p>
  );
}
