import type { StripeCardElement } from '@stripe/stripe-js';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The few things the purchase dialog needs from the card payment provider, behind a small interface:
 * the real one is Stripe.js (below); component tests give the dialog a fake through
 * PaymentGatewayProvider, so the dialog's own code runs unchanged in both.
 */
export interface CardInput {
  destroy(): void;
}

export interface CardChange {
  complete: boolean;
  /** The provider's message for what is wrong with the card typed so far. */
  error: string | null;
}

export type CardPaymentOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  /** The provider's own message, shown as it is (spec §8 "Card error"). */
  | { status: 'card-error'; message: string }
  | { status: 'failed' };

export interface PaymentGateway {
  /** Puts the provider's card field into `container`. */
  mountCard(container: HTMLElement, onChange: (change: CardChange) => void): CardInput;
  /** Charges the card typed into `card` for the payment intent behind `clientSecret`. */
  confirmCardPayment(clientSecret: string, card: CardInput): Promise<CardPaymentOutcome>;
}

export type LoadPaymentGateway = (publishableKey: string) => Promise<PaymentGateway>;

/**
 * Stripe.js, fetched from js.stripe.com only when a purchase reaches the payment step (the `pure`
 * entry point does not add the script on import, and this module's import is itself lazy).
 */
export const loadStripeGateway: LoadPaymentGateway = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const elements = stripe.elements();
  const cards = new WeakMap<CardInput, StripeCardElement>();

  return {
    mountCard(container, onChange) {
      const element = elements.create('card', {
        hidePostalCode: true,
        style: { base: { fontSize: '16px', fontFamily: 'Inter, "Segoe UI", Roboto, Arial, sans-serif' } },
      });
      element.on('change', (event) => onChange({ complete: event.complete, error: event.error?.message ?? null }));
      element.mount(container);
      const input: CardInput = { destroy: () => element.destroy() };
      cards.set(input, element);
      return input;
    },

    async confirmCardPayment(clientSecret, card) {
      const element = cards.get(card);
      if (!element) return { status: 'failed' };
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card: element } });
      if (result.error) {
        // Card and validation errors carry a sentence written for the card holder; anything else
        // (network, API) does not, and gets the generic failure message.
        const forCardHolder = result.error.type === 'card_error' || result.error.type === 'validation_error';
        return forCardHolder && result.error.message ? { status: 'card-error', message: result.error.message } : { status: 'failed' };
      }
      return result.paymentIntent.status === 'succeeded'
        ? { status: 'succeeded', paymentIntentId: result.paymentIntent.id }
        : { status: 'failed' };
    },
  };
};

const PaymentGatewayContext = createContext<LoadPaymentGateway>(loadStripeGateway);

export function PaymentGatewayProvider({ load, children }: { load: LoadPaymentGateway; children: ReactNode }) {
  return <PaymentGatewayContext.Provider value={load}>{children}</PaymentGatewayContext.Provider>;
}

export function useLoadPaymentGateway(): LoadPaymentGateway {
  return useContext(PaymentGatewayContext);
}
