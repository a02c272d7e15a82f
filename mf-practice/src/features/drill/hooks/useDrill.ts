import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerDrill, startDrill } from '../api/drill';

/**
 * A drill's two steps: start it (the candidate presses Start, so a reload never opens a second drill
 * behind their back), then send the one take. The weak list and the due count change after an answer.
 */
export function useDrill(segmentId: number) {
  const queryClient = useQueryClient();
  const start = useMutation({ mutationFn: () => startDrill(segmentId) });
  const answer = useMutation({
    mutationFn: ({ drillId, recording }: { drillId: number; recording: Blob }) => answerDrill(drillId, recording),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['learning'] }),
  });
  return { start, answer };
}
