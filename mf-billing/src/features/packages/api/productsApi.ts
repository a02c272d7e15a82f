import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { CreditProduct, CreditProductList } from './types';

/** The packages on sale; the API answers `{ products }` (older servers: the bare list). */
export async function getCreditProducts(): Promise<CreditProduct[]> {
  const data = (await apiClient.get<CreditProductList | CreditProduct[]>('/stripe/products')).data;
  return Array.isArray(data) ? data : data.products;
}

/** One cache entry for the pricing page and the purchase dialog (also when another remote opens it). */
export const creditProductsQuery = queryOptions({
  queryKey: ['stripe', 'products'] as const,
  queryFn: getCreditProducts,
});
