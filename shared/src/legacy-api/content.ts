import type { CreditConfig, Dialogue, DialogueListResponse, Stats, TranscriptResponse, VocabularyCategory } from '../types';
import { getRuntimeConfig } from '../config';
import { apiClient as api } from '../http/client';

export async function getStats(): Promise<Stats> {
  return (await api.get<{ success: boolean; data: Stats }>('/stats')).data.data;
}

export async function getCreditConfig(): Promise<CreditConfig> {
  return (await api.get<{ success: boolean; data: CreditConfig }>('/credit-config')).data.data;
}

export async function listDialogues(
  language: string,
  query: { page: number; per_page: number; sort_order: 'asc' | 'desc' },
): Promise<DialogueListResponse> {
  return (await api.get<DialogueListResponse>(`/dialogues/${encodeURIComponent(language)}`, { params: query })).data;
}

export async function fetchDialogue(id: number): Promise<Dialogue> {
  return (await api.post<{ data: Dialogue }>('/fetch-dialogue', { id })).data.data;
}

export async function generateDialogue(language: string): Promise<Dialogue> {
  return (await api.post<{ data: Dialogue }>('/generate-dialogue', { language })).data.data;
}

export async function getTranscript(dialogueId: number): Promise<TranscriptResponse> {
  return (await api.post<TranscriptResponse>('/transcript', { dialogueId })).data;
}

/** The spec's reply is a bare list; anything else is the caller's 'Unexpected response format.' */
export async function getVocabulary(language: string): Promise<unknown> {
  return (await api.get<unknown>('/vocabulary', { params: { language } })).data;
}

export function isVocabularyList(value: unknown): value is VocabularyCategory[] {
  return Array.isArray(value);
}

/** Which side of a vocabulary term is spoken: the English word or its translation. */
export type VocabularySpeechSide = 'english' | 'translated';

/**
 * Where an <audio> element fetches a vocabulary term's speech. Audio elements cannot send the bearer
 * header, and the vocabulary is public, so this is a plain URL under the runtime API base.
 */
export function vocabularyTermSpeechUrl(termId: number, side: VocabularySpeechSide): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}/vocabulary-terms/${encodeURIComponent(String(termId))}/speech?side=${side}`;
}
