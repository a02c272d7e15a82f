import { apiClient } from '@ccl/shared';
import type { ConfirmPaymentRequest, PaymentIntent, PurchaseResult } from './types';

export async function createPaymentIntent(productId: number): Promise<PaymentIntent> {
  return (await apiClient.post<PaymentIntent>('/stripe/create-payment-intent', { product_id: productId })).data;
}

/** Adds the credits a succeeded payment intent paid for; the server does it at most once per payment. */
export async function confirmPayment(payload: ConfirmPaymentRequest): Promise<PurchaseResult> {
  return (await apiClient.post<PurchaseResult>('/stripe/confirm-payment', payload)).data;
}
