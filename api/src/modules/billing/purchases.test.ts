import { creditProducts } from '../../db/schema.js';
import {
  appWithPayments,
  confirm,
  intentIdOf,
  productsOf,
  purchasesOf,
  startPayment,
  STRIPE_KEYS,
  userRow,
} from '../../test/billing-kit.js';
import { describeWithDatabase, uniqueEmail } from '../../test/harness.js';
import { CreditProductCatalog } from './products.js';

describeWithDatabase('billing: credit packages and purchases with Stripe', () => {
  const { t, stripe } = appWithPayments();

  async function buyer() {
    const email = uniqueEmail('buyer');
    const { token } = await t.signUp({ email });
    return { email, token, id: (await userRow(t, email)).id };
  }

  describe('GET /api/stripe/products', () => {
    it('lists Basic and Premium from the database, in AUD dollars, to guests too', async () => {
      const response = await t.get('/api/stripe/products');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        products: [
          { id: expect.any(Number), name: 'Basic', description: 'Twenty credits for regular practice', price: 25, credits: 20 },
          { id: expect.any(Number), name: 'Premium', description: 'Forty credits with priority support', price: 45, credits: 40 },
        ],
      });
    });

    it('seeding again at the next start adds nothing', async () => {
      await new CreditProductCatalog(t.db).seed();
      const rows = await t.db.select().from(creditProducts);
      expect(rows.map((row) => [row.name, row.priceCents, row.currency, row.credits])).toEqual([
        ['Basic', 2500, 'aud', 20],
        ['Premium', 4500, 'aud', 40],
      ]);
    });
  });

  describe('POST /api/stripe/create-payment-intent', () => {
    it('creates a Stripe payment intent for the package price in AUD, tagged with the user and the product', async () => {
      const { token, id } = await buyer();
      const { premium } = await productsOf(t);
      const response = await t.post<{ client_secret: string }>('/api/stripe/create-payment-intent', { product_id: premium.id }, token);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['client_secret']);
      const intent = stripe().intent(intentIdOf(response.body.client_secret));
      expect(intent.client_secret).toBe(response.body.client_secret);
      expect(intent).toMatchObject({ amount: 4500, currency: 'aud', metadata: { user_id: String(id), product_id: String(premium.id) } });
      // The SDK sent an idempotency key, so a retried create cannot make a second intent.
      expect(stripe().requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: expect.any(String) });
    });

    it('a lost answer retried by the SDK makes one payment intent, not two', async () => {
      const { token } = await buyer();
      const { basic } = await productsOf(t);
      const before = stripe().intents.size;
      stripe().loseNextCreateAnswer();
      const id = await startPayment(t, token, basic.id);
      expect(stripe().intents.size).toBe(before + 1);
      const creates = stripe().requests.filter((r) => r.path === '/v1/payment_intents');
      expect(creates.at(-1)!.idempotencyKey).toBe(creates.at(-2)!.idempotencyKey);
      expect(stripe().intent(id).amount).toBe(2500);
    });

    it('needs a signed-in user', async () => {
      const { basic } = await productsOf(t);
      expect(await t.post('/api/stripe/create-payment-intent', { product_id: basic.id })).toMatchObject({
        status: 401,
        body: { message: 'Unauthenticated.' },
      });
    });

    it('refuses bad input with 422 and an unknown package with 404, creating nothing', async () => {
      const { token } = await buyer();
      const before = stripe().intents.size;
      expect(await t.post('/api/stripe/create-payment-intent', {}, token)).toMatchObject({
        status: 422,
        body: { message: 'The product id field is required.' },
      });
      expect(await t.post('/api/stripe/create-payment-intent', { product_id: 'basic' }, token)).toMatchObject({
        status: 422,
        body: { message: 'The product id must be a number.' },
      });
      expect(await t.post('/api/stripe/create-payment-intent', { product_id: 1.5 }, token)).toMatchObject({
        status: 422,
        body: { message: 'The product id must be a whole number.' },
      });
      expect(await t.post('/api/stripe/create-payment-intent', [1], token)).toMatchObject({ status: 422 });
      expect(await t.post('/api/stripe/create-payment-intent', { product_id: 999_999 }, token)).toMatchObject({
        status: 404,
        body: { message: 'This credit package does not exist.' },
      });
      expect(stripe().intents.size).toBe(before);
    });
  });

  describe('POST /api/stripe/confirm-payment', () => {
    it('adds the credits of a succeeded payment once, as a purchase with the intent id, amount and currency', async () => {
      const { token, id, email } = await buyer();
      const { basic } = await productsOf(t);
      const intentId = await startPayment(t, token, basic.id);
      stripe().succeed(intentId);

      const first = await confirm(t, token, { payment_intent_id: intentId, product_id: basic.id });
      expect(first).toMatchObject({ status: 200, body: { new_balance: 119, credits_added: 20 } });

      const user = await userRow(t, email);
      expect(user).toMatchObject({ availableCredits: 119, totalCreditsPurchased: 20, plan: 'Pro' });
      expect(await purchasesOf(t, id)).toEqual([
        expect.objectContaining({
          type: 'purchase',
          credits: 20,
          stripePaymentIntentId: intentId,
          amountPaid: 2500,
          currency: 'aud',
          description: 'Purchased Basic package',
        }),
      ]);
      // The dashboard's History tab and the session read it from the API.
      const history = await t.get<{
        data: Array<{ type: string; credits: number; stripe_payment_intent_id: string | null; amount_paid: number | null }>;
      }>('/api/user/credit-transactions', token);
      expect(history.body.data).toContainEqual(
        expect.objectContaining({ type: 'purchase', credits: 20, stripe_payment_intent_id: intentId, amount_paid: 2500 }),
      );
      expect((await t.get<{ data: { available_credits: number; plan: string } }>('/api/user', token)).body.data).toMatchObject({
        available_credits: 119,
        plan: 'Pro',
      });
    });

    it('confirming the same payment again adds nothing and answers the same credits with the current balance', async () => {
      const { token, id } = await buyer();
      const { premium } = await productsOf(t);
      const intentId = await startPayment(t, token, premium.id);
      stripe().succeed(intentId);
      const body = { payment_intent_id: intentId, product_id: premium.id };
      expect((await confirm(t, token, body)).body).toEqual({ new_balance: 139, credits_added: 40 });
      expect((await confirm(t, token, body)).body).toEqual({ new_balance: 139, credits_added: 40 });
      const purchases = await purchasesOf(t, id);
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject({ credits: 40, amountPaid: 4500, currency: 'aud' });
    });

    it('three confirms at the same moment still add the credits once', async () => {
      const { token, id, email } = await buyer();
      const { basic } = await productsOf(t);
      const intentId = await startPayment(t, token, basic.id);
      stripe().succeed(intentId);
      const body = { payment_intent_id: intentId, product_id: basic.id };
      const answers = await Promise.all([confirm(t, token, body), confirm(t, token, body), confirm(t, token, body)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.body.credits_added)).toEqual([20, 20, 20]);
      expect(await purchasesOf(t, id)).toHaveLength(1);
      expect((await userRow(t, email)).availableCredits).toBe(119);
    });

    it('adds nothing for a declined, unpaid or still-processing payment, and says why', async () => {
      const { token, id, email } = await buyer();
      const { basic } = await productsOf(t);
      const body = async () => ({ payment_intent_id: await startPayment(t, token, basic.id), product_id: basic.id });

      const declined = await body();
      stripe().decline(declined.payment_intent_id);
      expect(await confirm(t, token, declined)).toMatchObject({
        status: 402,
        body: { message: 'The payment has not succeeded, so no credits were added.' },
      });

      const unpaid = await body();
      expect(await confirm(t, token, unpaid)).toMatchObject({
        status: 402,
        body: { message: 'The payment has not succeeded, so no credits were added.' },
      });

      const processing = await body();
      stripe().setStatus(processing.payment_intent_id, 'processing');
      expect(await confirm(t, token, processing)).toMatchObject({
        status: 409,
        body: { message: 'The payment is still processing. Your credits will be added as soon as it succeeds.' },
      });

      expect(await purchasesOf(t, id)).toEqual([]);
      expect(await userRow(t, email)).toMatchObject({ availableCredits: 99, plan: 'Free', totalCreditsPurchased: 0 });

      // Once it succeeds, the same intent is credited.
      stripe().succeed(processing.payment_intent_id);
      expect((await confirm(t, token, processing)).body).toEqual({ new_balance: 119, credits_added: 20 });
    });

    it('refuses a payment whose amount, currency or package does not match (422), adding nothing', async () => {
      const { token, id } = await buyer();
      const { basic, premium } = await productsOf(t);
      const paid = (fields: { amount: number; currency: string; product: number }) => {
        const intent = stripe().createIntent({
          amount: fields.amount,
          currency: fields.currency,
          metadata: { user_id: String(id), product_id: String(fields.product) },
        });
        stripe().succeed(intent.id);
        return intent.id;
      };
      const mismatch = { status: 422, body: { message: 'This payment does not match the credit package.' } };
      expect(
        await confirm(t, token, { payment_intent_id: paid({ amount: 100, currency: 'aud', product: basic.id }), product_id: basic.id }),
      ).toMatchObject(mismatch);
      expect(
        await confirm(t, token, { payment_intent_id: paid({ amount: 2500, currency: 'usd', product: basic.id }), product_id: basic.id }),
      ).toMatchObject(mismatch);
      // Paid for Basic, asking for Premium's credits.
      const basicPayment = paid({ amount: 2500, currency: 'aud', product: basic.id });
      expect(await confirm(t, token, { payment_intent_id: basicPayment, product_id: premium.id })).toMatchObject(mismatch);
      expect(await purchasesOf(t, id)).toEqual([]);
    });

    it("refuses another user's payment with 403 and credits no one", async () => {
      const alice = await buyer();
      const bob = await buyer();
      const { basic } = await productsOf(t);
      const intentId = await startPayment(t, alice.token, basic.id);
      stripe().succeed(intentId);
      expect(await confirm(t, bob.token, { payment_intent_id: intentId, product_id: basic.id })).toMatchObject({
        status: 403,
        body: { message: 'This payment belongs to another account.' },
      });
      expect(await purchasesOf(t, bob.id)).toEqual([]);
      expect(await purchasesOf(t, alice.id)).toEqual([]);
      expect((await userRow(t, bob.email)).availableCredits).toBe(99);
      // Alice can still confirm her own payment.
      expect((await confirm(t, alice.token, { payment_intent_id: intentId, product_id: basic.id })).body).toEqual({
        new_balance: 119,
        credits_added: 20,
      });
    });

    it('answers 404 for a payment Stripe does not know and for an unknown package', async () => {
      const { token } = await buyer();
      const { basic } = await productsOf(t);
      expect(await confirm(t, token, { payment_intent_id: 'pi_doesnotexist', product_id: basic.id })).toMatchObject({
        status: 404,
        body: { message: 'This payment could not be found.' },
      });
      const intentId = await startPayment(t, token, basic.id);
      stripe().succeed(intentId);
      expect(await confirm(t, token, { payment_intent_id: intentId, product_id: 987_654 })).toMatchObject({
        status: 404,
        body: { message: 'This credit package does not exist.' },
      });
    });

    it('refuses bad input with 422 and guests with 401, without asking Stripe', async () => {
      const { token } = await buyer();
      const { basic } = await productsOf(t);
      const before = stripe().requests.length;
      expect(await confirm(t, token, { product_id: basic.id })).toMatchObject({
        status: 422,
        body: { message: 'The payment intent id field is required.' },
      });
      expect(await confirm(t, token, { payment_intent_id: 'ch_123', product_id: basic.id })).toMatchObject({
        status: 422,
        body: { message: 'The payment intent id must be a Stripe payment intent id (pi_…).' },
      });
      expect(await confirm(t, token, { payment_intent_id: 'pi_../../v1/charges', product_id: basic.id })).toMatchObject({ status: 422 });
      expect(await confirm(t, token, { payment_intent_id: 42, product_id: basic.id })).toMatchObject({
        status: 422,
        body: { message: 'The payment intent id must be a string.' },
      });
      expect(await confirm(t, token, { payment_intent_id: 'pi_123' })).toMatchObject({
        status: 422,
        body: { message: 'The product id field is required.' },
      });
      expect(await confirm(t, token, { payment_intent_id: 'pi_123', product_id: 0 })).toMatchObject({
        status: 422,
        body: { message: 'The product id must be at least 1.' },
      });
      expect(await confirm(t, undefined, { payment_intent_id: 'pi_123', product_id: basic.id })).toMatchObject({ status: 401 });
      expect(stripe().requests.length).toBe(before);
    });
  });

  it('GET /config.json tells the browser purchases are on, with the publishable key', async () => {
    const response = await t.get('/config.json');
    expect(response.body).toMatchObject({ paymentsEnabled: true, stripePublishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY });
    expect(JSON.stringify(response.body)).not.toContain(STRIPE_KEYS.STRIPE_SECRET_KEY);
    expect(JSON.stringify(response.body)).not.toContain(STRIPE_KEYS.STRIPE_WEBHOOK_SECRET);
  });
});
