import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSelfMarking } from '../api/self-marking';
import type { SelfMarkingBody } from '../api/types';

/** Saves a turn's marking; the results are read again, so every score and label on screen follows. */
export function useSelfMarking(attemptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfMarkingBody) => saveSelfMarking(attemptId, body),
    // A mock's turn is reviewed from the Mock Exams tab: its review and verdict are read again as well.
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['generate-result'] }), client.invalidateQueries({ queryKey: ['mock-exams'] })]),
  });
}
