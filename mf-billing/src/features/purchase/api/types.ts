/**
 * Wire types of the purchase calls (spec §3 "Payment intent response", "Confirm payment response"), from
 * the API's contract.
 */
import type { BodyOf, ResponseOf } from '@ccl/contract';

export type PaymentIntentRequest = BodyOf<'/stripe/create-payment-intent', 'post'>;

export type PaymentIntent = ResponseOf<'/stripe/create-payment-intent', 'post'>;

export type ConfirmPaymentRequest = BodyOf<'/stripe/confirm-payment', 'post'>;

/** What the server added: also what the dialog hands its host (the core's CreditPurchaseDialogProps). */
export type PurchaseResult = ResponseOf<'/stripe/confirm-payment', 'post'>;
