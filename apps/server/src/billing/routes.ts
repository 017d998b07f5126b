/**
 * Billing routes (hosted mode with CHORUS_STRIPE_SECRET_KEY; otherwise every one answers 404):
 * `GET /api/customer/current`, `POST /payment/checkout` (subscribe or change plan through
 * Stripe Checkout), `POST /payment/card` (a new card through Checkout in setup mode),
 * `POST /payment/updatecc` (the spec's card-token flow), `GET /payment/unsubscribe` (cancel at
 * the period's end) and `POST /payment/webhook` (Stripe's signed events, the only way a plan
 * changes). docs/operations.md, "Billing (hosted mode)".
 */
import { messages } from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidateWallsOf } from '../posts/feed-cache-wiring.ts';
import { userOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { originAllowed } from '../auth/origin.ts';
import { findUserById } from '../db/repositories/users.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { paidPlans, type BillingConfig } from './billing-config.ts';
import { cardUpdateError } from './card-errors.ts';
import { customerSchema, customerView, customerWithoutBilling } from './customer-view.ts';
import { stripeClientFor } from './stripe-client.ts';
import {
  billingDb,
  findBillingCustomer,
  linkBillingCustomer,
  markCancelAtPeriodEnd,
  type BillingCustomer,
} from './store.ts';
import { applyBillingEvent, useCard } from './webhook-events.ts';

/** The spec's unsubscribe failure. */
export const unsubscribeFailed =
  'There was an error unsubscribing you. Please contact support so we can manually unsubscribe you.';
/** The spec's success message (unsubscribe, card update). */
export const informationUpdated = 'Your information was updated successfully';
/** Where the screen goes after unsubscribing: the billing tab's feedback view. */
export const unsubscribeFeedbackPath = '/admin/payment?unsubscribed=1';

/** Billing's settings when billing is on: hosted mode and a secret key. */
export function billingOf(app: FastifyInstance): BillingConfig | undefined {
  return app.config.plans === 'hosted' ? app.config.billing : undefined;
}

/**
 * The signed-in owner's Stripe customer, made on first need. Shared with the other Checkout
 * flows (live-update passes).
 */
export async function billingCustomerFor(
  app: FastifyInstance,
  request: FastifyRequest,
  stripe: Stripe,
): Promise<BillingCustomer> {
  const db = billingDb(app.database.db);
  const { ownerId } = userOf(request);
  const stored = await findBillingCustomer(db, ownerId);
  if (stored) return stored;
  const owner = await findUserById(app.database.db, ownerId);
  if (!owner) throw httpError(404, messages.notFound);
  const made = await stripe.customers.create({
    email: owner.email,
    name: owner.username,
    metadata: { chorus_user_id: String(owner.id) },
  });
  return linkBillingCustomer(db, ownerId, made.id);
}

/** Where Checkout sends the owner back: the public address, else the request's own. */
export function checkoutReturnBase(app: FastifyInstance, request: FastifyRequest): string {
  return new URL(app.config.publicUrl ?? `${request.protocol}://${request.host}`).origin;
}

const access = { access: { action: 'billing.change' as const } };

/** Subscription states in which a plan change updates the subscription instead of a new one. */
const liveStatuses: ReadonlySet<string> = new Set(['trialing', 'active', 'past_due', 'unpaid']);

/** The billing routes; registered always, answering 404 while billing is off. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = billingDb(app.database.db);
  let client: Stripe | undefined;
  const on = (): { config: BillingConfig; stripe: Stripe } => {
    const config = billingOf(app);
    if (!config) throw httpError(404, messages.notFound);
    client ??= stripeClientFor(config);
    return { config, stripe: client };
  };

  const customerFor = (request: FastifyRequest, stripe: Stripe) =>
    billingCustomerFor(app, request, stripe);
  const returnBase = (request: FastifyRequest) => checkoutReturnBase(app, request);

  app.get(
    '/api/customer/current',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: 'The billing customer of the signed-in owner (hosted mode with billing)',
        response: { 200: customerSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      // Hosted without Stripe: the plan alone, so the dashboard asks without a 404.
      if (app.config.plans === 'hosted' && !billingOf(app)) {
        return customerWithoutBilling(userOf(request).plan);
      }
      const { config, stripe } = on();
      const principal = userOf(request);
      const row = await findBillingCustomer(db, principal.ownerId);
      return customerView(stripe, config, principal.plan, row, request.log);
    },
  );

  app.post(
    '/payment/checkout',
    {
      config: access,
      schema: { hide: true, body: z.object({ plan: z.enum(paidPlans) }) },
    },
    async (request, reply) => {
      const { config, stripe } = on();
      const price = config.prices[request.body.plan];
      if (!price) throw httpError(400, messages.requestWrong);
      try {
        const customer = await customerFor(request, stripe);
        if (customer.subscription_id && liveStatuses.has(customer.status ?? '')) {
          // A plan change on the subscription in force (and a resumption if it was ending):
          // a second subscription would charge twice. Its webhook applies the new plan.
          const subscription = await stripe.subscriptions.retrieve(customer.subscription_id);
          const item = subscription.items.data[0];
          if (!item) throw httpError(400, messages.requestWrong);
          await stripe.subscriptions.update(subscription.id, {
            items: [{ id: item.id, price }],
            cancel_at_period_end: false,
            proration_behavior: 'create_prorations',
          });
          return { url: null };
        }
        const firstSubscription = customer.subscription_id === null;
        const base = returnBase(request);
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customer.stripe_customer_id,
          client_reference_id: String(customer.user_id),
          line_items: [{ price, quantity: 1 }],
          ...(firstSubscription && config.trialDays > 0
            ? { subscription_data: { trial_period_days: config.trialDays } }
            : {}),
          success_url: `${base}/admin/payment?checkout=done`,
          cancel_url: `${base}/admin/payment`,
        });
        return { url: session.url };
      } catch (error) {
        const failure = cardUpdateError(error);
        request.log.warn({ err: error }, 'billing: checkout session failed');
        return reply.code(502).send({ error: failure.error, code: failure.code });
      }
    },
  );

  app.post('/payment/card', { config: access, schema: { hide: true } }, async (request, reply) => {
    const { stripe } = on();
    try {
      const customer = await customerFor(request, stripe);
      const base = returnBase(request);
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customer.stripe_customer_id,
        client_reference_id: String(customer.user_id),
        allowed_payment_method_types: ['card'],
        success_url: `${base}/admin/payment?card=updated`,
        cancel_url: `${base}/admin/payment`,
      });
      return { url: session.url };
    } catch (error) {
      const failure = cardUpdateError(error);
      request.log.warn({ err: error }, 'billing: card session failed');
      return reply.code(failure.status).send({ error: failure.error, code: failure.code });
    }
  });

  app.post(
    '/payment/updatecc',
    {
      config: access,
      schema: { hide: true, body: z.object({ stripeToken: z.string().trim().min(1).max(255) }) },
    },
    async (request, reply) => {
      const { stripe } = on();
      try {
        const customer = await customerFor(request, stripe);
        await useCard(stripe, customer.stripe_customer_id, customer.subscription_id, {
          token: request.body.stripeToken,
        });
        return { success: true, message: informationUpdated };
      } catch (error) {
        const failure = cardUpdateError(error);
        request.log.warn({ err: error, code: failure.code }, 'billing: card update failed');
        return reply
          .code(failure.status)
          .send({ error: failure.error, code: failure.code, detail: failure.detail });
      }
    },
  );

  app.get(
    '/payment/unsubscribe',
    { config: access, schema: { hide: true } },
    async (request, reply) => {
      const { stripe } = on();
      // A GET that changes something: only from a page of this site (no link elsewhere may).
      const site = request.headers['sec-fetch-site'];
      const sameSite =
        site === undefined ? originAllowed(request, app.config, true) : site === 'same-origin';
      if (!sameSite) throw httpError(403, messages.requestWrong);
      const customer = await findBillingCustomer(db, userOf(request).ownerId);
      if (!customer?.subscription_id || customer.status === 'canceled') {
        return reply.code(409).send({ error: unsubscribeFailed });
      }
      try {
        await stripe.subscriptions.update(customer.subscription_id, {
          cancel_at_period_end: true,
        });
        await markCancelAtPeriodEnd(db, customer.user_id);
        return { error: null, message: informationUpdated, redirect: unsubscribeFeedbackPath };
      } catch (error) {
        request.log.warn({ err: error }, 'billing: unsubscribe failed');
        return reply.code(502).send({ error: unsubscribeFailed });
      }
    },
  );

  await app.register(async (hooks) => {
    // The signature covers the exact bytes Stripe sent: keep them unparsed.
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/payment/webhook',
      { config: { access: { action: 'public' } }, schema: { hide: true } },
      async (request, reply) => {
        const { config, stripe } = on();
        const signature = request.headers['stripe-signature'];
        if (
          !config.webhookSecret ||
          typeof signature !== 'string' ||
          !Buffer.isBuffer(request.body)
        ) {
          return reply.code(400).send({ error: 'Missing or invalid Stripe signature.' });
        }
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
        } catch {
          return reply.code(400).send({ error: 'Missing or invalid Stripe signature.' });
        }
        const outcome = await applyBillingEvent(
          {
            db: app.database.db,
            stripe,
            config,
            log: request.log,
            // The account's walls show its new plan's features at their next load.
            planChanged: (userId) => invalidateWallsOf(app, userId),
          },
          event,
        );
        request.log.info({ event: event.id, type: event.type, outcome }, 'billing: webhook event');
        return { received: true, outcome };
      },
    );
  });
};
