/** The unlock tab's calls (apps/server/src/referrals/routes.ts), through the owner API client. */
import { apiRequest } from '../api-client.ts';

/** A reward on offer. */
export interface Reward {
  /** The feature flag it unlocks. */
  readonly key: string;
  /** Credits it takes. */
  readonly cost: number;
  /** Already unlocked for the account. */
  readonly unlocked: boolean;
}

/** One person who signed up with the invite link (the spec's Referral entry). */
export interface ReferralEntry {
  /** ISO time of the sign-up. */
  readonly created_at: string;
  readonly email: string;
  readonly name: string;
  /** Credits it earned (0 until it pays). */
  readonly credits: number;
}

/** `GET /api/referral`. */
export interface ReferralInfo {
  readonly code: string;
  /** The sign-up page with `?ref=` code. */
  readonly link: string;
  /** Credits left to spend. */
  readonly credits: number;
  readonly referrals: readonly ReferralEntry[];
  readonly rewards: readonly Reward[];
}

/** The account's referral program; 404 (ApiError) when self-hosted. */
export function fetchReferral(signal?: AbortSignal): Promise<ReferralInfo> {
  return apiRequest('/api/referral', signal ? { signal } : {});
}

/** `POST /api/referral/redeem`: 409 'You do not have enough credits.' without enough. */
export function redeemReward(
  reward: string,
): Promise<{ reward: string; credits: number; meta: string[] }> {
  return apiRequest('/api/referral/redeem', { method: 'POST', body: { reward } });
}
