/**
 * The update-card answers in the spec's words (spec 8, "Billing"): a declined card shows
 * Stripe's own message; a request Stripe refused, 'There was an error: {error}'; Stripe not
 * reached, 'There was an error contacting Stripe. Refresh page and try again.'; anything else,
 * 'There was an error updating the card: {message}'.
 */

/** Which of the four messages; the billing screen shows its own translation of each. */
export type CardErrorCode = 'card' | 'invalid' | 'connection' | 'update';

/** An update-card failure as the route answers it. */
export interface CardError {
  readonly status: number;
  readonly code: CardErrorCode;
  readonly error: string;
  /** Stripe's message, for the screen to put into its translated sentence. */
  readonly detail: string;
}

/** The spec's message when Stripe cannot be reached. */
export const contactingStripeFailed =
  'There was an error contacting Stripe. Refresh page and try again.';

const unreachable = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeAuthenticationError',
  'StripePermissionError',
  'StripeRateLimitError',
]);

/** Maps an error of the Stripe SDK (or any other) onto the spec's four messages. */
export function cardUpdateError(error: unknown): CardError {
  const type = (error as { type?: unknown } | null)?.type;
  const detail = error instanceof Error ? error.message : String(error);
  if (type === 'StripeCardError') return { status: 402, code: 'card', error: detail, detail };
  if (type === 'StripeInvalidRequestError') {
    return { status: 400, code: 'invalid', error: `There was an error: ${detail}`, detail };
  }
  if (typeof type === 'string' && unreachable.has(type)) {
    return { status: 502, code: 'connection', error: contactingStripeFailed, detail };
  }
  return {
    status: 500,
    code: 'update',
    error: `There was an error updating the card: ${detail}`,
    detail,
  };
}
