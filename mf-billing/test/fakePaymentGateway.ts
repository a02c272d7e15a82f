import type { CardPaymentOutcome, LoadPaymentGateway } from '../src/features/purchase/api/paymentGateway';

/**
 * A stand-in for Stripe.js: a plain input as the card field, and card payments that answer what the
 * test queued. It records what the dialog asked of it.
 */
export function fakeGateway(outcomes: Array<CardPaymentOutcome | Error> = []) {
  const log = { loadedWith: [] as string[], charged: [] as string[], mounted: 0, destroyed: 0 };
  const load: LoadPaymentGateway = async (publishableKey) => {
    log.loadedWith.push(publishableKey);
    return {
      mountCard(container, onChange) {
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.addEventListener('input', () =>
          onChange({ complete: input.value.length >= 16, error: input.value === '4000' ? 'Your card number is incomplete.' : null }),
        );
        container.appendChild(input);
        log.mounted += 1;
        return {
          destroy: () => {
            log.destroyed += 1;
            input.remove();
          },
        };
      },
      async confirmCardPayment(clientSecret) {
        log.charged.push(clientSecret);
        const next = outcomes.shift() ?? { status: 'failed' };
        if (next instanceof Error) throw next;
        return next;
      },
    };
  };
  return { load, log };
}
