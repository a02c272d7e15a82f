import { apiClient } from '@ccl/shared';
import type { PracticeStart } from './types';

/** POST /start-practice: a new practice session of a dialogue (mode 1 practice, 0 test); also Restart's call. */
export async function startPractice(payload: { dialogueId: number; mode: number }): Promise<PracticeStart> {
  return (await apiClient.post<PracticeStart>('/start-practice', payload)).data;
}

/** PUT /settings with `{ last_used_language }`: the practice screens' only settings change (its answer is not read). */
export async function updateLastUsedLanguage(language: string): Promise<void> {
  await apiClient.put('/settings', { last_used_language: language });
}
