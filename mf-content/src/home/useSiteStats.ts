import { contentApi, type Stats } from '@ccl/shared';
import { useEffect, useState } from 'react';

/** null while loading; on failure the counters read 0 and the failure is only logged (spec §8). */
export function useSiteStats(): Stats | null {
  const [stats, setStats] = useState<Stats | null>(null);
  useEffect(() => {
    let current = true;
    contentApi.getStats().then(
      (loaded) => current && setStats(loaded),
      (error: unknown) => {
        console.error('Failed to fetch the site statistics', error);
        if (current) setStats({ total_dialogues: 0, total_ai_scoring: 0 });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return stats;
}
