import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import { newestFirst } from '../model/transactions';
import type { CreditTransaction, CreditTransactionsResponse } from './types';

/** GET /user/credit-transactions (spec §7). */
export async function fetchCreditTransactions(): Promise<CreditTransaction[]> {
  return (await apiClient.get<CreditTransactionsResponse>('/user/credit-transactions')).data.data;
}

/** Newest first whatever order they arrive in (spec §9); keyed by the user, as the cache outlives a session. */
export function creditTransactionsQuery(userId: number) {
  return queryOptions({ queryKey: ['credit-transactions', userId], queryFn: fetchCreditTransactions, select: newestFirst });
}
