import { useSession, useToasts } from '@ccl/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { feedbackKey, hideFeedback, publicFeedbackQuery } from '../api/feedbackApi';
import type { PublicFeedback } from '../api/types';

export const FEEDBACK_FETCH_FAILED = 'Failed to fetch feedback.';
export const FEEDBACK_HIDDEN = 'Feedback hidden successfully';
export const FEEDBACK_HIDE_FAILED = 'Failed to hide feedback';

/** The Public Feedback column's list, as the signed-in user sees it (the delete flag is theirs). */
export function usePublicFeedback() {
  const viewerId = useSession((s) => s.user?.id ?? null);
  const { showToast } = useToasts();
  const query = useQuery(publicFeedbackQuery(viewerId));

  // One toast per failed fetch — not again for a failure already in the cache when the page opened.
  const { isError, error, errorUpdatedAt } = query;
  const toasted = useRef(errorUpdatedAt);
  useEffect(() => {
    if (!isError || errorUpdatedAt === toasted.current) return;
    toasted.current = errorUpdatedAt;
    console.error('Fetching feedback failed', error);
    showToast(FEEDBACK_FETCH_FAILED, { variant: 'error' });
  }, [isError, error, errorUpdatedAt, showToast]);

  return query;
}

/** Hide (DELETE /feedback/{id}): the entry leaves the list at once; `hiding` is the entry being hidden. */
export function useHideFeedback() {
  const viewerId = useSession((s) => s.user?.id ?? null);
  const { showToast } = useToasts();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: hideFeedback,
    onSuccess: (_, id) => {
      queryClient.setQueryData<PublicFeedback[]>(publicFeedbackQuery(viewerId).queryKey, (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: feedbackKey });
      showToast(FEEDBACK_HIDDEN, { variant: 'success' });
    },
    onError: (error) => {
      console.error('Hiding feedback failed', error);
      showToast(FEEDBACK_HIDE_FAILED, { variant: 'error' });
    },
  });
  return { hide: mutation.mutate, hiding: mutation.isPending ? mutation.variables : null };
}
