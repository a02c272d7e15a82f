/**
 * A local stand-in for the few Stripe API endpoints this product uses, over real HTTP, so tests run
 * the official `stripe` SDK unchanged (pointed here with STRIPE_API_BASE) without a network:
 *
 *   POST /v1/payment_intents              create (amount, currency, metadata); honours Idempotency-Key
 *   GET  /v1/payment_intents/:id          retrieve
 *   POST /v1/payment_intents/:id/confirm  what Stripe.js does in the browser: pays with a test card
 *                                         (4000 0000 0000 0002 is declined, anything else succeeds)
 *
 * Tests move intents along with succeed() / decline() / setStatus(). With `webhook`, a successful
 * payment is also posted, signed, to the webhook URL — as Stripe does, racing the browser's confirm.
 * Node built-ins and `stripe` only: the Playwright suite imports this file too.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  status: FakeIntentStatus;
  client_secret: string;
  created: number;
  livemode: false;
  payment_method_types: string[];
  last_payment_error: { type: 'card_error'; code: string; decline_code: string; message: string } | null;
}

export interface FakeStripeOptions {
  /** The secret key the API must present (Authorization: Bearer …). */
  secretKey?: string;
  /** Post payment_intent.succeeded here when a payment succeeds, signed with `secret`. */
  webhook?: { url: string; secret: string };
}

export const DECLINED_TEST_CARD = '4000000000000002';
const DECLINE_MESSAGE = 'Your card was declined.';

/** Stripe's form encoding (`metadata[user_id]=7`, `payment_method_types[0]=card`) to an object. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]/).filter(Boolean);
    let target = result as Record<string, unknown>;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

export class FakeStripe {
  readonly intents = new Map<string, FakePaymentIntent>();
  /** Every request the fake answered, for tests that count calls. */
  readonly requests: Array<{ method: string; path: string; idempotencyKey: string | undefined }> = [];
  /** Webhook deliveries: the HTTP status our server answered each with. */
  readonly deliveries: number[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  private failNextCreate = false;
  private server!: http.Server;
  private counter = 0;

  private constructor(private readonly options: FakeStripeOptions) {}

  static async start(options: FakeStripeOptions = {}): Promise<FakeStripe> {
    const fake = new FakeStripe(options);
    fake.server = http.createServer((request, response) => {
      void fake.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The value for STRIPE_API_BASE. */
  get apiBase(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Creates an intent as if our server had (for intents a test shapes by hand). */
  createIntent(fields: { amount: number; currency: string; metadata?: Record<string, string> }): FakePaymentIntent {
    this.counter += 1;
    const id = `pi_fake${this.counter}${randomBytes(6).toString('hex')}`;
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: fields.amount,
      currency: fields.currency,
      metadata: fields.metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      payment_method_types: ['card'],
      last_payment_error: null,
    };
    this.intents.set(id, intent);
    return intent;
  }

  intent(id: string): FakePaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no payment intent ${id}`);
    return intent;
  }

  /** The card was charged. Also delivers the webhook when one is configured (not awaited). */
  succeed(id: string): FakePaymentIntent {
    const intent = this.setStatus(id, 'succeeded');
    intent.last_payment_error = null;
    if (this.options.webhook) void this.deliverWebhook(this.event('payment_intent.succeeded', intent));
    return intent;
  }

  decline(id: string): FakePaymentIntent {
    const intent = this.setStatus(id, 'requires_payment_method');
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINE_MESSAGE };
    return intent;
  }

  setStatus(id: string, status: FakeIntentStatus): FakePaymentIntent {
    const intent = this.intent(id);
    intent.status = status;
    return intent;
  }

  /** The next create stores the intent but answers a retryable 500, as if the answer was lost. */
  loseNextCreateAnswer(): void {
    this.failNextCreate = true;
  }

  /** An event object as Stripe sends it to webhooks. */
  event(type: string, intent: FakePaymentIntent): Record<string, unknown> {
    this.counter += 1;
    return {
      id: `evt_fake${this.counter}${randomBytes(6).toString('hex')}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...intent, metadata: { ...intent.metadata } } },
    };
  }

  private async deliverWebhook(event: Record<string, unknown>): Promise<void> {
    const { url, secret } = this.options.webhook!;
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      this.deliveries.push(response.status);
    } catch {
      this.deliveries.push(0);
    }
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const idempotencyKey = request.headers['idempotency-key']?.toString();
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...headers });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) =>
      send(status, { error: { type, message, ...extra } });

    // The browser (a fake Stripe.js in end-to-end tests) calls confirm across origins.
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST',
      });
      response.end();
      return;
    }

    let raw = '';
    for await (const chunk of request) raw += chunk;
    const form = parseForm(raw);

    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (request.method === 'POST' && confirm) {
      // Stripe.js authenticates confirm with the publishable key and the intent's client secret.
      const intent = this.intents.get(confirm[1]!);
      if (!intent || form.client_secret !== intent.client_secret)
        return error(404, 'invalid_request_error', `No such payment_intent: '${confirm[1]}'`, { code: 'resource_missing' });
      const card = (form.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number?.replace(/\s/g, '');
      if (card === DECLINED_TEST_CARD) {
        this.decline(intent.id);
        return error(402, 'card_error', DECLINE_MESSAGE, {
          code: 'card_declined',
          decline_code: 'generic_decline',
          payment_intent: intent,
        });
      }
      return send(200, this.succeed(intent.id));
    }

    const expectedKey = this.options.secretKey;
    if (expectedKey && request.headers.authorization !== `Bearer ${expectedKey}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided.');
    }

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const replay = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, this.intent(replay), { 'idempotent-replayed': 'true' });
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return error(400, 'invalid_request_error', 'Amount must be at least $0.50 aud', { param: 'amount' });
      if (typeof form.currency !== 'string' || !form.currency)
        return error(400, 'invalid_request_error', 'Missing required param: currency.', { param: 'currency' });
      const intent = this.createIntent({
        amount,
        currency: form.currency,
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      });
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, intent.id);
      if (this.failNextCreate) {
        this.failNextCreate = false;
        return send(500, { error: { type: 'api_error', message: 'An unexpected error occurred.' } }, { 'stripe-should-retry': 'true' });
      }
      return send(200, intent);
    }

    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const intent = this.intents.get(retrieve[1]!);
      return intent
        ? send(200, intent)
        : error(404, 'invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, { code: 'resource_missing', param: 'intent' });
    }

    return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }
}
