import { apiClient, type User } from '@ccl/shared';
import type { AccountDeletion, SettingsResponse, SettingsUpdate } from './types';

/** PUT /settings: answers the updated user. */
export async function updateSettings(payload: SettingsUpdate): Promise<User> {
  return (await apiClient.put<SettingsResponse>('/settings', payload)).data.data;
}

/** DELETE /delete-account: a refusal carries the server's reason in `message` (spec §8). */
export async function deleteAccount(payload: AccountDeletion): Promise<void> {
  await apiClient.delete('/delete-account', { data: payload });
}
