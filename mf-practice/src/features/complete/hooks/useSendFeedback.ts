import { useMutation } from '@tanstack/react-query';
import { sendFeedback } from '../api/completion';

/** POST /feedback. A failure is only logged (spec §8). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: sendFeedback,
    onError: (error) => console.error('Sending feedback failed', error),
  });
}
