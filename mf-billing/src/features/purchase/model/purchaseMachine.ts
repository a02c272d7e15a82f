import { LIMITS } from '@ccl/shared';
import type { CreditProduct } from '../../packages/api/types';
import type { PurchaseResult } from '../api/types';

/**
 * The credit purchase dialog of spec §4 as a pure state machine:
 *
 *   select ──start──► (creating the payment intent) ──► payment ──pay──► processing ──► applying ──► success
 *     ▲                        │ fails                    │  ▲                │              │
 *     └────────────────────────┘◄──── Back to Selection ──┘  └─ card error ───┘   confirm fails: stays, with
 *     ▲                                                                         the support message and a retry
 *     └──────────────── Purchase More Credits / close (from anywhere) ◄───────────── success (countdown)
 *
 * The dialog component turns side effects (HTTP, Stripe, toasts, timers) into these events; every
 * transition is here, so it can be tested without rendering anything.
 */

export const PURCHASE_MESSAGES = {
  notReady: 'Payment system not ready',
  confirmFailed: 'Payment confirmed but failed to add credits. Please contact support.',
  paymentFailed: 'Payment failed. Please try again.',
} as const;

export type PurchaseState =
  | { step: 'select'; selectedId: number | null; creatingIntent: boolean }
  | { step: 'payment'; product: CreditProduct; clientSecret: string; error: string | null }
  | { step: 'processing'; product: CreditProduct; clientSecret: string }
  | { step: 'applying'; product: CreditProduct; clientSecret: string; paymentIntentId: string; error: string | null }
  | { step: 'success'; product: CreditProduct; result: PurchaseResult; secondsLeft: number };

export type PurchaseEvent =
  | { type: 'choose'; productId: number }
  | { type: 'start-payment' }
  | { type: 'intent-created'; product: CreditProduct; clientSecret: string }
  | { type: 'intent-failed' }
  | { type: 'back-to-selection' }
  | { type: 'not-ready' }
  | { type: 'pay' }
  | { type: 'card-error'; message: string }
  | { type: 'payment-failed' }
  | { type: 'payment-succeeded'; paymentIntentId: string }
  | { type: 'credits-failed' }
  | { type: 'retry-credits' }
  | { type: 'credits-added'; result: PurchaseResult }
  | { type: 'tick' }
  | { type: 'reset'; selectedId?: number | null };

export function initialPurchaseState(selectedId: number | null = null): PurchaseState {
  return { step: 'select', selectedId, creatingIntent: false };
}

/** Events that make no sense in the current step leave it unchanged (a late answer, a double click). */
export function purchaseReducer(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'reset':
      return initialPurchaseState(event.selectedId ?? null);

    case 'choose':
      return state.step === 'select' && !state.creatingIntent ? { ...state, selectedId: event.productId } : state;
    case 'start-payment':
      return state.step === 'select' && state.selectedId !== null && !state.creatingIntent ? { ...state, creatingIntent: true } : state;
    case 'intent-created':
      return state.step === 'select' && state.creatingIntent
        ? { step: 'payment', product: event.product, clientSecret: event.clientSecret, error: null }
        : state;
    case 'intent-failed':
      return state.step === 'select' ? { ...state, creatingIntent: false } : state;

    case 'back-to-selection':
      return state.step === 'payment' ? initialPurchaseState(state.product.id) : state;
    case 'not-ready':
      return state.step === 'payment' ? { ...state, error: PURCHASE_MESSAGES.notReady } : state;
    case 'pay':
      return state.step === 'payment' ? { step: 'processing', product: state.product, clientSecret: state.clientSecret } : state;

    case 'card-error':
      return state.step === 'processing'
        ? { step: 'payment', product: state.product, clientSecret: state.clientSecret, error: event.message }
        : state;
    case 'payment-failed':
      return state.step === 'processing'
        ? { step: 'payment', product: state.product, clientSecret: state.clientSecret, error: PURCHASE_MESSAGES.paymentFailed }
        : state;
    case 'payment-succeeded':
      return state.step === 'processing'
        ? {
            step: 'applying',
            product: state.product,
            clientSecret: state.clientSecret,
            paymentIntentId: event.paymentIntentId,
            error: null,
          }
        : state;

    case 'credits-failed':
      return state.step === 'applying' ? { ...state, error: PURCHASE_MESSAGES.confirmFailed } : state;
    case 'retry-credits':
      return state.step === 'applying' && state.error ? { ...state, error: null } : state;
    case 'credits-added':
      return state.step === 'applying'
        ? { step: 'success', product: state.product, result: event.result, secondsLeft: LIMITS.purchaseCountdownSeconds }
        : state;

    case 'tick':
      return state.step === 'success' && state.secondsLeft > 0 ? { ...state, secondsLeft: state.secondsLeft - 1 } : state;
  }
}

/**
 * While money is moving (Stripe is charging the card, or we are adding the credits it paid for) the
 * dialog cannot be dismissed: closing then would hide the outcome of a real charge.
 */
export function canClose(state: PurchaseState): boolean {
  if (state.step === 'processing') return false;
  if (state.step === 'applying') return state.error !== null;
  return true;
}
