import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Answers that are the same for every visitor: the server's credit settings and the remotes' code. */
const SESSION_INDEPENDENT = new Set(['credit-config', 'remotes']);

const dependsOnSession = (query: Query) => !SESSION_INDEPENDENT.has(String(query.queryKey[0]));

/**
 * After a login, sign-up or logout, what the cache holds was fetched for someone else (the guest's list
 * without score badges, the previous user's results): each such query fetches again when next shown.
 * Nothing refetches now, so the page being left never asks the server with the old session.
 */
export function useForgetSessionData(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ predicate: dependsOnSession, refetchType: 'none' }), [queryClient]);
}
