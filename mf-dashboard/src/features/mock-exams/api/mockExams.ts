import type { ResponseOf, Schema } from '@ccl/contract';
import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';

/** Wire types of GET /mock-exams, from the API's contract. */
export type MockExam = Schema<'MockExam'>;
type MockExamList = ResponseOf<'/mock-exams', 'get'>;

/** The user's mock exams, newest first; asked again every 5 s while one is being scored. */
export function mockExamsQuery(userId: number) {
  return queryOptions({
    queryKey: ['mock-exams', 'list', userId],
    queryFn: async () => (await apiClient.get<MockExamList>('/mock-exams')).data.data,
    refetchInterval: (query) => (query.state.data?.some((mock) => mock.status === 'scoring') ? 5000 : false),
  });
}
