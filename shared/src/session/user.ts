import { apiClient } from '../http/client';

/** The signed-in candidate as `GET /user` sends it (spec §3 "Current user"). */
export type Plan = 'Free' | 'Pro' | (string & {});

export interface User {
  id: number;
  name: string;
  email: string;
  plan: Plan;
  available_credits: number;
  total_credits_purchased: number;
  scoring_used: number;
  last_used_language: string | null;
  created_at?: string;
}

/** The two calls the session itself makes; every other call belongs to the remote that makes it. */
export async function getCurrentUser(): Promise<User> {
  return (await apiClient.get<{ data: User }>('/user')).data.data;
}

export async function logout(): Promise<void> {
  await apiClient.post('/logout');
}
