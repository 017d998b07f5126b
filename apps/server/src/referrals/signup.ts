/**
 * The referral side of sign-up and payment: a sign-up carrying a valid `ref` code is recorded
 * as the code owner's referral, and the referred account's first paid invoice earns the
 * referrer `creditsPerPaidReferral`, once. Both do nothing unless plans are hosted.
 */
import type { Kysely } from 'kysely';
import type { PlanMode } from '../auth/plan-mode.ts';
import type { Database } from '../db/schema.ts';
import { creditsPerPaidReferral } from './rewards.ts';
import { creditReferral, findReferrerByCode, recordReferral, referralDb } from './store.ts';

/** Records the referral of a new account; an unknown code is ignored (the sign-up stands). */
export async function noteSignupReferral(
  db: Kysely<Database>,
  mode: PlanMode,
  code: string | undefined,
  user: { readonly id: number; readonly email: string; readonly username: string },
): Promise<void> {
  if (mode !== 'hosted' || !code) return;
  const referrals = referralDb(db);
  const referrer = await findReferrerByCode(referrals, code);
  if (referrer) await recordReferral(referrals, referrer.user_id, user);
}

/**
 * A paid invoice of `userId` (billing's webhook, in its transaction): the first one with an
 * amount earns the referrer credits; a trial's zero invoice, later invoices and replays give
 * nothing. True when credits were given.
 */
export async function creditReferrerOnPayment(
  trx: unknown,
  userId: number,
  amountPaid: number | null | undefined,
): Promise<boolean> {
  if (!amountPaid || amountPaid <= 0) return false;
  return creditReferral(referralDb(trx as Kysely<Database>), userId, creditsPerPaidReferral);
}
