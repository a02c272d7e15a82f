import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { HttpError, serviceUnavailable } from '../../http/errors.js';
import { parse } from '../../http/parse.js';
import { presentProduct, type CreditProductCatalog } from './products.js';
import type { PurchaseService } from './purchases.js';
import { verifyWebhookEvent } from './stripe-payments.js';

const missing = (input: unknown) => input === undefined || input === null;

const productId = z.preprocess(
  // Some clients send ids from form fields as strings.
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: (issue) => (missing(issue.input) ? 'The product id field is required.' : 'The product id must be a number.') })
    .int('The product id must be a whole number.')
    .min(1, 'The product id must be at least 1.')
    .max(2_147_483_647, 'The product id is too large.'),
);

const createPaymentIntentBody = z.object({ product_id: productId });

const confirmPaymentBody = z.object({
  payment_intent_id: z
    .string({ error: (issue) => (missing(issue.input) ? 'The payment intent id field is required.' : 'The payment intent id must be a string.') })
    .trim()
    .min(1, 'The payment intent id field is required.')
    // Stripe's ids: pi_ and letters, digits or underscores. Anything else is not worth asking Stripe about.
    .regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'The payment intent id must be a Stripe payment intent id (pi_…).'),
  product_id: productId,
});

/** Stripe events are a few kilobytes; this leaves room for large ones without accepting anything. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export interface BillingRouteOptions {
  catalog: CreditProductCatalog;
  purchases: PurchaseService;
  webhookSecret: string | undefined;
}

export async function billingRoutes(app: FastifyInstance, { catalog, purchases, webhookSecret }: BillingRouteOptions): Promise<void> {
  /** Public: the pricing page shows the packages to guests too. */
  app.get('/stripe/products', async () => ({ products: (await catalog.listOnSale()).map(presentProduct) }));

  app.post('/stripe/create-payment-intent', { preHandler: app.requireUser }, async (request) => {
    const { product_id } = parse(createPaymentIntentBody, request.body);
    return purchases.createPaymentIntent(currentUser(request), product_id);
  });

  app.post('/stripe/confirm-payment', { preHandler: app.requireUser }, async (request) => {
    const body = parse(confirmPaymentBody, request.body);
    return purchases.confirmPayment(currentUser(request), body.payment_intent_id, body.product_id);
  });

  // The webhook lives in its own plugin context: its signature is computed over the exact bytes
  // Stripe sent, so only here the body is kept raw instead of being parsed as JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    webhook.post('/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      if (!webhookSecret) throw serviceUnavailable('Stripe webhooks are not configured.');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = verifyWebhookEvent(raw, typeof signature === 'string' ? signature : undefined, webhookSecret);
      if (!event) throw new HttpError(400, 'Invalid Stripe signature.');
      await purchases.handleWebhookEvent(event);
      return { received: true };
    });
  });
}
