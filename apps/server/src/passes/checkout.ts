/**
 * Buying a live-update pass: Stripe Checkout in payment mode for one pass of one wall, and the
 * pass made from the signed `checkout.session.completed` event (billing/webhook-events.ts),
 * once per session however often Stripe delivers it.
 */
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { BillingDb } from '../billing/store.ts';
import type { Database } from '../db/schema.ts';
import { passCurrency, passDays, passLengthSeconds, passPriceCents } from './rules.ts';
import { recordBoughtPass } from './store.ts';

/** The metadata key naming the wall a pass is for. */
export const passWallKey = 'chorus_pass_wall';

/** The Checkout session's parameters for one pass of a wall. */
export function passCheckoutParams(input: {
  readonly customerId: string;
  readonly userId: number;
  readonly wallId: number;
  readonly wallName: string;
  readonly base: string;
}): Stripe.Checkout.SessionCreateParams {
  const back = `${input.base}/admin?pass=${input.wallId}`;
  return {
    mode: 'payment',
    customer: input.customerId,
    client_reference_id: String(input.userId),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: passCurrency,
          unit_amount: passPriceCents,
          product_data: { name: `Live-update pass, ${passDays} days: ${input.wallName}` },
        },
      },
    ],
    metadata: { [passWallKey]: String(input.wallId) },
    success_url: `${back}&checkout=done`,
    cancel_url: back,
  };
}

/**
 * A paid pass Checkout: the pass, unscheduled, on the wall its metadata names, if that wall is
 * the paying customer's. `undefined` for a session that is no pass purchase.
 */
export async function applyPassCheckout(
  trx: BillingDb,
  customerUserId: number,
  session: Stripe.Checkout.Session,
): Promise<'applied' | 'duplicate' | 'ignored' | undefined> {
  const wallKey = session.metadata?.[passWallKey];
  if (session.mode !== 'payment' || wallKey === undefined) return undefined;
  if (session.payment_status !== 'paid' || !/^\d{1,15}$/.test(wallKey)) return 'ignored';
  const db = trx as unknown as Kysely<Database>;
  const wall = await db
    .selectFrom('walls')
    .select('user_id')
    .where('id', '=', Number(wallKey))
    .executeTakeFirst();
  if (!wall || Number(wall.user_id) !== Number(customerUserId)) return 'ignored';
  const made = await recordBoughtPass(db, {
    wallId: Number(wallKey),
    checkoutSessionId: session.id,
    lengthSeconds: passLengthSeconds,
  });
  return made ? 'applied' : 'duplicate';
}
