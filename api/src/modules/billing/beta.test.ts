import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

const BETA = { status: 503, body: { message: 'Purchases are not available during the beta.' } };

describeWithDatabase('billing during the beta (PAYMENTS_ENABLED off, the default)', () => {
  const t = new TestApp();

  it('still lists the packages, but refuses to start or confirm a payment', async () => {
    const { token } = await t.signUp({ email: uniqueEmail() });
    const { body } = await t.get<{ products: Array<{ id: number; name: string }> }>('/api/stripe/products');
    expect(body.products.map((p) => p.name)).toEqual(['Basic', 'Premium']);
    expect(await t.post('/api/stripe/create-payment-intent', { product_id: body.products[0]!.id }, token)).toMatchObject(BETA);
    expect(
      await t.post('/api/stripe/confirm-payment', { payment_intent_id: 'pi_123', product_id: body.products[0]!.id }, token),
    ).toMatchObject(BETA);
  });

  it('has no webhook to call', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response).toMatchObject({ status: 503, body: { message: 'Stripe webhooks are not configured.' } });
  });

  it('tells the browser that purchases are off', async () => {
    expect((await t.get('/config.json')).body).toMatchObject({ paymentsEnabled: false });
  });
});

describeWithDatabase('billing switched on without Stripe keys', () => {
  const t = new TestApp({ env: { PAYMENTS_ENABLED: 'true' } });

  it('stays in the beta state instead of offering a purchase that cannot work', async () => {
    const { token } = await t.signUp({ email: uniqueEmail() });
    const { body } = await t.get<{ products: Array<{ id: number }> }>('/api/stripe/products');
    expect(await t.post('/api/stripe/create-payment-intent', { product_id: body.products[0]!.id }, token)).toMatchObject(BETA);
    expect((await t.get('/config.json')).body).toMatchObject({ paymentsEnabled: false });
  });
});
