import { capitalise, useToasts } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UnexpectedVocabularyFormat, vocabularyQuery } from '../api/vocabulary';

const VOCABULARY_FETCH_FAILED = 'Failed to fetch vocabulary.';

/**
 * One language's vocabulary; GET /vocabulary takes the name with its first letter capitalised. A failed request also shows the
 * toast 'Failed to fetch vocabulary.' (spec §8); a malformed answer is an `UnexpectedVocabularyFormat`
 * error and gets no toast.
 */
export function useVocabulary(language: string) {
  const { showToast } = useToasts();
  const query = useQuery(vocabularyQuery(capitalise(language)));
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if (error instanceof UnexpectedVocabularyFormat) {
      console.error('Unexpected vocabulary response', error.answer);
      return;
    }
    console.error('Failed to fetch vocabulary', error);
    showToast(VOCABULARY_FETCH_FAILED, { variant: 'error' });
  }, [error, showToast]);
  return query;
}
