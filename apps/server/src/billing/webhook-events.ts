/**
 * Applying Stripe's webhook events (docs/operations.md, "Billing (hosted mode)"). The only
 * place a plan changes because of billing. Each event is handled once (its id is stored in the
 * same transaction as its effect), and an event older than the state already stored for its
 * object (by Stripe's `created`) changes nothing, so replays and late deliveries are harmless.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { updateOwnerAccount } from '../db/repositories/admin.ts';
import type { Database } from '../db/schema.ts';
import { creditReferrerOnPayment } from '../referrals/signup.ts';
import { applyPassCheckout } from '../passes/checkout.ts';
import type { BillingConfig } from './billing-config.ts';
import {
  applyInvoiceState,
  applySubscriptionState,
  billingDb,
  findBillingCustomerByStripeId,
  noteSubscriptionId,
  recordBillingEvent,
  type BillingDb,
} from './store.ts';
import { planOfSubscription, subscriptionStateOf } from './subscription-plan.ts';

/** The events Chorus acts on; the webhook endpoint should send these (and may send more). */
export const handledEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** What became of an event. */
export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'unknownCustomer' | 'ignored';

/** What handling an event needs. */
export interface EventDependencies {
  readonly db: Kysely<Database>;
  readonly stripe: Stripe;
  readonly config: BillingConfig;
  readonly log: FastifyBaseLogger;
  /**
   * Called once the event's transaction committed, for each account whose plan it set: what
   * the account's walls show depends on the plan (the server drops their kept pages).
   */
  readonly planChanged?: (userId: number) => Promise<void>;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Applies one verified event; throws (so Stripe retries) when a Stripe call fails. */
export async function applyBillingEvent(
  deps: EventDependencies,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const planned: number[] = [];
  const outcome = await billingDb(deps.db)
    .transaction()
    .execute(async (trx) => {
      if (!(await recordBillingEvent(trx, event))) return 'duplicate';
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return applySubscription(trx, deps, event.data.object, event.created, planned);
        case 'invoice.paid':
        case 'invoice.payment_failed':
          return applyInvoice(
            trx,
            event.data.object,
            event.type === 'invoice.payment_failed',
            event.created,
          );
        case 'checkout.session.completed':
          return applyCheckout(trx, deps, event.data.object);
        default:
          return 'ignored';
      }
    });
  for (const userId of planned) await deps.planChanged?.(userId);
  return outcome;
}

async function applySubscription(
  trx: BillingDb,
  deps: EventDependencies,
  subscription: Stripe.Subscription,
  created: number,
  planned: number[],
): Promise<EventOutcome> {
  const customerId = idOf(subscription.customer);
  const customer = customerId ? await findBillingCustomerByStripeId(trx, customerId) : undefined;
  if (!customerId || !customer) return 'unknownCustomer';
  // Another subscription's late news must not overwrite the one in force.
  if (
    customer.subscription_id !== null &&
    customer.subscription_id !== subscription.id &&
    created < customer.subscription_event_at
  ) {
    return 'stale';
  }
  const row = await applySubscriptionState(
    trx,
    customerId,
    subscriptionStateOf(subscription),
    created,
  );
  if (!row) return 'stale';
  const plan = planOfSubscription(subscription, deps.config);
  if (plan === undefined) {
    deps.log.warn(
      { subscription: subscription.id, status: subscription.status },
      'billing: a subscription that names no plan of this instance; the plan is unchanged',
    );
    return 'applied';
  }
  // The same transaction, seen without the billing tables (the users repository's type).
  await updateOwnerAccount(trx as unknown as Kysely<Database>, row.user_id, { plan });
  planned.push(row.user_id);
  return 'applied';
}

async function applyInvoice(
  trx: BillingDb,
  invoice: Stripe.Invoice,
  failed: boolean,
  created: number,
): Promise<EventOutcome> {
  const customerId = idOf(invoice.customer);
  if (!customerId) return 'unknownCustomer';
  const known = await findBillingCustomerByStripeId(trx, customerId);
  if (!known) return 'unknownCustomer';
  // A referred account's first paid invoice earns its referrer credits (once; referrals/).
  if (!failed) await creditReferrerOnPayment(trx, known.user_id, invoice.amount_paid);
  const row = await applyInvoiceState(trx, customerId, failed, created);
  return row ? 'applied' : 'stale';
}

/**
 * A completed Checkout: in subscription mode, note the new subscription (its own events set
 * the plan); in setup mode (the update-card flow), make the new card the default and pay an
 * invoice left open by a declined charge, which brings the subscription back through its events.
 */
async function applyCheckout(
  trx: BillingDb,
  deps: EventDependencies,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  const customerId = idOf(session.customer);
  const customer = customerId ? await findBillingCustomerByStripeId(trx, customerId) : undefined;
  if (!customerId || !customer) return 'unknownCustomer';
  // A live-update pass bought for a wall (payment mode, passes/checkout.ts).
  const pass = await applyPassCheckout(trx, customer.user_id, session);
  if (pass) return pass;
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) await noteSubscriptionId(trx, customerId, subscriptionId);
    return 'applied';
  }
  if (session.mode !== 'setup') return 'ignored';
  const setupIntentId = idOf(session.setup_intent);
  if (!setupIntentId) return 'ignored';
  const setupIntent = await deps.stripe.setupIntents.retrieve(setupIntentId);
  const paymentMethod = idOf(setupIntent.payment_method);
  if (!paymentMethod) return 'ignored';
  await useCard(deps.stripe, customerId, customer.subscription_id, { paymentMethod });
  return 'applied';
}

/** A new card: a token (the spec's `stripeToken`) or a payment method (Checkout's setup mode). */
export type NewCard = { readonly token: string } | { readonly paymentMethod: string };

/**
 * Makes a card the customer's and its subscription's default, and pays the subscription's
 * open invoice if a declined charge left one. A token becomes the default source, and the
 * payment-method defaults are emptied (Stripe's way to unset), since they would take
 * precedence over it. Shared by the update-card routes.
 */
export async function useCard(
  stripe: Stripe,
  customerId: string,
  subscriptionId: string | null,
  card: NewCard,
): Promise<void> {
  const paymentMethod = 'paymentMethod' in card ? card.paymentMethod : '';
  await stripe.customers.update(customerId, {
    ...('token' in card ? { source: card.token } : {}),
    invoice_settings: { default_payment_method: paymentMethod },
  });
  if (!subscriptionId) return;
  const subscription = await stripe.subscriptions.update(subscriptionId, {
    default_payment_method: paymentMethod,
  });
  if (subscription.status !== 'past_due' && subscription.status !== 'unpaid') return;
  const invoiceId = idOf(subscription.latest_invoice);
  if (!invoiceId) return;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  if (invoice.status === 'open' && invoice.id) await stripe.invoices.pay(invoice.id);
}
