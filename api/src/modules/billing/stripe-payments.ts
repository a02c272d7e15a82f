import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { HttpError } from '../../http/errors.js';

/** What we read of a Stripe PaymentIntent (from the API or a webhook event). */
export interface PaymentIntentFacts {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';

/**
 * The Stripe API through the official SDK — the only place that knows it. Network retries use
 * the SDK's automatic idempotency keys, so a retried create never makes a second payment intent.
 */
export class StripePayments {
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    api: Config['payments']['stripeApi'],
    private readonly log: FastifyBaseLogger,
  ) {
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'CCL Practice' },
      ...(api ?? {}),
    });
  }

  async createPaymentIntent(fields: {
    amount: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string }> {
    try {
      const intent = await this.stripe.paymentIntents.create({
        amount: fields.amount,
        currency: fields.currency,
        metadata: fields.metadata,
        description: fields.description,
      });
      if (!intent.client_secret) throw new Error(`payment intent ${intent.id} came without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      this.log.error({ err: error }, 'Stripe: creating a payment intent failed');
      throw new HttpError(502, PROVIDER_UNREACHABLE);
    }
  }

  /** undefined when Stripe has no such payment intent. */
  async retrievePaymentIntent(id: string): Promise<PaymentIntentFacts | undefined> {
    try {
      return factsOf(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      this.log.error({ err: error }, 'Stripe: retrieving a payment intent failed');
      throw new HttpError(502, PROVIDER_UNREACHABLE);
    }
  }
}

export function factsOf(intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'currency' | 'metadata'>): PaymentIntentFacts {
  return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency, metadata: { ...intent.metadata } };
}

/**
 * A webhook event, if `signature` (the Stripe-Signature header) proves Stripe sent exactly these
 * bytes with our endpoint's secret; undefined otherwise. Needs no API key.
 */
export function verifyWebhookEvent(rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event | undefined {
  if (!signature) return undefined;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return undefined;
  }
}
