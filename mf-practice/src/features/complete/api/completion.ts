import { apiClient, httpStatus, serverMessage } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { Completion, CompletionResponse, Feedback } from './types';

/** POST /practice/complete/{sessionId}: hands the attempt to scoring. */
export async function completePractice(sessionId: number): Promise<Completion> {
  return (await apiClient.post<Completion>(`/practice/complete/${sessionId}`)).data;
}

/** POST /feedback */
export async function sendFeedback(payload: Feedback): Promise<void> {
  await apiClient.post('/feedback', payload);
}

/**
 * A refusal (e.g. 422 for an attempt with unanswered segments, 404 for another user's session) carries a
 * message meant for the candidate: it is the spec's "other status". Only a failed call (5xx, network) is
 * an error, shown as 'An unexpected error occurred.'
 */
async function complete(sessionId: number): Promise<CompletionResponse> {
  try {
    return await completePractice(sessionId);
  } catch (error) {
    console.error('Completing the practice failed', error);
    const status = httpStatus(error);
    const message = serverMessage(error);
    if (status !== undefined && status >= 400 && status < 500 && status !== 401 && message) return { status: 'refused', message };
    throw error;
  }
}

/**
 * Completion, once on arrival at the complete page. A query rather than a mutation so that every mount
 * (StrictMode's second one included) shares one request: completing twice could queue scoring twice.
 * For the same reason it is never refetched or retried.
 */
export function completionQuery(sessionId: number) {
  return queryOptions({
    queryKey: ['practice', 'complete', sessionId],
    queryFn: () => complete(sessionId),
    staleTime: Infinity,
    retry: false,
  });
}
