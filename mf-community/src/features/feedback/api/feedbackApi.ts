import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PublicFeedback, PublicFeedbackList } from './types';

/** Public feedback, newest first (guests included); `delete` says whether the viewer may hide it. */
export async function getPublicFeedback(): Promise<PublicFeedback[]> {
  return (await apiClient.post<PublicFeedbackList>('/get-feedback')).data.data;
}

export async function hideFeedback(id: number): Promise<void> {
  await apiClient.delete(`/feedback/${id}`);
}

export const feedbackKey = ['feedback'] as const;

/** The list as one viewer sees it: the delete flag is theirs (`viewerId` null for a guest). */
export function publicFeedbackQuery(viewerId: number | null) {
  return queryOptions({
    queryKey: [...feedbackKey, 'public', viewerId] as const,
    queryFn: getPublicFeedback,
    // Fetched on every visit of the page, as candidates keep sharing.
    staleTime: 0,
  });
}
