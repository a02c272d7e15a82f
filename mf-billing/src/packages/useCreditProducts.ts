import { billingApi, type CreditProduct } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';

export const PRODUCTS_FAILED_MESSAGE = 'Failed to load credit packages';

export type CreditProductsState = { status: 'loading' } | { status: 'ready'; products: CreditProduct[] } | { status: 'failed' };

/**
 * The packages on sale (GET /stripe/products), loaded when `enabled` first becomes true — the
 * dialog fetches them when it is opened, not with the page that holds it. A failure shows the
 * spec's toast; `reload` tries again.
 */
export function useCreditProducts(enabled = true): CreditProductsState & { reload: () => void } {
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<CreditProductsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    billingApi.getCreditProducts().then(
      (products) => current && setState({ status: 'ready', products }),
      (error: unknown) => {
        if (!current) return;
        console.error(PRODUCTS_FAILED_MESSAGE, error);
        enqueueSnackbar(PRODUCTS_FAILED_MESSAGE, { variant: 'error' });
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt, enqueueSnackbar]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
