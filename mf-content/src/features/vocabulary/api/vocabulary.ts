import { apiClient, getRuntimeConfig } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { VocabularyCategory, VocabularyList, VocabularyQuery, VocabularySpeechSide } from './types';

/** GET /vocabulary for one language, named with its first letter capitalised ('Hindi'). */
export async function getVocabulary(language: string): Promise<VocabularyCategory[]> {
  const params: VocabularyQuery = { language };
  return (await apiClient.get<VocabularyList>('/vocabulary', { params })).data;
}

/** The answer came, but it is not the list of { category_name, terms[] } the spec promises. */
export class UnexpectedVocabularyFormat extends Error {
  constructor(readonly answer: unknown) {
    super('Unexpected response format.');
    this.name = 'UnexpectedVocabularyFormat';
  }
}

export function isCategoryList(value: unknown): value is VocabularyCategory[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      const category = item as Partial<VocabularyCategory> | null;
      return !!category && typeof category.category_name === 'string' && Array.isArray(category.terms);
    })
  );
}

function checkedCategories(answer: unknown): VocabularyCategory[] {
  if (!isCategoryList(answer)) throw new UnexpectedVocabularyFormat(answer);
  return answer;
}

/**
 * One language's vocabulary. The answer is checked in `select`, not in the fetch: a malformed answer
 * is an error at once ('Unexpected response format.'), not retried like a failed request.
 */
export function vocabularyQuery(language: string) {
  return queryOptions({ queryKey: ['vocabulary', language], queryFn: () => getVocabulary(language), select: checkedCategories });
}

/**
 * Where an <audio> element fetches a vocabulary term's speech. Audio elements cannot send the bearer
 * header, and the vocabulary is public, so this is a plain URL under the runtime API base.
 */
export function vocabularyTermSpeechUrl(termId: number, side: VocabularySpeechSide): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}/vocabulary-terms/${encodeURIComponent(String(termId))}/speech?side=${side}`;
}
