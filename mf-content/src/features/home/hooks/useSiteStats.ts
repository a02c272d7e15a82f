import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { statsQuery } from '../api/stats';

/** The site's totals. A failure is only logged (spec §8): the counters read 0, and no message is shown. */
export function useSiteStats() {
  const query = useQuery(statsQuery);
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to fetch the site statistics', error);
  }, [error]);
  return query;
}
