/**
 * The referral tables (migration 2026-11-30T1100_referrals): an owner's code and credit balance
 * (`referral_accounts`) and the spec's referral entries (`referrals`, one per account that
 * signed up with a code). Free functions over Kysely; the new table and columns are typed here
 * (`referralDb`), beside the only code that reads them, as billing/store.ts does.
 */
import { randomInt } from 'node:crypto';
import { redeemReward, type FeatureFlag } from '@chorus/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import { jsonb } from '../db/json.ts';
import type { Database, ReferralsTable } from '../db/schema.ts';

/** A row of referral_accounts. */
export interface ReferralAccountsTable {
  user_id: number;
  code: string;
  credits: number;
  created_at: Date | undefined;
}

/** The referrals table with the two columns the referral migration added. */
export interface ReferralEntriesTable extends ReferralsTable {
  /** The account that signed up with the code; null once it is deleted. */
  referred_user_id: number | null;
  /** When its first paid invoice earned the referrer credits; null: not yet. */
  credited_at: Date | null;
}

/** The database seen with the referral tables. */
export type ReferralDb = Kysely<
  Omit<Database, 'referrals'> & {
    referral_accounts: ReferralAccountsTable;
    referrals: ReferralEntriesTable;
  }
>;

/** An owner's code and balance. */
export type ReferralAccount = Selectable<ReferralAccountsTable>;

/** The database (or a transaction) seen with the referral tables. */
export function referralDb(db: Kysely<Database>): ReferralDb {
  return db as unknown as ReferralDb;
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^8 ≈ 8.5e11 codes. */
export const referralCodeLength = 8;

/** A fresh random referral code. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < referralCodeLength; i += 1)
    code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** The shape a code has; anything else is not looked up. */
export const referralCodePattern = /^[A-Z0-9]{4,32}$/;

/**
 * The owner's referral account, made on first need with a unique code (a code already taken
 * by someone else is drawn again; two requests racing for the same owner keep the first row).
 */
export async function ensureReferralAccount(
  db: ReferralDb,
  userId: number,
  draw: () => string = newReferralCode,
): Promise<ReferralAccount> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const found = await db
      .selectFrom('referral_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (found) return found;
    const code = draw();
    const taken = await db
      .selectFrom('referral_accounts')
      .select('user_id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (taken) continue;
    await db
      .insertInto('referral_accounts')
      .values({ user_id: userId, code, credits: 0, created_at: undefined })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  throw new Error(`no free referral code for user ${userId}`);
}

/** The owner whose code this is, if any (codes are compared without regard to case). */
export async function findReferrerByCode(
  db: ReferralDb,
  code: string,
): Promise<ReferralAccount | undefined> {
  const upper = code.trim().toUpperCase();
  if (!referralCodePattern.test(upper)) return undefined;
  return db
    .selectFrom('referral_accounts')
    .selectAll()
    .where('code', '=', upper)
    .executeTakeFirst();
}

/** Records that `referred` signed up with `referrerId`'s code (once per referred account). */
export async function recordReferral(
  db: ReferralDb,
  referrerId: number,
  referred: { readonly id: number; readonly email: string; readonly username: string },
): Promise<void> {
  if (referrerId === referred.id) return;
  await db
    .insertInto('referrals')
    .values({
      user_id: referrerId,
      email: referred.email,
      name: referred.username,
      referred_user_id: referred.id,
      credited_at: null,
    })
    .onConflict((conflict) => conflict.column('referred_user_id').doNothing())
    .execute();
}

/**
 * Credits the referrer of `referredUserId` once: the first call marks the referral credited
 * and adds `credits` to the referrer's balance; later calls (a second invoice, the same event
 * again) change nothing. True when credits were given. Run it in the caller's transaction.
 */
export async function creditReferral(
  db: ReferralDb,
  referredUserId: number,
  credits: number,
): Promise<boolean> {
  const credited = await db
    .updateTable('referrals')
    .set({ credits, credited_at: sql<Date>`now()` })
    .where('referred_user_id', '=', referredUserId)
    .where('credited_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!credited) return false;
  await ensureReferralAccount(db, credited.user_id);
  await db
    .updateTable('referral_accounts')
    .set((eb) => ({ credits: eb('credits', '+', credits) }))
    .where('user_id', '=', credited.user_id)
    .execute();
  return true;
}

/** An owner's referral entries, newest first. */
export async function listReferrals(db: ReferralDb, userId: number) {
  return db
    .selectFrom('referrals')
    .select(['id', 'email', 'name', 'credits', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** What redeeming did. */
export type RedeemOutcome =
  | { readonly kind: 'redeemed'; readonly credits: number; readonly meta: string[] }
  | { readonly kind: 'alreadyUnlocked'; readonly credits: number; readonly meta: string[] }
  | { readonly kind: 'notEnoughCredits'; readonly credits: number };

/**
 * Takes `cost` credits from the owner and adds the reward's key (and moderation, for hashtag
 * moderation) to the owner's meta, in one transaction. A reward already unlocked costs nothing.
 */
export async function redeem(
  db: ReferralDb,
  ownerId: number,
  key: FeatureFlag,
  cost: number,
): Promise<RedeemOutcome> {
  return db.transaction().execute(async (trx) => {
    const account = await ensureReferralAccount(trx, ownerId);
    const owner = await trx
      .selectFrom('users')
      .select('meta')
      .where('id', '=', ownerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const meta = redeemReward(owner.meta, key);
    if (owner.meta.includes(key) && meta.length === owner.meta.length) {
      return { kind: 'alreadyUnlocked', credits: account.credits, meta: owner.meta };
    }
    const paid = await trx
      .updateTable('referral_accounts')
      .set((eb) => ({ credits: eb('credits', '-', cost) }))
      .where('user_id', '=', ownerId)
      .where('credits', '>=', cost)
      .returning('credits')
      .executeTakeFirst();
    if (!paid) return { kind: 'notEnoughCredits', credits: account.credits };
    await trx
      .updateTable('users')
      .set({ meta: jsonb(meta) })
      .where('id', '=', ownerId)
      .execute();
    return { kind: 'redeemed', credits: paid.credits, meta };
  });
}
