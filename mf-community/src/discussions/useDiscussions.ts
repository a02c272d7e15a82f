import { communityApi, useSession, type DiscussionPage } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFromQuery } from './posts';

export const FETCH_FAILED = 'Failed to fetch discussions.';

export type DiscussionsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; page: DiscussionPage };

/**
 * The page of discussions named by `?page=` (spec §2, §5: only pages 1..last_page are offered). It is
 * fetched again when the page or the signed-in user changes — can_delete and has_upvoted are per
 * viewer — and after every change the user makes. A reload keeps the current page on screen.
 */
export function useDiscussions() {
  const [params, setParams] = useSearchParams();
  const requested = pageFromQuery(params.get('page'));
  const viewerId = useSession((s) => s.user?.id ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<DiscussionsState>({ status: 'loading' });
  const latest = useRef(0);

  const goToPage = useCallback(
    (page: number) => {
      setParams(page > 1 ? { page: String(page) } : {});
    },
    [setParams],
  );

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const page = await communityApi.listDiscussions(requested);
      if (call !== latest.current) return;
      setState({ status: 'ready', page });
      // The server answers a page past the last with the last one: show where we really are.
      if (page.current_page !== requested) setParams(page.current_page > 1 ? { page: String(page.current_page) } : {}, { replace: true });
    } catch (error) {
      if (call !== latest.current) return;
      console.error('Fetching discussions failed', error);
      enqueueSnackbar(FETCH_FAILED, { variant: 'error' });
      // A failed reload of the page on screen keeps it (the toast says what happened); another page is an error.
      setState((current) => (current.status === 'ready' && current.page.current_page === requested ? current : { status: 'error' }));
    }
  }, [requested, enqueueSnackbar, setParams]);

  useEffect(() => {
    void reload();
  }, [reload, viewerId]);

  const update = useCallback((change: (page: DiscussionPage) => DiscussionPage) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', page: change(current.page) } : current));
  }, []);

  return { state, requestedPage: requested, goToPage, reload, update };
}
