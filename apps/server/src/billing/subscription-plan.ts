/**
 * Which plan a Stripe subscription gives its owner (docs/operations.md, "Billing (hosted
 * mode)"): trialing → trial; active or past due → the plan its price sells; unpaid or paused →
 * deactivated (the card was declined: the card-declined message, walls hidden); canceled →
 * deactivated when Stripe ended it for failed payments, else basic (the owner left).
 */
import type { PlanId } from '@chorus/core';
import type Stripe from 'stripe';
import { planOfPrice, type BillingConfig } from './billing-config.ts';
import type { SubscriptionState } from './store.ts';

/** The price of a subscription's first item (Chorus sells one plan per subscription). */
export function priceOfSubscription(subscription: Stripe.Subscription): string | null {
  return subscription.items?.data?.[0]?.price?.id ?? null;
}

/** What Chorus keeps of a subscription. */
export function subscriptionStateOf(subscription: Stripe.Subscription): SubscriptionState {
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    priceId: priceOfSubscription(subscription),
    trialEnd: subscription.trial_end ?? null,
    currentPeriodEnd: subscription.items?.data?.[0]?.current_period_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/**
 * The plan a subscription in this state gives; undefined when it says nothing yet (incomplete,
 * or a price this instance does not sell).
 */
export function planOfSubscription(
  subscription: Pick<Stripe.Subscription, 'status' | 'cancellation_details' | 'items'>,
  config: BillingConfig,
): PlanId | undefined {
  switch (subscription.status) {
    case 'trialing':
      return 'trial';
    case 'active':
    case 'past_due':
      return planOfPrice(config, priceOfSubscription(subscription as Stripe.Subscription));
    case 'unpaid':
    case 'paused':
      return 'deactivated';
    case 'canceled':
    case 'incomplete_expired': {
      const reason = subscription.cancellation_details?.reason;
      return reason === 'payment_failed' || reason === 'payment_disputed' ? 'deactivated' : 'basic';
    }
    default:
      return undefined;
  }
}
