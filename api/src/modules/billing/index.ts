import { defineModule } from '../module.js';
import { CreditProductCatalog } from './products.js';
import { PurchaseService } from './purchases.js';
import { billingRoutes } from './routes.js';
import { StripePayments } from './stripe-payments.js';

/**
 * Buying credits: the packages (seeded on first use, idempotently), Stripe when STRIPE_SECRET_KEY is
 * set, and the /stripe routes. Credits move through the shared ledger.
 */
export const billingModule = defineModule('billing', 'Credit packages and Stripe payments.', async (api, { config, db, ledger }) => {
  const { payments, publicRuntime } = config;
  const catalog = new CreditProductCatalog(db);

  const stripe = payments.stripeSecretKey ? new StripePayments(payments.stripeSecretKey, payments.stripeApi, api.log) : undefined;
  if (payments.enabled && !publicRuntime.paymentsEnabled) {
    // Half-configured: keep the site in its beta state rather than offer a purchase that cannot work.
    api.log.warn('PAYMENTS_ENABLED is on but STRIPE_SECRET_KEY or STRIPE_PUBLISHABLE_KEY is unset: purchases stay off');
  }

  const purchases = new PurchaseService({
    db,
    ledger,
    catalog,
    stripe,
    // New payments start only when the browser can take them too (both keys set).
    paymentsEnabled: publicRuntime.paymentsEnabled,
    log: api.log,
  });
  await billingRoutes(api, { catalog, purchases, webhookSecret: payments.stripeWebhookSecret });
});
