import { RECORDING } from '../domain';
import type { CompletionResponse, PracticeSegment, PracticeStart, SubmitAnswer } from '../types';
import { apiClient as api } from '../http/client';

export async function startPractice(payload: { dialogueId: number; mode: number }): Promise<PracticeStart> {
  return (await api.post<PracticeStart>('/start-practice', payload)).data;
}

/** PUT /settings, the same call the settings page makes (one definition, in account.ts). */
export { updateSettings } from './account';

export async function getPracticeSegment(sessionId: number, segmentOrder: number): Promise<PracticeSegment> {
  const data = (await api.get<PracticeSegment>('/practice/segment', { params: { sessionId, segmentOrder } })).data;
  return { ...data, mode: Number(data.mode) };
}

export async function submitSegment(payload: { recording: Blob; segmentId: number; sessionId: number }): Promise<SubmitAnswer> {
  const form = new FormData();
  form.append('user_audio', payload.recording, RECORDING.fileName);
  form.append('segmentId', String(payload.segmentId));
  form.append('sessionId', String(payload.sessionId));
  form.append('user_transcription', '');
  return (await api.post<SubmitAnswer>('/practice/submit', form)).data;
}

export async function completePractice(sessionId: number): Promise<CompletionResponse> {
  return (await api.post<CompletionResponse>(`/practice/complete/${sessionId}`)).data;
}

export async function sendFeedback(payload: { session_id: number; feedback: string; is_private: 0 | 1 }): Promise<void> {
  await api.post('/feedback', payload);
}
