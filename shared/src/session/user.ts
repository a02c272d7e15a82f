import type { ResponseOf } from '@ccl/contract';
import { apiClient } from '../http/client';

/** The signed-in candidate as `GET /user` sends it (spec §3 "Current user"): the API's contract, not a copy. */
export type User = ResponseOf<'/user', 'get'>['data'];

/** The two calls the session itself makes; every other call belongs to the remote that makes it. */
export async function getCurrentUser(): Promise<User> {
  return (await apiClient.get<ResponseOf<'/user', 'get'>>('/user')).data.data;
}

export async function logout(): Promise<void> {
  await apiClient.post('/logout');
}
