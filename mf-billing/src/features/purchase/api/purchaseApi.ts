import { apiClient } from '@ccl/shared';
import type { ConfirmPaymentRequest, PaymentIntent, PaymentIntentRequest, PurchaseResult } from './types';

export async function createPaymentIntent(productId: number): Promise<PaymentIntent> {
  const body: PaymentIntentRequest = { product_id: productId };
  return (await apiClient.post<PaymentIntent>('/stripe/create-payment-intent', body)).data;
}

/** Adds the credits a succeeded payment intent paid for; the server does it at most once per payment. */
export async function confirmPayment(payload: ConfirmPaymentRequest): Promise<PurchaseResult> {
  return (await apiClient.post<PurchaseResult>('/stripe/confirm-payment', payload)).data;
}
