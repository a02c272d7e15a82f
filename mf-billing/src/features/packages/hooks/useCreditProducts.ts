import { useToasts } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { creditProductsQuery } from '../api/productsApi';

export const PRODUCTS_FAILED_MESSAGE = 'Failed to load credit packages';

// The pricing page and the dialog it holds watch the same query: one toast per failed fetch, not one per
// watcher — and none again for a failure already toasted before a remount.
let toastedFailureAt = 0;

/**
 * The packages on sale (GET /stripe/products), fetched once `enabled` is true — the dialog asks for them
 * when it is opened, not with the page that holds it. A failure shows the spec's toast; `refetch` tries again.
 */
export function useCreditProducts(enabled = true) {
  const { showToast } = useToasts();
  const query = useQuery({ ...creditProductsQuery, enabled });

  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || errorUpdatedAt <= toastedFailureAt) return;
    toastedFailureAt = errorUpdatedAt;
    console.error(PRODUCTS_FAILED_MESSAGE, error);
    showToast(PRODUCTS_FAILED_MESSAGE, { variant: 'error' });
  }, [isError, error, errorUpdatedAt, showToast]);

  return query;
}

export type CreditProductsQuery = ReturnType<typeof useCreditProducts>;
