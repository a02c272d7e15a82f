import { useQuery } from '@tanstack/react-query';
import { fetchDueCount } from '../api/dueCount';

/**
 * The "Due today" count of the account menu, read when the menu opens (not on every page) and with the
 * key the dashboard's review uses, so grading a card there updates it here.
 */
export function useDueToday(userId: number | undefined, menuOpen: boolean): number | undefined {
  const { data } = useQuery({
    queryKey: ['learning', 'due-count', userId],
    queryFn: fetchDueCount,
    enabled: userId !== undefined && menuOpen,
  });
  return data;
}
