/**
 * A loopback fake of the Stripe API for tests: it listens on 127.0.0.1 only, answers the
 * requests Chorus's billing makes with objects shaped as Stripe documents them (customers,
 * subscriptions, invoices and their preview, Checkout sessions, setup intents, card tokens and
 * Stripe's error bodies), and makes webhook events signed with Stripe's scheme
 * (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`). Scenario
 * helpers move a subscription through trial, failed charge, decline and payment; the events
 * they cause are posted to `webhookUrl` when set, and kept in `outbox` either way.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Stripe object as JSON. */
type StripeObject = Record<string, unknown> & { id: string };

/** A signed webhook delivery: the exact body and the headers Stripe sends with it. */
export interface SignedDelivery {
  readonly payload: string;
  readonly headers: Record<string, string>;
}

/** The card tokens the fake knows (Stripe's documented test tokens). */
export const testTokens = {
  visa: 'tok_visa',
  /** Attaches, then every charge on it is declined. */
  chargeDeclined: 'tok_chargeCustomerFail',
  /** Refused at once: `card_declined`. */
  declined: 'tok_chargeDeclined',
} as const;

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Parses Stripe's form encoding (`a[b][0]=c`) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** The fake's options. */
export interface FakeStripeOptions {
  /** The webhook signing secret Chorus is configured with. */
  readonly webhookSecret: string;
  /** Price id → monthly amount in cents (the prices Chorus sells). */
  readonly prices: Readonly<Record<string, number>>;
  /** The clock of events and subscriptions (unix seconds); defaults to the real one. */
  readonly now?: () => number;
}

/** The running fake. */
export interface FakeStripe {
  /** Its address, for CHORUS_STRIPE_API_BASE. */
  readonly url: string;
  /** Where scenario events are posted (the app's /payment/webhook); unset: outbox only. */
  webhookUrl: string | undefined;
  /** Every event a scenario made, oldest first. */
  readonly outbox: StripeObject[];
  /** While true, every API request answers Stripe's 500 api_error. */
  down: boolean;
  readonly customers: Map<string, StripeObject>;
  readonly subscriptions: Map<string, StripeObject>;
  /** The requests received, as `METHOD /path`. */
  readonly requests: string[];
  /** Makes an event of a type about an object, as Stripe sends it. */
  event(type: string, object: StripeObject, created?: number): StripeObject;
  /** Signs an event's JSON with the webhook secret, at a time (default now). */
  sign(event: StripeObject, timestamp?: number): SignedDelivery;
  /** Completes a Checkout session as a paying customer would; its events. */
  completeCheckout(sessionId: string): Promise<StripeObject[]>;
  /** A charge fails: an open invoice, the subscription past due, the customer delinquent. */
  failCharge(subscriptionId: string): Promise<StripeObject[]>;
  /** Retries exhausted: the subscription becomes unpaid. */
  giveUp(subscriptionId: string): Promise<StripeObject[]>;
  /** The trial ends at this time (moves trial_end). */
  setTrialEnd(subscriptionId: string, trialEnd: number): Promise<StripeObject[]>;
  /** The last Checkout session made. */
  lastSession(): StripeObject | undefined;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'stripe-should-retry': 'false',
  });
  response.end(JSON.stringify(body));
}

