import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeDeduction } from '../api/disputes';

/** Contests a deduction; the results are read again, so the dispute shows as open. */
export function useDispute(deductionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => disputeDeduction(deductionId, { note }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['generate-result'] }),
  });
}
