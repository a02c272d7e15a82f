import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { forbidden, HttpError, serviceUnavailable } from '../../http/errors.js';
import type { CreditLedger } from '../credits/ledger.js';
import type { User } from '../users/service.js';
import type { CreditProductCatalog, CreditProductRow } from './products.js';
import type { PurchaseOutcome } from './schemas.js';
import { factsOf, type PaymentIntentFacts, type StripePayments } from './stripe-payments.js';

export const PURCHASES_UNAVAILABLE = 'Purchases are not available during the beta.';
export const PRODUCT_NOT_FOUND = 'This credit package does not exist.';
export const PAYMENT_NOT_FOUND = 'This payment could not be found.';
export const PAYMENT_OF_ANOTHER_USER = 'This payment belongs to another account.';
export const PAYMENT_PROCESSING = 'The payment is still processing. Your credits will be added as soon as it succeeds.';
export const PAYMENT_NOT_SUCCEEDED = 'The payment has not succeeded, so no credits were added.';
export const PAYMENT_MISMATCH = 'This payment does not match the credit package.';

/** A purchase turns the plan paid (spec §6: no ads for paid plans). */
export const PAID_PLAN = 'Pro';

export interface PurchaseServiceDeps {
  db: Database;
  ledger: CreditLedger;
  catalog: CreditProductCatalog;
  /** Absent without STRIPE_SECRET_KEY. */
  stripe: StripePayments | undefined;
  /** PAYMENTS_ENABLED: whether new payments may start. */
  paymentsEnabled: boolean;
  log: FastifyBaseLogger;
}

/**
 * Buying credits with Stripe. Credits are added only for a payment intent Stripe reports as
 * succeeded, made by this user for this package's exact amount, and at most once per payment
 * intent — whether the browser's confirm, the webhook, or both at the same moment report it.
 */
export class PurchaseService {
  constructor(private readonly deps: PurchaseServiceDeps) {}

  async createPaymentIntent(user: User, productId: number): Promise<{ client_secret: string }> {
    const { stripe } = this.deps;
    if (!this.deps.paymentsEnabled || !stripe) throw serviceUnavailable(PURCHASES_UNAVAILABLE);
    const product = await this.deps.catalog.find(productId);
    if (!product?.active) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const intent = await stripe.createPaymentIntent({
      amount: product.priceCents,
      currency: product.currency,
      description: `CCL Practice ${product.name} package: ${product.credits} credits`,
      // What the confirm call and the webhook check the payment against.
      metadata: { user_id: String(user.id), product_id: String(product.id) },
    });
    return { client_secret: intent.clientSecret };
  }

  /**
   * The browser reports a payment it made. Confirming an intent that was already credited (twice,
   * or after the webhook) adds nothing and answers the same as the first time: the current balance
   * and the credits that payment added.
   *
   * Works while PAYMENTS_ENABLED is off as long as Stripe is configured, so a payment made just
   * before purchases were switched off still gets its credits.
   */
  async confirmPayment(user: User, paymentIntentId: string, productId: number): Promise<PurchaseOutcome> {
    const { stripe } = this.deps;
    if (!stripe) throw serviceUnavailable(PURCHASES_UNAVAILABLE);
    const product = await this.deps.catalog.find(productId);
    if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const intent = await stripe.retrievePaymentIntent(paymentIntentId);
    if (!intent) throw new HttpError(404, PAYMENT_NOT_FOUND);
    // Ownership first: nothing about another account's payment is revealed.
    if (intent.metadata.user_id !== String(user.id)) throw forbidden(PAYMENT_OF_ANOTHER_USER);
    if (intent.status === 'processing') throw new HttpError(409, PAYMENT_PROCESSING);
    if (intent.status !== 'succeeded') throw new HttpError(402, PAYMENT_NOT_SUCCEEDED);
    if (!paysFor(intent, product)) throw new HttpError(422, PAYMENT_MISMATCH);
    const outcome = await this.credit(user.id, product, intent);
    if (!outcome) throw new HttpError(404, 'This account no longer exists.');
    return outcome;
  }

  /**
   * A verified Stripe event. Only payment_intent.succeeded matters; an event we cannot act on (a
   * payment that is not ours, or does not match its package) is logged and acknowledged, because
   * Stripe retrying it would not change the answer.
   */
  async handleWebhookEvent(event: Stripe.Event): Promise<void> {
    if (event.type !== 'payment_intent.succeeded') return;
    const intent = factsOf(event.data.object);
    const userId = Number(intent.metadata.user_id);
    const productId = Number(intent.metadata.product_id);
    if (!Number.isSafeInteger(userId) || userId < 1 || !Number.isSafeInteger(productId) || productId < 1) {
      this.deps.log.warn(
        { paymentIntent: intent.id, event: event.id },
        'Stripe webhook: payment intent without our user_id/product_id metadata, ignored',
      );
      return;
    }
    const product = await this.deps.catalog.find(productId);
    if (!product || !paysFor(intent, product)) {
      this.deps.log.error(
        { paymentIntent: intent.id, event: event.id, productId, amount: intent.amount, currency: intent.currency },
        'Stripe webhook: payment does not match its credit package; no credits added',
      );
      return;
    }
    const outcome = await this.credit(userId, product, intent);
    if (!outcome)
      this.deps.log.error(
        { paymentIntent: intent.id, userId },
        'Stripe webhook: paid by an account that no longer exists; no credits added',
      );
  }

  /**
   * Credits the payment once (CreditLedger.recordPurchase), whether the browser's confirm, the
   * webhook, or both at the same moment report it; the first report also makes the plan paid.
   * undefined: the user no longer exists.
   */
  private async credit(userId: number, product: CreditProductRow, intent: PaymentIntentFacts): Promise<PurchaseOutcome | undefined> {
    return this.deps.db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!owner) return undefined;
      const purchase = await this.deps.ledger.recordPurchase(tx, {
        userId,
        description: `Purchased ${product.name} package`,
        credits: product.credits,
        stripePaymentIntentId: intent.id,
        amountPaid: intent.amount,
        currency: intent.currency,
      });
      if (purchase.recorded) await tx.update(users).set({ plan: PAID_PLAN }).where(eq(users.id, userId));
      return { new_balance: purchase.balance, credits_added: purchase.credits };
    });
  }
}

/** The payment is for exactly this package: its id in the metadata, its price and currency. */
function paysFor(intent: PaymentIntentFacts, product: CreditProductRow): boolean {
  return (
    intent.metadata.product_id === String(product.id) &&
    intent.amount === product.priceCents &&
    intent.currency.toLowerCase() === product.currency.toLowerCase()
  );
}
