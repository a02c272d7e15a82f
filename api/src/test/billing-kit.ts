import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { creditTransactions, users } from '../db/schema.js';
import { FakeStripe } from './fake-stripe.js';
import { TestApp, type Response } from './harness.js';

/** Shared by the billing suites: an app with payments on, talking to a fake Stripe over HTTP. */
export const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_ccl_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_ccl_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_ccl_test_secret',
};

export interface PaymentsHarness {
  t: TestApp;
  stripe: () => FakeStripe;
}

/**
 * Starts the fake Stripe before the app (the app's STRIPE_API_BASE needs its port): jest runs
 * beforeAll hooks in the order they are declared, and TestApp reads `env` in its own beforeAll.
 */
export function appWithPayments(extraEnv: Record<string, string> = {}): PaymentsHarness {
  const env: Record<string, string> = { PAYMENTS_ENABLED: 'true', FREE_CREDIT_AMOUNT: '99', ...STRIPE_KEYS, ...extraEnv };
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await FakeStripe.start({ secretKey: STRIPE_KEYS.STRIPE_SECRET_KEY });
    env.STRIPE_API_BASE = fake.apiBase;
  });
  afterAll(async () => fake?.stop());
  const t = new TestApp({ env });
  return { t, stripe: () => fake! };
}

export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  credits: number;
}

export async function productsOf(t: TestApp): Promise<{ basic: Product; premium: Product }> {
  const { body } = await t.get<{ products: Product[] }>('/api/stripe/products');
  const basic = body.products.find((p) => p.name === 'Basic');
  const premium = body.products.find((p) => p.name === 'Premium');
  if (!basic || !premium) throw new Error(`packages missing: ${JSON.stringify(body)}`);
  return { basic, premium };
}

/** The payment intent id inside a client secret (`pi_…_secret_…`). */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0]!;
}

/** What the browser does up to the card payment: create the intent through our API. */
export async function startPayment(t: TestApp, token: string, productId: number): Promise<string> {
  const response = await t.post<{ client_secret: string }>('/api/stripe/create-payment-intent', { product_id: productId }, token);
  if (response.status !== 200) throw new Error(`create-payment-intent: ${response.status} ${JSON.stringify(response.body)}`);
  return intentIdOf(response.body.client_secret);
}

export function confirm(
  t: TestApp,
  token: string | undefined,
  body: unknown,
): Promise<Response<{ new_balance: number; credits_added: number; message?: string }>> {
  return t.post('/api/stripe/confirm-payment', body, token);
}

/** Posts an event to our webhook, signed as Stripe signs it (or with `secret` to forge it). */
export function sendWebhook(t: TestApp, event: unknown, secret = STRIPE_KEYS.STRIPE_WEBHOOK_SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  return t.request({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  });
}

export async function userRow(t: TestApp, email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export async function purchasesOf(t: TestApp, userId: number) {
  const rows = await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));
  return rows.filter((row) => row.type === 'purchase');
}
