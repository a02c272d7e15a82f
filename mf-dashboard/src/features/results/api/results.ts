import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ResultsResponse, TestResult } from './types';

/** GET /generate-result (spec §7): the signed-in candidate's results, newest first. */
export async function fetchResults(): Promise<TestResult[]> {
  return (await apiClient.get<ResultsResponse>('/generate-result')).data.data;
}

/** Keyed by the user as well: the data cache is the whole site's, and the next account on this browser must not see these. */
export function resultsQuery(userId: number) {
  return queryOptions({ queryKey: ['generate-result', userId], queryFn: fetchResults });
}
