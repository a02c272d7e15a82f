import { useQuery } from '@tanstack/react-query';
import { creditTransactionsQuery } from '../api/creditTransactions';

/**
 * The History tab's credit transactions, fetched when the tab is first shown. Revisiting the tab shows
 * what was loaded (refreshed in the background once stale); a purchase invalidates them.
 */
export function useCreditHistory(userId: number) {
  return useQuery(creditTransactionsQuery(userId));
}