function stripeError(
  response: ServerResponse,
  status: number,
  error: Record<string, unknown>,
): void {
  send(response, status, { error });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const cards = new Map<string, StripeObject & { declines: boolean }>();
  const requests: string[] = [];
  let lastSessionId: string | undefined;

  const price = (id: string) => ({
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: options.prices[id] ?? 0,
    recurring: { interval: 'month', interval_count: 1 },
    type: 'recurring',
  });

  const subscriptionItem = (priceId: string, start: number, end: number) => ({
    object: 'list',
    data: [
      {
        id: newId('si'),
        object: 'subscription_item',
        price: price(priceId),
        quantity: 1,
        current_period_start: start,
        current_period_end: end,
      },
    ],
    has_more: false,
    url: '/v1/subscription_items',
  });

  const expandCustomer = (customer: StripeObject): StripeObject => {
    const source = customer['default_source'];
    const settings = customer['invoice_settings'] as { default_payment_method: string | null };
    const method = settings.default_payment_method;
    return {
      ...customer,
      default_source: typeof source === 'string' ? (cards.get(source) ?? source) : null,
      invoice_settings: {
        ...settings,
        default_payment_method: method
          ? {
              id: method,
              object: 'payment_method',
              type: 'card',
              card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 },
            }
          : null,
      },
    };
  };

  const customerCardDeclines = (customer: StripeObject): boolean => {
    const source = customer['default_source'];
    const method = (customer['invoice_settings'] as { default_payment_method: string | null })
      .default_payment_method;
    if (method) return false;
    if (typeof source !== 'string') return true;
    return cards.get(source)?.declines ?? true;
  };

  const fake: FakeStripe = {
    url: '',
    webhookUrl: undefined,
    outbox: [],
    down: false,
    customers,
    subscriptions,
    requests,
    event(type, object, created = now()) {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    sign(event, timestamp = now()) {
      const payload = JSON.stringify(event);
      const signature = createHmac('sha256', options.webhookSecret)
        .update(`${timestamp}.${payload}`)
        .digest('hex');
      return {
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': `t=${timestamp},v1=${signature}`,
        },
      };
    },
    async completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customerId = session['customer'] as string;
      session['status'] = 'complete';
      if (session['mode'] === 'setup') {
        const intent: StripeObject = {
          id: newId('seti'),
          object: 'setup_intent',
          customer: customerId,
          payment_method: newId('pm'),
          status: 'succeeded',
          usage: 'off_session',
        };
        setupIntents.set(intent.id, intent);
        session['setup_intent'] = intent.id;
        return emit([fake.event('checkout.session.completed', { ...session })]);
      }
      if (session['mode'] === 'payment') {
        session['payment_status'] = 'paid';
        return emit([fake.event('checkout.session.completed', { ...session })]);
      }
      const line = (session['line_items'] as { price: string }[])[0];
      const trialDays = Number(
        (session['subscription_data'] as { trial_period_days?: string } | undefined)
          ?.trial_period_days ?? 0,
      );
      const start = now();
      const trialEnd = trialDays > 0 ? start + trialDays * 86_400 : null;
      const subscription: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer: customerId,
        status: trialEnd ? 'trialing' : 'active',
        created: start,
        start_date: start,
        trial_start: trialEnd ? start : null,
        trial_end: trialEnd,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        cancellation_details: { comment: null, feedback: null, reason: null },
        default_payment_method: null,
        latest_invoice: null,
        items: subscriptionItem(line?.price ?? '', start, trialEnd ?? start + 30 * 86_400),
        metadata: {},
        livemode: false,
      };
      subscriptions.set(subscription.id, subscription);
      session['subscription'] = subscription.id;
      return emit([
        fake.event('checkout.session.completed', { ...session }),
        fake.event('customer.subscription.created', { ...subscription }),
      ]);
    },
    async failCharge(subscriptionId) {
      const subscription = must(subscriptions, subscriptionId);
      const invoice = openInvoice(subscription);
      subscription['status'] = 'past_due';
      must(customers, subscription['customer'] as string)['delinquent'] = true;
      return emit([
        fake.event('invoice.payment_failed', { ...invoice }),
        fake.event('customer.subscription.updated', { ...subscription }),
      ]);
    },
    async giveUp(subscriptionId) {
      const subscription = must(subscriptions, subscriptionId);
      subscription['status'] = 'unpaid';
      return emit([fake.event('customer.subscription.updated', { ...subscription })]);
    },
    async setTrialEnd(subscriptionId, trialEnd) {
      const subscription = must(subscriptions, subscriptionId);
      subscription['trial_end'] = trialEnd;
      return emit([fake.event('customer.subscription.updated', { ...subscription })]);
    },
    lastSession: () => (lastSessionId ? sessions.get(lastSessionId) : undefined),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function must(map: Map<string, StripeObject>, id: string): StripeObject {
    const found = map.get(id);
    if (!found) throw new Error(`no such object ${id}`);
    return found;
  }

  function openInvoice(subscription: StripeObject): StripeObject {
    const items = subscription['items'] as { data: { price: { id: string } }[] };
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription['customer'],
      status: 'open',
      amount_due: options.prices[items.data[0]?.price.id ?? ''] ?? 0,
      amount_paid: 0,
      currency: 'usd',
      attempt_count: 1,
      created: now(),
      next_payment_attempt: now() + 3 * 86_400,
      period_end: now(),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
    };
    invoices.set(invoice.id, invoice);
    subscription['latest_invoice'] = invoice.id;
    return invoice;
  }

  async function emit(events: StripeObject[]): Promise<StripeObject[]> {
    for (const event of events) {
      fake.outbox.push(event);
      if (fake.webhookUrl) {
        const delivery = fake.sign(event);
        await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.payload,
        });
      }
    }
    return events;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    requests.push(`${method} ${path}`);
    if (!(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return stripeError(response, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    }
    if (fake.down) {
      return stripeError(response, 500, {
        type: 'api_error',
        message: 'An unknown error occurred.',
      });
    }
    const body = method === 'POST' ? parseStripeForm(await readBody(request)) : {};
    const noSuch = (id: string) =>
      stripeError(response, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such object: '${id}'`,
        param: 'id',
      });
    const match = (pattern: RegExp) => pattern.exec(path);
    let found: RegExpExecArray | null;

    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: body['email'] ?? null,
        name: body['name'] ?? null,
        metadata: body['metadata'] ?? {},
        delinquent: false,
        default_source: null,
        invoice_settings: { default_payment_method: null },
        livemode: false,
      };
      customers.set(customer.id, customer);
      return send(response, 200, customer);
    }
    if ((found = match(/^\/v1\/customers\/([\w]+)$/))) {
      const customer = customers.get(found[1]!);
      if (!customer) return noSuch(found[1]!);
      if (method === 'POST') {
        const token = body['source'];
        if (typeof token === 'string') {
          if (token === testTokens.declined) {
            return stripeError(response, 402, {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              param: '',
            });
          }
          if (token !== testTokens.visa && token !== testTokens.chargeDeclined) {
            return stripeError(response, 400, {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such token: '${token}'`,
              param: 'source',
            });
          }
          const card = {
            id: newId('card'),
            object: 'card' as const,
            brand: 'Visa',
            last4: token === testTokens.visa ? '4242' : '0341',
            exp_month: 12,
            exp_year: 2030,
            customer: customer.id,
            declines: token === testTokens.chargeDeclined,
          };
          cards.set(card.id, card);
          customer['default_source'] = card.id;
        }
        const settings = body['invoice_settings'] as
          { default_payment_method?: string } | undefined;
        if (settings?.default_payment_method !== undefined) {
          // An empty string unsets it, as in Stripe's API.
          customer['invoice_settings'] = {
            default_payment_method: settings.default_payment_method || null,
          };
        }
      }
      const expanded = expandCustomer(customer);
      const source = expanded['default_source'] as (StripeObject & { declines?: boolean }) | null;
      if (source && typeof source === 'object') {
        const { declines: _declines, ...card } = source;
        expanded['default_source'] = card;
      }
      return send(response, 200, expanded);
    }
    if ((found = match(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const subscription = subscriptions.get(found[1]!);
      if (!subscription) return noSuch(found[1]!);
      if (method === 'POST') {
        if (body['cancel_at_period_end'] !== undefined) {
          subscription['cancel_at_period_end'] = body['cancel_at_period_end'] === 'true';
          const items = subscription['items'] as { data: { current_period_end: number }[] };
          subscription['cancel_at'] = subscription['cancel_at_period_end']
            ? (items.data[0]?.current_period_end ?? null)
            : null;
        }
        if (typeof body['default_payment_method'] === 'string') {
          subscription['default_payment_method'] = body['default_payment_method'] || null;
        }
        const change = (body['items'] as Record<string, { price?: string }> | undefined)?.['0'];
        if (change?.price) {
          const items = subscription['items'] as {
            data: { price: unknown; current_period_start: number; current_period_end: number }[];
          };
          const item = items.data[0];
          if (item) item.price = price(change.price);
          send(response, 200, subscription);
          await emit([fake.event('customer.subscription.updated', { ...subscription })]);
          return;
        }
      }
      return send(response, 200, subscription);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const subscription = subscriptions.get(String(body['subscription'] ?? ''));
      if (!subscription) {
        return stripeError(response, 400, {
          type: 'invalid_request_error',
          code: 'invoice_upcoming_none',
          message: 'No upcoming invoices for customer.',
        });
      }
      const items = subscription['items'] as {
        data: { price: { id: string; unit_amount: number }; current_period_end: number }[];
      };
      const item = items.data[0];
      return send(response, 200, {
        id: newId('upcoming_in'),
        object: 'invoice',
        customer: subscription['customer'],
        status: 'draft',
        amount_due: item?.price.unit_amount ?? 0,
        currency: 'usd',
        next_payment_attempt: item?.current_period_end ?? null,
        period_end: item?.current_period_end ?? null,
      });
    }
    if ((found = match(/^\/v1\/invoices\/([\w]+)(\/pay)?$/))) {
      const invoice = invoices.get(found[1]!);
      if (!invoice) return noSuch(found[1]!);
      if (method === 'POST' && found[2]) {
        const customer = must(customers, invoice['customer'] as string);
        if (customerCardDeclines(customer)) {
          return stripeError(response, 402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          });
        }
        invoice['status'] = 'paid';
        invoice['amount_paid'] = invoice['amount_due'];
        customer['delinquent'] = false;
        const parent = invoice['parent'] as { subscription_details: { subscription: string } };
        const subscription = must(subscriptions, parent.subscription_details.subscription);
        subscription['status'] = 'active';
        send(response, 200, invoice);
        await emit([
          fake.event('invoice.paid', { ...invoice }),
          fake.event('customer.subscription.updated', { ...subscription }),
        ]);
        return;
      }
      return send(response, 200, invoice);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        mode: body['mode'],
        customer: body['customer'] ?? null,
        client_reference_id: body['client_reference_id'] ?? null,
        status: 'open',
        success_url: body['success_url'] ?? null,
        cancel_url: body['cancel_url'] ?? null,
        subscription: null,
        setup_intent: null,
        line_items: Object.values((body['line_items'] as Record<string, unknown>) ?? {}),
        subscription_data: body['subscription_data'],
        metadata: body['metadata'] ?? {},
        payment_status: 'unpaid',
        url: `${fake.url}/checkout/${id}`,
        livemode: false,
      };
      sessions.set(id, session);
      lastSessionId = id;
      const { line_items: _lines, subscription_data: _data, ...visible } = session;
      return send(response, 200, visible);
    }
    if ((found = match(/^\/v1\/setup_intents\/([\w]+)$/))) {
      const intent = setupIntents.get(found[1]!);
      return intent ? send(response, 200, intent) : noSuch(found[1]!);
    }
    return stripeError(response, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server: Server = createServer((request, response) => {
    // The hosted Checkout page stand-in: a plain page; tests complete it with completeCheckout.
    if (request.method === 'GET' && request.url?.startsWith('/checkout/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Checkout</title><h1>Fake Stripe Checkout</h1>');
      return;
    }
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (fake as { url: string }).url = `http://127.0.0.1:${port}`;
  return fake;
}
