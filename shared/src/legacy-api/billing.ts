import type { CreditProduct } from '../types';
import { apiClient as api } from '../http/client';

export async function getCreditProducts(): Promise<CreditProduct[]> {
  const data = (await api.get<{ products: CreditProduct[] } | CreditProduct[]>('/stripe/products')).data;
  return Array.isArray(data) ? data : data.products;
}

export async function createPaymentIntent(productId: number): Promise<{ client_secret: string }> {
  return (await api.post<{ client_secret: string }>('/stripe/create-payment-intent', { product_id: productId })).data;
}

export async function confirmPayment(payload: {
  payment_intent_id: string;
  product_id: number;
}): Promise<{ new_balance: number; credits_added: number }> {
  return (await api.post<{ new_balance: number; credits_added: number }>('/stripe/confirm-payment', payload)).data;
}
