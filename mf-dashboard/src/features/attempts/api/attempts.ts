import type { Schema } from '@ccl/contract';
import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';

/** GET /attempts: what the user left unfinished (on any device), and what was closed after 24 hours. */
export type Attempts = Schema<'Attempts'>;
export type UnfinishedAttempt = Attempts['unfinished'][number];

export function attemptsQuery(userId: number) {
  return queryOptions({
    queryKey: ['attempts', userId],
    queryFn: async () => (await apiClient.get<Attempts>('/attempts')).data,
  });
}

/** Where an attempt reopens: a single dialogue at its first unanswered segment, a mock on its own page. */
export function continuePath(attempt: UnfinishedAttempt): string {
  return attempt.mockExamId !== null
    ? `/mock-exam/${attempt.mockExamId}`
    : `/practice/${attempt.sessionId}/${attempt.nextSegmentOrder ?? 1}`;
}
