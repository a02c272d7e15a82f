import { authApi, useSession } from '@ccl/shared';
import { useCallback } from 'react';

/**
 * Rereads the current user into the session store: credits and the scoring count change on the
 * server (scoring, purchases) after the session was loaded. A failure keeps what is shown; a lost
 * session is handled by the API client ('Unauthenticated.' → /login).
 */
export function useRefreshUser(): () => Promise<void> {
  const updateUser = useSession((s) => s.updateUser);
  return useCallback(async () => {
    try {
      updateUser(await authApi.getCurrentUser());
    } catch (error) {
      console.error('Failed to refresh the current user', error);
    }
  }, [updateUser]);
}
