import { z } from 'zod';
import { named } from '../../http/contract.js';
import { MAX_INT } from '../../http/fields.js';

/** Request and answer shapes of the billing routes (spec §3 "Credit product", "Payment intent", "Confirm payment"). */

const missing = (input: unknown) => input === undefined || input === null;

const productId = z.preprocess(
  // Some clients send ids from form fields as strings.
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: (issue) => (missing(issue.input) ? 'The product id field is required.' : 'The product id must be a number.') })
    .int('The product id must be a whole number.')
    .min(1, 'The product id must be at least 1.')
    .max(MAX_INT, 'The product id is too large.'),
);

export const createPaymentIntentBody = z.object({ product_id: productId });

export const confirmPaymentBody = z.object({
  payment_intent_id: z
    .string({
      error: (issue) => (missing(issue.input) ? 'The payment intent id field is required.' : 'The payment intent id must be a string.'),
    })
    .trim()
    .min(1, 'The payment intent id field is required.')
    // Stripe's ids: pi_ and letters, digits or underscores. Anything else is not worth asking Stripe about.
    .regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'The payment intent id must be a Stripe payment intent id (pi_…).'),
  product_id: productId,
});

/**
 * What the webhook reads of a Stripe event, for the documentation only: the route verifies the
 * signature over the raw bytes and lets the Stripe SDK parse them.
 */
export const stripeEvent = z.looseObject({
  id: z.string(),
  type: z.string().describe('Only payment_intent.succeeded adds credits.'),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export const stripeSignatureHeaders = z.looseObject({
  'stripe-signature': z.string().optional().describe("Stripe's signature of the exact bytes sent."),
});

export const creditProductJson = named(
  'CreditProduct',
  'A credit package on sale (spec §3 "Credit product").',
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().describe('In AUD dollars.'),
    credits: z.number().int(),
  }),
);
export type CreditProductJson = z.infer<typeof creditProductJson>;

export const productsAnswer = z.strictObject({ products: z.array(creditProductJson) }).describe('The packages on sale, cheapest first.');
export const paymentIntentAnswer = z
  .strictObject({ client_secret: z.string() })
  .describe('The payment intent’s client secret, for confirming the card payment with Stripe.js.');

export const purchaseOutcome = named(
  'PurchaseOutcome',
  'Credits a confirmed payment added (spec §3 "Confirm payment response"); the same answer every time it is confirmed.',
  z.strictObject({ new_balance: z.number().int(), credits_added: z.number().int() }),
);
export type PurchaseOutcome = z.infer<typeof purchaseOutcome>;

export const webhookAnswer = z.strictObject({ received: z.literal(true) }).describe('The event was handled (or is not one we act on).');
