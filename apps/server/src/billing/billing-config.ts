/**
 * Stripe billing's settings (CHORUS_STRIPE_* in docs/operations.md, "Billing (hosted mode)").
 * Billing is on only when plans are `hosted` and a secret key is set; otherwise there is no
 * billing at all: the billing routes answer 404 and the billing tab stays hidden.
 */
import type { PlanId } from '@chorus/core';
import { z } from 'zod';

/** The plans sold as Stripe subscriptions (trial is a state of one, not a price). */
export const paidPlans = ['plus', 'prime', 'pro', 'premium'] as const satisfies readonly PlanId[];

/** A plan one can subscribe to. */
export type PaidPlan = (typeof paidPlans)[number];

/** Trial length when CHORUS_STRIPE_TRIAL_DAYS is unset. */
export const defaultTrialDays = 14;

/** The billing settings of an installation. */
export interface BillingConfig {
  /** The Stripe secret key (CHORUS_STRIPE_SECRET_KEY, `sk_live_...` or `sk_test_...`). */
  readonly secretKey: string;
  /** The webhook endpoint's signing secret (CHORUS_STRIPE_WEBHOOK_SECRET, `whsec_...`). */
  readonly webhookSecret: string | undefined;
  /** The publishable key (CHORUS_STRIPE_PUBLISHABLE_KEY); Checkout needs none on our pages. */
  readonly publishableKey: string | undefined;
  /** The Stripe price id of each plan sold (CHORUS_STRIPE_PRICES). */
  readonly prices: Readonly<Partial<Record<PaidPlan, string>>>;
  /** Days of trial a new subscription starts with (CHORUS_STRIPE_TRIAL_DAYS, default 14). */
  readonly trialDays: number;
  /** Tests only: the Stripe API's address (CHORUS_STRIPE_API_BASE, an http(s) origin). */
  readonly apiBase: string | undefined;
}

const pricesPattern = /^\s*((plus|prime|pro|premium)\s*=\s*[A-Za-z0-9_]+\s*(,|$)\s*)*$/;

/** The environment variables of billing, with their checks. */
export const billingEnvironmentShape = {
  CHORUS_STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  CHORUS_STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  CHORUS_STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
  CHORUS_STRIPE_PRICES: z
    .string()
    .regex(
      pricesPattern,
      'CHORUS_STRIPE_PRICES must read plan=price_id, comma separated, for plus, prime, pro or premium.',
    )
    .optional(),
  CHORUS_STRIPE_TRIAL_DAYS: z.coerce.number().int().min(0).max(730).default(defaultTrialDays),
  CHORUS_STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
};

/** Parses `plus=price_1,pro=price_2` into a plan → price map. */
export function parsePrices(value: string | undefined): Partial<Record<PaidPlan, string>> {
  const prices: Partial<Record<PaidPlan, string>> = {};
  for (const pair of (value ?? '').split(',')) {
    const [plan, price] = pair.split('=').map((part) => part.trim());
    if (plan && price && (paidPlans as readonly string[]).includes(plan)) {
      prices[plan as PaidPlan] = price;
    }
  }
  return prices;
}

/** The billing settings from parsed environment variables; undefined without a secret key. */
export function billingConfigOf(env: {
  readonly CHORUS_STRIPE_SECRET_KEY?: string | undefined;
  readonly CHORUS_STRIPE_WEBHOOK_SECRET?: string | undefined;
  readonly CHORUS_STRIPE_PUBLISHABLE_KEY?: string | undefined;
  readonly CHORUS_STRIPE_PRICES?: string | undefined;
  readonly CHORUS_STRIPE_TRIAL_DAYS: number;
  readonly CHORUS_STRIPE_API_BASE?: string | undefined;
}): BillingConfig | undefined {
  if (!env.CHORUS_STRIPE_SECRET_KEY) return undefined;
  return {
    secretKey: env.CHORUS_STRIPE_SECRET_KEY,
    webhookSecret: env.CHORUS_STRIPE_WEBHOOK_SECRET,
    publishableKey: env.CHORUS_STRIPE_PUBLISHABLE_KEY,
    prices: parsePrices(env.CHORUS_STRIPE_PRICES),
    trialDays: env.CHORUS_STRIPE_TRIAL_DAYS,
    apiBase: env.CHORUS_STRIPE_API_BASE,
  };
}

/** The plan a Stripe price id sells, or undefined for a price this instance does not know. */
export function planOfPrice(config: BillingConfig, priceId: string | null): PaidPlan | undefined {
  if (priceId === null) return undefined;
  return paidPlans.find((plan) => config.prices[plan] === priceId);
}
