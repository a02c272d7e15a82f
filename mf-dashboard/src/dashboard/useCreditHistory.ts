import { accountApi, type CreditTransaction } from '@ccl/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CreditHistoryState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; transactions: CreditTransaction[] };

/** Newest first (spec §9), whatever order they arrive in. */
function newestFirst(transactions: CreditTransaction[]): CreditTransaction[] {
  return [...transactions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** The History tab's credit transactions, loaded when `enabled` first becomes true. */
export function useCreditHistory(enabled: boolean) {
  const [state, setState] = useState<CreditHistoryState>({ status: 'loading' });
  const [requested, setRequested] = useState(0);

  // Which request has been loaded: revisiting the tab keeps what was loaded, "Try again" asks anew.
  const loadedFor = useRef(-1);

  useEffect(() => {
    if (!enabled || loadedFor.current === requested) return;
    loadedFor.current = requested;
    let current = true;
    let settled = false;
    setState({ status: 'loading' });
    accountApi.getCreditTransactions().then(
      (transactions) => {
        settled = true;
        if (current) setState({ status: 'ready', transactions: newestFirst(transactions) });
      },
      (error: unknown) => {
        settled = true;
        console.error('Failed to load credit history', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
      // Abandoned before it answered (unmounted, or React's development double run): load again next time.
      if (!settled) loadedFor.current = -1;
    };
  }, [enabled, requested]);

  return { state, reload: useCallback(() => setRequested((n) => n + 1), []) };
}
