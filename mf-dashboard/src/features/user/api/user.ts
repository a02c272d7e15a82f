import { apiClient, type User } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /user (spec §7), read again by the dashboard: credits and the scoring count change on the server
 * (scoring, purchases) after the session was loaded.
 */
export async function fetchCurrentUser(): Promise<User> {
  return (await apiClient.get<{ data: User }>('/user')).data.data;
}

export function currentUserQuery(userId: number) {
  return queryOptions({ queryKey: ['user', userId], queryFn: fetchCurrentUser });
}
