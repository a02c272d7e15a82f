import { communityApi, useSession, type PublicFeedback } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';

export const FEEDBACK_FETCH_FAILED = 'Failed to fetch feedback.';
export const FEEDBACK_HIDDEN = 'Feedback hidden successfully';
export const FEEDBACK_HIDE_FAILED = 'Failed to hide feedback';

export type FeedbackState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: PublicFeedback[] };

/** The Public Feedback column: fetched on arrival and when the viewer changes (the delete flag is theirs). */
export function usePublicFeedback() {
  const viewerId = useSession((s) => s.user?.id ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<FeedbackState>({ status: 'loading' });
  const [hiding, setHiding] = useState<number | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', entries: await communityApi.getPublicFeedback() });
    } catch (error) {
      console.error('Fetching feedback failed', error);
      enqueueSnackbar(FEEDBACK_FETCH_FAILED, { variant: 'error' });
      setState({ status: 'error' });
    }
  }, [enqueueSnackbar]);

  useEffect(() => {
    void load();
  }, [load, viewerId]);

  const hide = useCallback(
    async (id: number) => {
      setHiding(id);
      try {
        await communityApi.hideFeedback(id);
        setState((current) => (current.status === 'ready' ? { status: 'ready', entries: current.entries.filter((entry) => entry.id !== id) } : current));
        enqueueSnackbar(FEEDBACK_HIDDEN, { variant: 'success' });
      } catch (error) {
        console.error('Hiding feedback failed', error);
        enqueueSnackbar(FEEDBACK_HIDE_FAILED, { variant: 'error' });
      } finally {
        setHiding(null);
      }
    },
    [enqueueSnackbar],
  );

  return { state, reload: load, hide, hiding };
}
