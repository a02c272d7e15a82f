import type { Schema } from '@ccl/contract';
import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';

/** GET /attempts: the user's unfinished attempts, kept by the server (any device, after a reload). */
export type Attempts = Schema<'Attempts'>;

export function attemptsQuery(userId: number) {
  return queryOptions({
    queryKey: ['attempts', userId],
    queryFn: async () => (await apiClient.get<Attempts>('/attempts')).data,
  });
}
