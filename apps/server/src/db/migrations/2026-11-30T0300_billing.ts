import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Stripe billing (issue 22, docs/operations.md "Billing (hosted mode)"): one Stripe customer per
 * owner, with the state its webhooks last told (subscription, status, trial end, delinquent) and
 * the `created` time of the last event applied per object, so an older event arriving late
 * changes nothing; and the ids of the events handled, so the same event twice changes nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'text')
    .addColumn('status', 'text')
    .addColumn('price_id', 'text')
    .addColumn('trial_end', 'bigint')
    .addColumn('current_period_end', 'bigint')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('delinquent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('subscription_event_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_event_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops both tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropTable('billing_customers').execute();
}
