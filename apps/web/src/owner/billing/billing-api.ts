/** The billing tab's calls (apps/server/src/billing/routes.ts), through the owner API client. */
import { apiRequest } from '../api-client.ts';

/** A plan sold as a Stripe subscription. */
export type PaidPlan = 'plus' | 'prime' | 'pro' | 'premium';

/** `GET /api/customer/current` (the spec's Customer: subscription.trial_end, delinquent). */
export interface Customer {
  /** False in hosted mode without Stripe: plans are set by the administrator. */
  readonly billing: boolean;
  readonly plan: string;
  readonly subscription: {
    readonly id: string;
    readonly status: string;
    /** Unix seconds; null without a trial. */
    readonly trial_end: number | null;
    readonly current_period_end: number | null;
    readonly cancel_at_period_end: boolean;
  } | null;
  readonly delinquent: boolean;
  readonly next_invoice: {
    /** In the currency's smallest unit (cents). */
    readonly amount_due: number;
    readonly currency: string;
    readonly date: number | null;
  } | null;
  readonly card: { readonly brand: string; readonly last4: string } | null;
  /** The plans on sale here. */
  readonly plans: readonly PaidPlan[];
  readonly trial_days: number;
}

/** The owner's billing customer; 404 (ApiError) when self-hosted. */
export function fetchCustomer(signal?: AbortSignal): Promise<Customer> {
  return apiRequest('/api/customer/current', signal ? { signal } : {});
}

/**
 * `POST /payment/checkout`: the Stripe Checkout page to subscribe to a plan; `url` null when
 * the subscription in force was changed instead (its webhook then applies the plan).
 */
export function startCheckout(plan: PaidPlan): Promise<{ url: string | null }> {
  return apiRequest('/payment/checkout', { method: 'POST', body: { plan } });
}

/** `POST /payment/card`: the Stripe Checkout page (setup mode) to give a new card. */
export function startCardUpdate(): Promise<{ url: string }> {
  return apiRequest('/payment/card', { method: 'POST', body: {} });
}

/** `GET /payment/unsubscribe`: cancels at the period's end; where to go next. */
export function unsubscribe(): Promise<{ error: null; message: string; redirect: string }> {
  return apiRequest('/payment/unsubscribe');
}
