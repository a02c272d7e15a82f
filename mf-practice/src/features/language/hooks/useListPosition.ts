import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder } from '../api/types';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Page and sort of the list, kept in the query string (`?page=2&sort=asc`, defaults left out) so that
 * coming back from a dialogue returns to the same page. Changes replace the history entry.
 */
export function useListPosition() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const sort: SortOrder = params.get('sort') === 'asc' ? 'asc' : 'desc';

  const show = useCallback(
    (next: { page?: number; sort?: SortOrder }) => {
      const query = new URLSearchParams(params);
      const nextPage = next.page ?? page;
      const nextSort = next.sort ?? sort;
      if (nextPage > 1) query.set('page', String(nextPage));
      else query.delete('page');
      if (nextSort === 'asc') query.set('sort', 'asc');
      else query.delete('sort');
      setParams(query, { replace: true });
    },
    [params, setParams, page, sort],
  );

  return { page, sort, show };
}
