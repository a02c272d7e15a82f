import { useSession } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '../api/user';

/**
 * Rereads the current user into the session store whenever the dashboard opens, and again whenever
 * `['user', id]` is invalidated (a result finished scoring, a purchase). Only an answer fetched while
 * mounted is applied, so a cached copy from an earlier visit never overwrites a newer session (a name
 * just saved in Settings). A failure keeps what is shown; a lost session is the API client's business
 * ('Unauthenticated.' → /login).
 */
export function useFreshUser(userId: number): void {
  const updateUser = useSession((s) => s.updateUser);
  const { data, dataUpdatedAt, isFetchedAfterMount } = useQuery({ ...currentUserQuery(userId), staleTime: 0 });
  useEffect(() => {
    if (data && isFetchedAfterMount) updateUser(data);
  }, [data, dataUpdatedAt, isFetchedAfterMount, updateUser]);
}
