import type { ResponseOf, Schema } from '@ccl/contract';
import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';

/** Wire types of GET /mock-exams, from the API's contract. */
export type MockExam = Schema<'MockExam'>;
type MockExamList = ResponseOf<'/mock-exams', 'get'>;
/** GET /mock-exams/{id}/review: the mock's finished dialogues, each shaped as a test result. */
export type MockReview = ResponseOf<'/mock-exams/{mockExamId}/review', 'get'>;

/** The user's mock exams, newest first; asked again every 5 s while one is being scored. */
export function mockExamsQuery(userId: number) {
  return queryOptions({
    queryKey: ['mock-exams', 'list', userId],
    queryFn: async () => (await apiClient.get<MockExamList>('/mock-exams')).data.data,
    refetchInterval: (query) => (query.state.data?.some((mock) => mock.status === 'scoring') ? 5000 : false),
  });
}

/**
 * A mock's two dialogues segment by segment, dialogue 1 first (they are not in the Test Results). Under
 * ['mock-exams'], so a self-marking or a dispute made in it reads it again with the list and its verdicts.
 */
export function mockReviewQuery(userId: number, mockExamId: number) {
  return queryOptions({
    queryKey: ['mock-exams', 'review', userId, mockExamId],
    queryFn: async () => (await apiClient.get<MockReview>(`/mock-exams/${mockExamId}/review`)).data.data,
  });
}
