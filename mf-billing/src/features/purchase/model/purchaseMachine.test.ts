import type { CreditProduct } from '../../packages/api/types';
import {
  canClose,
  initialPurchaseState,
  PURCHASE_MESSAGES,
  purchaseReducer,
  type PurchaseEvent,
  type PurchaseState,
} from './purchaseMachine';

const basic: CreditProduct = { id: 1, name: 'Basic', description: 'Twenty credits for regular practice', price: 25, credits: 20 };

function run(events: PurchaseEvent[], from: PurchaseState = initialPurchaseState()): PurchaseState {
  return events.reduce(purchaseReducer, from);
}

const toPayment: PurchaseEvent[] = [
  { type: 'choose', productId: 1 },
  { type: 'start-payment' },
  { type: 'intent-created', product: basic, clientSecret: 'pi_1_secret_x' },
];

describe('purchaseReducer', () => {
  it('starts at select with nothing chosen, or with the package the pricing page preselected', () => {
    expect(initialPurchaseState()).toEqual({ step: 'select', selectedId: null, creatingIntent: false });
    expect(initialPurchaseState(2)).toEqual({ step: 'select', selectedId: 2, creatingIntent: false });
  });

  it('cannot start a payment before a package is chosen', () => {
    expect(run([{ type: 'start-payment' }])).toEqual(initialPurchaseState());
  });

  it('select → payment once the payment intent exists', () => {
    const creating = run(toPayment.slice(0, 2));
    expect(creating).toEqual({ step: 'select', selectedId: 1, creatingIntent: true });
    // A second click while the intent is being created does nothing.
    expect(purchaseReducer(creating, { type: 'start-payment' })).toBe(creating);
    expect(purchaseReducer(creating, { type: 'choose', productId: 2 })).toBe(creating);
    expect(run(toPayment)).toEqual({ step: 'payment', product: basic, clientSecret: 'pi_1_secret_x', error: null });
  });

  it('returns to select, keeping the choice, when the payment intent cannot be created', () => {
    expect(run([...toPayment.slice(0, 2), { type: 'intent-failed' }])).toEqual({ step: 'select', selectedId: 1, creatingIntent: false });
  });

  it('Back to Selection returns from payment to select with the package still chosen', () => {
    expect(run([...toPayment, { type: 'back-to-selection' }])).toEqual(initialPurchaseState(1));
  });

  it("shows 'Payment system not ready' on the payment step", () => {
    expect(run([...toPayment, { type: 'not-ready' }])).toMatchObject({ step: 'payment', error: PURCHASE_MESSAGES.notReady });
  });

  it('payment → processing, clearing an earlier error', () => {
    const state = run([...toPayment, { type: 'not-ready' }, { type: 'pay' }]);
    expect(state).toEqual({ step: 'processing', product: basic, clientSecret: 'pi_1_secret_x' });
  });

  it("a card error goes back to the card form with Stripe's message, same payment intent", () => {
    const state = run([...toPayment, { type: 'pay' }, { type: 'card-error', message: 'Your card was declined.' }]);
    expect(state).toEqual({ step: 'payment', product: basic, clientSecret: 'pi_1_secret_x', error: 'Your card was declined.' });
  });

  it("any other payment failure says 'Payment failed. Please try again.'", () => {
    expect(run([...toPayment, { type: 'pay' }, { type: 'payment-failed' }])).toMatchObject({
      step: 'payment',
      error: 'Payment failed. Please try again.',
    });
  });

  it('processing → applying → success with the 5-second countdown', () => {
    const applying = run([...toPayment, { type: 'pay' }, { type: 'payment-succeeded', paymentIntentId: 'pi_1' }]);
    expect(applying).toEqual({ step: 'applying', product: basic, clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', error: null });
    const success = purchaseReducer(applying, { type: 'credits-added', result: { new_balance: 119, credits_added: 20 } });
    expect(success).toEqual({ step: 'success', product: basic, result: { new_balance: 119, credits_added: 20 }, secondsLeft: 5 });
    const ticks = run(
      Array.from({ length: 7 }, () => ({ type: 'tick' }) as const),
      success,
    );
    expect(ticks).toMatchObject({ step: 'success', secondsLeft: 0 });
  });

  it('a failed confirm after the charge keeps the payment intent, says to contact support, and can be retried', () => {
    const failed = run([...toPayment, { type: 'pay' }, { type: 'payment-succeeded', paymentIntentId: 'pi_1' }, { type: 'credits-failed' }]);
    expect(failed).toMatchObject({
      step: 'applying',
      paymentIntentId: 'pi_1',
      error: 'Payment confirmed but failed to add credits. Please contact support.',
    });
    expect(purchaseReducer(failed, { type: 'retry-credits' })).toMatchObject({ step: 'applying', paymentIntentId: 'pi_1', error: null });
  });

  it('Purchase More Credits and closing reset to select', () => {
    const success = run([
      ...toPayment,
      { type: 'pay' },
      { type: 'payment-succeeded', paymentIntentId: 'pi_1' },
      { type: 'credits-added', result: { new_balance: 119, credits_added: 20 } },
    ]);
    expect(purchaseReducer(success, { type: 'reset' })).toEqual(initialPurchaseState());
  });

  it('ignores events that do not belong to the current step', () => {
    const select = initialPurchaseState(1);
    for (const event of [
      { type: 'intent-created', product: basic, clientSecret: 's' },
      { type: 'pay' },
      { type: 'card-error', message: 'x' },
      { type: 'payment-succeeded', paymentIntentId: 'pi' },
      { type: 'credits-added', result: { new_balance: 1, credits_added: 1 } },
      { type: 'tick' },
      { type: 'back-to-selection' },
    ] satisfies PurchaseEvent[]) {
      expect(purchaseReducer(select, event)).toBe(select);
    }
    const processing = run([...toPayment, { type: 'pay' }]);
    expect(purchaseReducer(processing, { type: 'back-to-selection' })).toBe(processing);
    expect(purchaseReducer(processing, { type: 'pay' })).toBe(processing);
  });

  it('cannot be closed while the card is being charged or the credits are being added', () => {
    expect(canClose(initialPurchaseState())).toBe(true);
    expect(canClose(run(toPayment))).toBe(true);
    const processing = run([...toPayment, { type: 'pay' }]);
    expect(canClose(processing)).toBe(false);
    const applying = purchaseReducer(processing, { type: 'payment-succeeded', paymentIntentId: 'pi_1' });
    expect(canClose(applying)).toBe(false);
    expect(canClose(purchaseReducer(applying, { type: 'credits-failed' }))).toBe(true);
  });
});
