import { capitalise, contentApi, type VocabularyCategory } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';

export type VocabularyState =
  | { status: 'loading' }
  | { status: 'loaded'; categories: VocabularyCategory[] }
  | { status: 'unexpected' }
  | { status: 'failed' };

/** A list of { category_name, terms[] } — anything else is 'Unexpected response format.' (spec §5). */
function isCategoryList(value: unknown): value is VocabularyCategory[] {
  return (
    contentApi.isVocabularyList(value) &&
    value.every((item: unknown) => {
      const category = item as Partial<VocabularyCategory> | null;
      return !!category && typeof category.category_name === 'string' && Array.isArray(category.terms);
    })
  );
}

/**
 * Loads one language's vocabulary; `language` is null for a language we don't offer, which is never
 * asked for. GET /vocabulary takes the name with its first letter capitalised.
 */
export function useVocabulary(language: string | null): { state: VocabularyState; retry: () => void } {
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<VocabularyState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!language) return;
    let current = true;
    setState({ status: 'loading' });
    contentApi.getVocabulary(capitalise(language)).then(
      (answer) => {
        if (!current) return;
        if (isCategoryList(answer)) {
          setState({ status: 'loaded', categories: answer });
        } else {
          console.error('Unexpected vocabulary response', answer);
          setState({ status: 'unexpected' });
        }
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to fetch vocabulary', error);
        enqueueSnackbar('Failed to fetch vocabulary.', { variant: 'error' });
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [language, attempt, enqueueSnackbar]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
