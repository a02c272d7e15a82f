import { rateLimited } from '../../http/rate-limit.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, serviceUnavailable } from '../../http/errors.js';
import { documentedOnly, error, errors } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import { presentProduct, type CreditProductCatalog } from './products.js';
import type { PurchaseService } from './purchases.js';
import {
  confirmPaymentBody,
  createPaymentIntentBody,
  paymentIntentAnswer,
  productsAnswer,
  purchaseOutcome,
  stripeEvent,
  stripeSignatureHeaders,
  webhookAnswer,
} from './schemas.js';
import { verifyWebhookEvent } from './stripe-payments.js';

/** Stripe events are a few kilobytes; this leaves room for large ones without accepting anything. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const purchasesOff = error('Purchases are off (the beta), or Stripe is not configured.');
const stripeDown = error('Stripe could not be reached.');

export interface BillingRouteOptions {
  catalog: CreditProductCatalog;
  purchases: PurchaseService;
  webhookSecret: string | undefined;
}

export async function billingRoutes(app: ModuleApp, { catalog, purchases, webhookSecret }: BillingRouteOptions): Promise<void> {
  app.get(
    '/stripe/products',
    {
      schema: {
        summary: 'The credit packages on sale',
        description: 'Public: the pricing page shows the packages to guests too.',
        response: { 200: productsAnswer },
      },
    },
    async () => ({ products: (await catalog.listOnSale()).map(presentProduct) }),
  );

  app.post(
    '/stripe/create-payment-intent',
    {
      config: { auth: 'user', ...rateLimited({ max: 20, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Start paying for a credit package',
        body: createPaymentIntentBody,
        response: { 200: paymentIntentAnswer, 404: error('No such credit package on sale.'), 502: stripeDown, 503: purchasesOff },
      },
    },
    async (request) => purchases.createPaymentIntent(currentUser(request), request.body.product_id),
  );

  app.post(
    '/stripe/confirm-payment',
    {
      config: { auth: 'user', ...rateLimited({ max: 30, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Add the credits of a payment the browser made',
        description: 'Adds each payment once, whether this call, the webhook or both report it.',
        body: confirmPaymentBody,
        response: {
          200: purchaseOutcome,
          402: error('The payment has not succeeded.'),
          403: error('The payment belongs to another account.'),
          404: error('No such package, payment or account.'),
          409: error('The payment is still processing.'),
          422: error('Invalid input, or the payment does not match the package.'),
          502: stripeDown,
          503: purchasesOff,
        },
      },
    },
    async (request) => purchases.confirmPayment(currentUser(request), request.body.payment_intent_id, request.body.product_id),
  );

  // The webhook lives in its own plugin context: its signature is computed over the exact bytes
  // Stripe sent, so only here the body is kept raw instead of being parsed as JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    webhook.post(
      '/stripe/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        validatorCompiler: documentedOnly,
        schema: {
          summary: 'Stripe events (payment_intent.succeeded adds the credits)',
          description: 'Called by Stripe, signed with the endpoint secret; the body is verified as the raw bytes.',
          consumes: ['application/json'],
          headers: stripeSignatureHeaders,
          body: stripeEvent,
          response: {
            200: webhookAnswer,
            400: error('Invalid Stripe signature.'),
            413: errors(413)[413],
            503: error('Stripe webhooks are not configured.'),
          },
        },
      },
      async (request) => {
        if (!webhookSecret) throw serviceUnavailable('Stripe webhooks are not configured.');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const event = verifyWebhookEvent(raw, typeof signature === 'string' ? signature : undefined, webhookSecret);
        if (!event) throw new HttpError(400, 'Invalid Stripe signature.');
        await purchases.handleWebhookEvent(event);
        return { received: true as const };
      },
    );
  });
}
