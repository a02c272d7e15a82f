import { useSession, useToasts } from '@ccl/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { discussionsQuery } from '../api/discussionsApi';
import { pageFromQuery } from '../model/posts';

export const FETCH_FAILED = 'Failed to fetch discussions.';

/**
 * The page of discussions named by `?page=` (spec §2, §5: only pages 1..last_page are offered), as the
 * signed-in user sees it. While another page (or another viewer's view) loads, the page on screen stays;
 * a failed reload keeps it too, with the toast saying what happened.
 */
export function useDiscussions() {
  const [params, setParams] = useSearchParams();
  const requestedPage = pageFromQuery(params.get('page'));
  const viewerId = useSession((s) => s.user?.id ?? null);
  const { showToast } = useToasts();
  const query = useQuery({ ...discussionsQuery(requestedPage, viewerId), placeholderData: keepPreviousData });

  const goToPage = useCallback(
    (page: number) => {
      setParams(page > 1 ? { page: String(page) } : {});
    },
    [setParams],
  );

  // The server answers a page past the last with the last one: show where we really are.
  const answered = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (answered && answered.current_page !== requestedPage) {
      setParams(answered.current_page > 1 ? { page: String(answered.current_page) } : {}, { replace: true });
    }
  }, [answered, requestedPage, setParams]);

  // One toast per failed fetch — not again for a failure already in the cache when the page opened.
  const { isError, error, errorUpdatedAt } = query;
  const toasted = useRef(errorUpdatedAt);
  useEffect(() => {
    if (!isError || errorUpdatedAt === toasted.current) return;
    toasted.current = errorUpdatedAt;
    console.error('Fetching discussions failed', error);
    showToast(FETCH_FAILED, { variant: 'error' });
  }, [isError, error, errorUpdatedAt, showToast]);

  return { query, requestedPage, goToPage };
}
