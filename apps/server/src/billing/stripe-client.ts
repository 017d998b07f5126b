/**
 * The Stripe client of an installation: the official SDK with the secret key, pointed at
 * Stripe, or in tests at the loopback fake of testing-stripe.ts (CHORUS_STRIPE_API_BASE).
 */
import Stripe from 'stripe';
import type { BillingConfig } from './billing-config.ts';

/** A Stripe client for the configured account. */
export function stripeClientFor(config: BillingConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Chorus' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
          protocol,
        }
      : {}),
  });
}
