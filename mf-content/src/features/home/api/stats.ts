import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { Stats, StatsResponse } from './types';

/** GET /stats: the site's totals for the home page's counters. */
export async function getStats(): Promise<Stats> {
  return (await apiClient.get<StatsResponse>('/stats')).data.data;
}

export const statsQuery = queryOptions({ queryKey: ['stats'], queryFn: getStats });
