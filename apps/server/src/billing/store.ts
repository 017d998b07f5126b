/**
 * The billing tables (migration 2026-11-30T0300_billing): one Stripe customer per owner with
 * the state its webhooks last told, and the ids of the webhook events already handled. Free
 * functions over Kysely, as the repositories in db/repositories are; the two tables are typed
 * here (`withTables`), beside the only code that reads them.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A row of billing_customers. */
export interface BillingCustomersTable {
  user_id: number;
  stripe_customer_id: string;
  subscription_id: string | null;
  status: string | null;
  price_id: string | null;
  /** Unix seconds, as Stripe gives them. */
  trial_end: number | null;
  current_period_end: number | null;
  cancel_at_period_end: boolean;
  delinquent: boolean;
  /** The `created` time of the last subscription event applied (0: none yet). */
  subscription_event_at: number;
  /** The `created` time of the last invoice event applied (0: none yet). */
  invoice_event_at: number;
}

/** A row of billing_events: a webhook event handled once. */
export interface BillingEventsTable {
  id: string;
  type: string;
  created: number;
  received_at: Date | undefined;
}

/** The database with the billing tables. */
export type BillingDb = Kysely<
  Database & { billing_customers: BillingCustomersTable; billing_events: BillingEventsTable }
>;

/** A stored billing customer. */
export type BillingCustomer = Selectable<BillingCustomersTable>;

/** The database seen with the billing tables. */
export function billingDb(db: Kysely<Database>): BillingDb {
  return db.withTables<{
    billing_customers: BillingCustomersTable;
    billing_events: BillingEventsTable;
  }>();
}

/** The billing customer of an owner, if one was made. */
export async function findBillingCustomer(
  db: BillingDb,
  userId: number,
): Promise<BillingCustomer | undefined> {
  return db
    .selectFrom('billing_customers')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The billing customer behind a Stripe customer id. */
export async function findBillingCustomerByStripeId(
  db: BillingDb,
  stripeCustomerId: string,
): Promise<BillingCustomer | undefined> {
  return db
    .selectFrom('billing_customers')
    .selectAll()
    .where('stripe_customer_id', '=', stripeCustomerId)
    .executeTakeFirst();
}

/** Links an owner to a Stripe customer; the stored row (an earlier link wins a race). */
export async function linkBillingCustomer(
  db: BillingDb,
  userId: number,
  stripeCustomerId: string,
): Promise<BillingCustomer> {
  await db
    .insertInto('billing_customers')
    .values({
      user_id: userId,
      stripe_customer_id: stripeCustomerId,
      subscription_id: null,
      status: null,
      price_id: null,
      trial_end: null,
      current_period_end: null,
      cancel_at_period_end: false,
      delinquent: false,
      subscription_event_at: 0,
      invoice_event_at: 0,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await findBillingCustomer(db, userId);
  if (!row) throw new Error(`billing customer of user ${userId} not stored`);
  return row;
}

/**
 * Records a webhook event as handled. False when it was handled before: the caller then
 * changes nothing (Stripe delivers at least once, and may send an event again).
 */
export async function recordBillingEvent(
  db: BillingDb,
  event: { readonly id: string; readonly type: string; readonly created: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_events')
    .values({ id: event.id, type: event.type, created: event.created, received_at: undefined })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** What a subscription event tells about the customer's subscription. */
export interface SubscriptionState {
  readonly subscriptionId: string;
  readonly status: string;
  readonly priceId: string | null;
  readonly trialEnd: number | null;
  readonly currentPeriodEnd: number | null;
  readonly cancelAtPeriodEnd: boolean;
}

/**
 * Stores a subscription's state unless a newer subscription event was applied already; the
 * row after, or undefined when the event was older (out of order: changes nothing).
 */
export async function applySubscriptionState(
  db: BillingDb,
  stripeCustomerId: string,
  state: SubscriptionState,
  eventCreated: number,
): Promise<BillingCustomer | undefined> {
  return db
    .updateTable('billing_customers')
    .set({
      subscription_id: state.subscriptionId,
      status: state.status,
      price_id: state.priceId,
      trial_end: state.trialEnd,
      current_period_end: state.currentPeriodEnd,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      subscription_event_at: eventCreated,
    })
    .where('stripe_customer_id', '=', stripeCustomerId)
    .where('subscription_event_at', '<=', eventCreated)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Stores whether the customer's last invoice failed to be charged, unless a newer invoice
 * event was applied already; the row after, or undefined when the event was older.
 */
export async function applyInvoiceState(
  db: BillingDb,
  stripeCustomerId: string,
  delinquent: boolean,
  eventCreated: number,
): Promise<BillingCustomer | undefined> {
  return db
    .updateTable('billing_customers')
    .set({ delinquent, invoice_event_at: eventCreated })
    .where('stripe_customer_id', '=', stripeCustomerId)
    .where('invoice_event_at', '<=', eventCreated)
    .returningAll()
    .executeTakeFirst();
}

/** Notes the subscription a completed Checkout made, until its own events tell the rest. */
export async function noteSubscriptionId(
  db: BillingDb,
  stripeCustomerId: string,
  subscriptionId: string,
): Promise<void> {
  await db
    .updateTable('billing_customers')
    .set({ subscription_id: subscriptionId })
    .where('stripe_customer_id', '=', stripeCustomerId)
    .where('subscription_id', 'is', null)
    .execute();
}

/** Marks the subscription as ending at the end of its period (after an unsubscribe). */
export async function markCancelAtPeriodEnd(db: BillingDb, userId: number): Promise<void> {
  await db
    .updateTable('billing_customers')
    .set({ cancel_at_period_end: true })
    .where('user_id', '=', userId)
    .execute();
}
