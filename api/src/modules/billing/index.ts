import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { CreditProductCatalog } from './products.js';
import { PurchaseService } from './purchases.js';
import { billingRoutes } from './routes.js';
import { StripePayments } from './stripe-payments.js';

/**
 * Builds billing from the app's dependencies: the credit packages (seeded on first use,
 * idempotently), Stripe when STRIPE_SECRET_KEY is set, and the /stripe routes.
 */
export async function registerBilling(api: FastifyInstance, deps: { config: Config; db: Database }): Promise<void> {
  const { payments, publicRuntime } = deps.config;
  const catalog = new CreditProductCatalog(deps.db);

  const stripe = payments.stripeSecretKey ? new StripePayments(payments.stripeSecretKey, payments.stripeApi, api.log) : undefined;
  if (payments.enabled && !publicRuntime.paymentsEnabled) {
    // Half-configured: keep the site in its beta state rather than offer a purchase that cannot work.
    api.log.warn('PAYMENTS_ENABLED is on but STRIPE_SECRET_KEY or STRIPE_PUBLISHABLE_KEY is unset: purchases stay off');
  }

  const purchases = new PurchaseService({
    db: deps.db,
    catalog,
    stripe,
    // New payments start only when the browser can take them too (both keys set).
    paymentsEnabled: publicRuntime.paymentsEnabled,
    log: api.log,
  });
  await api.register(billingRoutes, { catalog, purchases, webhookSecret: payments.stripeWebhookSecret });
}
