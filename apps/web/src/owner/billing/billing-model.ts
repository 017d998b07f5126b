/**
 * The billing tab's rules: who sees it, the words for amounts, dates and plans, which failure
 * message an answer gets, and the dashboard's status message from the customer.
 */
import { billingNotice, planIds, type MessageKey, type PlanId } from '@chorus/core';
import { ApiError } from '../api-client.ts';
import type { CurrentUser } from '../session.ts';
import type { Customer } from './billing-api.ts';
import type { texts } from './texts.ts';

type BillingKey = keyof (typeof texts)['en'];
type Format = (key: BillingKey, values?: Record<string, string | number>) => string;

/** The billing tab shows in hosted mode to the owner and to accounts allowed to change billing. */
export function showsBilling(user: CurrentUser): boolean {
  return user.settings.plans === 'hosted' && user.permissions.includes('change_billing');
}

const planKeys: Readonly<Record<PlanId, BillingKey>> = {
  basic: 'planBasic',
  plus: 'planPlus',
  prime: 'planPrime',
  pro: 'planPro',
  premium: 'planPremium',
  trial: 'planTrial',
  deactivated: 'planDeactivated',
};

function isPlanId(plan: string): plan is PlanId {
  return planIds.some((known) => known === plan);
}

/** A plan's name in the owner's language. */
export function planName(plan: string, t: Format): string {
  return isPlanId(plan) ? t(planKeys[plan]) : plan;
}

/** An amount in the currency's smallest unit, as money in the owner's language. */
export function formatAmount(amount: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(
    amount / 10 ** digits,
  );
}

/** A unix time as a date in the owner's language. */
export function formatDate(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}

/**
 * The dashboard's status message from the plan and, when billing answered, the customer:
 * card declined (deactivated), charge failed (delinquent), trial ending (under 86400 s), trial.
 */
export function billingStatus(
  plan: string,
  customer: Pick<Customer, 'delinquent' | 'subscription'> | null,
  nowSeconds: number,
): MessageKey | null {
  if (!isPlanId(plan)) return null;
  return billingNotice({
    plan,
    delinquent: customer?.delinquent ?? false,
    trialEnd: customer?.subscription?.trial_end ?? null,
    nowSeconds,
  });
}

/**
 * A failed card update or checkout in the spec's words: Stripe not reached (no answer, or the
 * server's 502) in the owner's language; otherwise the server's message, which is already the
 * spec's sentence around Stripe's own text ('There was an error: {error}', a declined card's
 * message as Stripe words it, 'There was an error updating the card: {message}').
 */
export function cardFailure(error: unknown, t: Format): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 502) {
    return t('cardErrorContact');
  }
  return error.message;
}
