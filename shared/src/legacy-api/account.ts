import type { CreditTransaction, TestResult, User } from '../types';
import { apiClient as api } from '../http/client';

export async function getResults(): Promise<TestResult[]> {
  return (await api.get<{ data: TestResult[] }>('/generate-result')).data.data;
}

export async function getCreditTransactions(): Promise<CreditTransaction[]> {
  return (await api.get<{ success: boolean; data: CreditTransaction[] }>('/user/credit-transactions')).data.data;
}

/**
 * PUT /settings (spec §7): `{ last_used_language }` from the practice screens, or `{ name }` plus
 * `password` and `password_confirmation` only when the password changes. Answers the updated user.
 */
export type SettingsUpdate = { last_used_language: string } | { name: string; password?: string; password_confirmation?: string };

export async function updateSettings(payload: SettingsUpdate): Promise<User> {
  return (await api.put<{ message: string; data: User }>('/settings', payload)).data.data;
}

export async function deleteAccount(payload: { password: string; confirm: string }): Promise<void> {
  await api.delete('/delete-account', { data: payload });
}
