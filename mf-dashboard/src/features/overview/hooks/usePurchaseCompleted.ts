import { useSession, type ExposedProps } from '@ccl/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { creditTransactionsQuery } from '../../credit-history/api/creditTransactions';

type OnPurchased = NonNullable<ExposedProps<'billing', './CreditPurchaseDialog'>['onSuccess']>;

/**
 * What billing's purchase dialog reports back: the new balance shows at once (the banner goes), then
 * the user and the credit history are read again from the server.
 */
export function usePurchaseCompleted(userId: number): OnPurchased {
  const queryClient = useQueryClient();
  const updateUser = useSession((s) => s.updateUser);
  const refreshUser = useSession((s) => s.refreshUser);
  return useCallback<OnPurchased>(
    (purchase) => {
      updateUser({ available_credits: purchase.new_balance });
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: creditTransactionsQuery(userId).queryKey });
    },
    [queryClient, refreshUser, updateUser, userId],
  );
}
