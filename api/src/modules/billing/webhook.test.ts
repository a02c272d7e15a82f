import Stripe from 'stripe';
import {
  appWithPayments,
  confirm,
  productsOf,
  purchasesOf,
  sendWebhook,
  startPayment,
  STRIPE_KEYS,
  userRow,
} from '../../test/billing-kit.js';
import { describeWithDatabase, uniqueEmail } from '../../test/harness.js';

describeWithDatabase('billing: the Stripe webhook', () => {
  const { t, stripe } = appWithPayments();

  async function buyer() {
    const email = uniqueEmail('webhook');
    const { token } = await t.signUp({ email });
    return { email, token, id: (await userRow(t, email)).id };
  }

  /** A payment Stripe reports as succeeded, and its payment_intent.succeeded event. */
  async function paidBasic(token: string) {
    const { basic } = await productsOf(t);
    const intentId = await startPayment(t, token, basic.id);
    const intent = stripe().succeed(intentId);
    return { basic, intentId, event: stripe().event('payment_intent.succeeded', intent) };
  }

  it('payment_intent.succeeded adds the credits as a purchase', async () => {
    const { token, id, email } = await buyer();
    const { intentId, event } = await paidBasic(token);
    expect(await sendWebhook(t, event)).toMatchObject({ status: 200, body: { received: true } });
    expect(await purchasesOf(t, id)).toEqual([
      expect.objectContaining({ credits: 20, stripePaymentIntentId: intentId, amountPaid: 2500, currency: 'aud' }),
    ]);
    expect(await userRow(t, email)).toMatchObject({ availableCredits: 119, totalCreditsPurchased: 20, plan: 'Pro' });
  });

  it('a replayed event, or a second event for the same payment, adds nothing', async () => {
    const { token, id, email } = await buyer();
    const { event } = await paidBasic(token);
    expect((await sendWebhook(t, event)).status).toBe(200);
    expect((await sendWebhook(t, event)).status).toBe(200);
    const again = { ...event, id: `${String(event.id)}_redelivered` };
    expect((await sendWebhook(t, again)).status).toBe(200);
    expect(await purchasesOf(t, id)).toHaveLength(1);
    expect((await userRow(t, email)).availableCredits).toBe(119);
  });

  it('the webhook first, then the browser confirm: one purchase, and confirm answers what it added', async () => {
    const { token, id } = await buyer();
    const { basic, intentId, event } = await paidBasic(token);
    await sendWebhook(t, event);
    expect((await confirm(t, token, { payment_intent_id: intentId, product_id: basic.id })).body).toEqual({
      new_balance: 119,
      credits_added: 20,
    });
    expect(await purchasesOf(t, id)).toHaveLength(1);
  });

  it('the browser confirm first, then the webhook: one purchase', async () => {
    const { token, id, email } = await buyer();
    const { basic, intentId, event } = await paidBasic(token);
    expect((await confirm(t, token, { payment_intent_id: intentId, product_id: basic.id })).body).toEqual({
      new_balance: 119,
      credits_added: 20,
    });
    expect((await sendWebhook(t, event)).status).toBe(200);
    expect(await purchasesOf(t, id)).toHaveLength(1);
    expect((await userRow(t, email)).availableCredits).toBe(119);
  });

  it('confirm racing the webhook (and its redelivery) adds the credits exactly once', async () => {
    const { token, id, email } = await buyer();
    const { basic, intentId, event } = await paidBasic(token);
    const [confirmed, delivered, redelivered] = await Promise.all([
      confirm(t, token, { payment_intent_id: intentId, product_id: basic.id }),
      sendWebhook(t, event),
      sendWebhook(t, event),
    ]);
    expect(confirmed).toMatchObject({ status: 200, body: { new_balance: 119, credits_added: 20 } });
    expect(delivered.status).toBe(200);
    expect(redelivered.status).toBe(200);
    expect(await purchasesOf(t, id)).toHaveLength(1);
    expect(await userRow(t, email)).toMatchObject({ availableCredits: 119, totalCreditsPurchased: 20 });
  });

  it('refuses a missing, forged or tampered signature with 400 and changes nothing', async () => {
    const { token, id } = await buyer();
    const { event } = await paidBasic(token);
    const payload = JSON.stringify(event);
    const post = (body: string, headers: Record<string, string>) =>
      t.request({ method: 'POST', url: '/api/stripe/webhook', payload: body, headers: { 'content-type': 'application/json', ...headers } });
    const refused = { status: 400, body: { message: 'Invalid Stripe signature.' } };

    expect(await post(payload, {})).toMatchObject(refused);
    expect(await post(payload, { 'stripe-signature': 'nonsense' })).toMatchObject(refused);
    expect(await sendWebhook(t, event, 'whsec_someone_else')).toMatchObject(refused);
    // Signed correctly, then changed: the signature covers the exact bytes.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET });
    const tampered = payload.replace('"amount":2500', '"amount":4500');
    expect(tampered).not.toBe(payload);
    expect(await post(tampered, { 'stripe-signature': header })).toMatchObject(refused);
    expect(await purchasesOf(t, id)).toEqual([]);

    // The genuine delivery still works.
    expect(await post(payload, { 'stripe-signature': header })).toMatchObject({ status: 200, body: { received: true } });
    expect(await purchasesOf(t, id)).toHaveLength(1);
  });

  it('acknowledges events it does not act on without adding credits', async () => {
    const { token, id, email } = await buyer();
    const { basic } = await productsOf(t);
    const intentId = await startPayment(t, token, basic.id);
    const intent = stripe().decline(intentId);
    expect((await sendWebhook(t, stripe().event('payment_intent.payment_failed', intent))).status).toBe(200);
    // A payment that is not ours (no metadata), and one whose amount does not match its package.
    const foreign = stripe().createIntent({ amount: 2500, currency: 'aud' });
    expect((await sendWebhook(t, stripe().event('payment_intent.succeeded', stripe().succeed(foreign.id)))).status).toBe(200);
    const cheap = stripe().createIntent({ amount: 100, currency: 'aud', metadata: { user_id: String(id), product_id: String(basic.id) } });
    expect((await sendWebhook(t, stripe().event('payment_intent.succeeded', stripe().succeed(cheap.id)))).status).toBe(200);
    expect(await purchasesOf(t, id)).toEqual([]);
    expect((await userRow(t, email)).availableCredits).toBe(99);
  });
});
