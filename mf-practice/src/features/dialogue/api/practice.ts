import { apiClient } from '@ccl/shared';
import type { LastUsedLanguageUpdate, PracticeStart, StartPracticeRequest } from './types';

/** POST /start-practice: a new practice session of a dialogue (mode 1 practice, 0 test); also Restart's call. */
export async function startPractice(payload: StartPracticeRequest): Promise<PracticeStart> {
  return (await apiClient.post<PracticeStart>('/start-practice', payload)).data;
}

/** PUT /settings with `{ last_used_language }`: the practice screens' only settings change (its answer is not read). */
export async function updateLastUsedLanguage(language: string): Promise<void> {
  const body: LastUsedLanguageUpdate = { last_used_language: language };
  await apiClient.put('/settings', body);
}
