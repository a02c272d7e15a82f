import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeDeduction } from '../api/disputes';

/** Contests a deduction; the results are read again, so the dispute shows as open. */
export function useDispute(deductionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => disputeDeduction(deductionId, { note }),
    // A mock's turn is reviewed from the Mock Exams tab: its review and verdict are read again as well.
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['generate-result'] }), client.invalidateQueries({ queryKey: ['mock-exams'] })]),
  });
}
