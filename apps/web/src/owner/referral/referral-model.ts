/** The unlock tab's rules: who sees it, a reward's name, and a failed redemption's words. */
import type { Translator } from '@chorus/core/i18n';
import { ApiError } from '../api-client.ts';
import type { TextFormatter } from '../i18n/texts.ts';
import type { CurrentUser } from '../session.ts';
import type { texts } from './texts.ts';

type ReferralKey = keyof (typeof texts)['en'];

/**
 * The unlock tab shows in hosted mode (self-hosted, every feature is on already) to the owner
 * and to accounts allowed to change billing, as the server's routes allow.
 */
export function showsReferral(user: CurrentUser): boolean {
  return user.settings.plans === 'hosted' && user.permissions.includes('change_billing');
}

/** A reward's name, or its key for a reward this screen does not know. */
export function rewardName(key: string, t: TextFormatter<ReferralKey>): string {
  const textKey = `reward_${key}`;
  return isKey(textKey) ? t(textKey) : key;
}

const rewardKeys: readonly string[] = [
  'reward_noLogo',
  'reward_customCSS',
  'reward_refresh_posts_button',
  'reward_cta',
  'reward_analytics',
  'reward_hashtagModeration',
] satisfies readonly ReferralKey[];

function isKey(key: string): key is ReferralKey {
  return rewardKeys.includes(key);
}

/** The words of a failed redemption: the spec's message when credits are short. */
export function redeemFailure(
  error: unknown,
  t: TextFormatter<ReferralKey>,
  core: Pick<Translator, 'text'>,
): string {
  if (error instanceof ApiError && error.status === 409) {
    return core.text('referralNotEnoughCredits');
  }
  return t('redeemFailed');
}
