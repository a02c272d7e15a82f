import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Difficulty, SortOrder } from '../api/types';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readDifficulty(value: string | null): Difficulty | null {
  return DIFFICULTIES.find((difficulty) => difficulty === value) ?? null;
}

/**
 * Page, sort and difficulty of the list, kept in the query string (`?page=2&sort=asc&difficulty=hard`,
 * defaults left out) so that coming back from a dialogue returns to the same page. Changes replace the
 * history entry.
 */
export function useListPosition() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const sort: SortOrder = params.get('sort') === 'asc' ? 'asc' : 'desc';
  const difficulty = readDifficulty(params.get('difficulty'));

  const show = useCallback(
    (next: { page?: number; sort?: SortOrder; difficulty?: Difficulty | null }) => {
      const query = new URLSearchParams(params);
      const nextPage = next.page ?? page;
      const nextSort = next.sort ?? sort;
      const nextDifficulty = next.difficulty === undefined ? difficulty : next.difficulty;
      if (nextPage > 1) query.set('page', String(nextPage));
      else query.delete('page');
      if (nextSort === 'asc') query.set('sort', 'asc');
      else query.delete('sort');
      if (nextDifficulty) query.set('difficulty', nextDifficulty);
      else query.delete('difficulty');
      setParams(query, { replace: true });
    },
    [params, setParams, page, sort, difficulty],
  );

  return { page, sort, difficulty, show };
}
