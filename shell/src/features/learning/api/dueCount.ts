import type { ResponseOf } from '@ccl/contract';
import { apiClient } from '@ccl/shared';

/** GET /learning/due-count: review cards due today (the learning module keeps the deck). */
export async function fetchDueCount(): Promise<number> {
  return (await apiClient.get<ResponseOf<'/learning/due-count', 'get'>>('/learning/due-count')).data.dueToday;
}
