/**
 * `GET /api/customer/current`'s answer: the stored state (plan, subscription, delinquent), which
 * webhooks keep, and from Stripe the next invoice and the card, which are only shown (a Stripe
 * outage leaves them out rather than failing the page).
 */
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { paidPlans, type BillingConfig } from './billing-config.ts';
import type { BillingCustomer } from './store.ts';

/** The answer's shape (the spec's Customer: subscription.trial_end, delinquent). */
export const customerSchema = z.object({
  billing: z.boolean().meta({
    description: 'False in hosted mode without Stripe: plans are set by the administrator.',
  }),
  plan: z.string().meta({ description: 'The plan in force: basic … premium, trial, deactivated.' }),
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      trial_end: z.number().nullable().meta({ description: 'Unix seconds; null without a trial.' }),
      current_period_end: z.number().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  delinquent: z.boolean().meta({ description: 'The last charge failed.' }),
  next_invoice: z
    .object({ amount_due: z.number(), currency: z.string(), date: z.number().nullable() })
    .nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  plans: z.array(z.enum(paidPlans)).meta({ description: 'The plans on sale here.' }),
  trial_days: z.number(),
});

/** The customer as the route answers. */
export type CustomerView = z.infer<typeof customerSchema>;

type CardLike = { brand?: string | null; last4?: string | null } | null | undefined;

function cardOf(customer: Stripe.Customer): CustomerView['card'] {
  const method = customer.invoice_settings?.default_payment_method;
  const source = customer.default_source;
  const card: CardLike =
    method && typeof method !== 'string'
      ? method.card
      : source && typeof source !== 'string' && source.object === 'card'
        ? (source as Stripe.Card)
        : null;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

/** The answer in hosted mode without Stripe: the plan only. */
export function customerWithoutBilling(plan: string): CustomerView {
  return {
    billing: false,
    plan,
    subscription: null,
    delinquent: false,
    next_invoice: null,
    card: null,
    plans: [],
    trial_days: 0,
  };
}

/** Builds the answer for an owner's plan and stored billing row (if any). */
export async function customerView(
  stripe: Stripe,
  config: BillingConfig,
  plan: string,
  row: BillingCustomer | undefined,
  log: FastifyBaseLogger,
): Promise<CustomerView> {
  const view: CustomerView = {
    billing: true,
    plan,
    subscription:
      row?.subscription_id && row.status
        ? {
            id: row.subscription_id,
            status: row.status,
            trial_end: row.trial_end,
            current_period_end: row.current_period_end,
            cancel_at_period_end: row.cancel_at_period_end,
          }
        : null,
    delinquent: row?.delinquent ?? false,
    next_invoice: null,
    card: null,
    plans: paidPlans.filter((paid) => config.prices[paid] !== undefined),
    trial_days: config.trialDays,
  };
  if (!row) return view;
  try {
    const customer = await stripe.customers.retrieve(row.stripe_customer_id, {
      expand: ['invoice_settings.default_payment_method', 'default_source'],
    });
    if (!customer.deleted) view.card = cardOf(customer);
    const live = row.subscription_id && row.status !== 'canceled' && !row.cancel_at_period_end;
    if (live) {
      const preview = await stripe.invoices.createPreview({
        customer: row.stripe_customer_id,
        subscription: row.subscription_id ?? undefined,
      });
      view.next_invoice = {
        amount_due: preview.amount_due,
        currency: preview.currency,
        date: preview.next_payment_attempt ?? row.current_period_end,
      };
    }
  } catch (error) {
    log.warn(
      { err: error },
      'billing: Stripe did not answer; the card and next invoice are left out',
    );
  }
  return view;
}
