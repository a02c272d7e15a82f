import { accountApi, errorMessage, type TestResult } from '@ccl/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isScoring } from './results';

export const RESULTS_FAILED = 'Failed to fetch results.';
/** Scoring takes seconds to minutes: often enough to feel live, rarely enough to cost nothing. */
export const RESULTS_POLL_MS = 5000;

export type ResultsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; results: TestResult[] };

/**
 * The user's test results, kept fresh: while any result is still scoring it is fetched again every
 * `pollMs`, and polling stops once none is. `onScored` runs when a result finishes scoring (the
 * user's credits and scoring count have changed then).
 */
export function useResults({ pollMs = RESULTS_POLL_MS, onScored }: { pollMs?: number; onScored?: () => void } = {}) {
  const [state, setState] = useState<ResultsState>({ status: 'loading' });
  // Bumped after every fetch, so the polling effect schedules the next one even when nothing changed.
  const [fetches, setFetches] = useState(0);
  const onScoredRef = useRef(onScored);
  useEffect(() => {
    onScoredRef.current = onScored;
  });
  const mounted = useRef(true);
  /** The results on screen, to tell which ones finished scoring since the last fetch. */
  const shown = useRef<TestResult[] | undefined>(undefined);

  const load = useCallback(async (mode: 'initial' | 'poll') => {
    if (mode === 'initial') setState({ status: 'loading' });
    try {
      const results = await accountApi.getResults();
      if (!mounted.current) return;
      const previous = shown.current;
      shown.current = results;
      setState({ status: 'ready', results });
      if (previous && results.some((r) => !isScoring(r) && previous.some((p) => p.id === r.id && isScoring(p)))) onScoredRef.current?.();
    } catch (error) {
      if (!mounted.current) return;
      // A failed poll keeps what is on screen; only a failed first load is an error view.
      if (mode === 'initial') setState({ status: 'error', message: errorMessage(error, RESULTS_FAILED) });
    } finally {
      if (mounted.current) setFetches((n) => n + 1);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load('initial');
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const scoring = state.status === 'ready' && state.results.some(isScoring);
  useEffect(() => {
    if (!scoring) return;
    const timer = setTimeout(() => void load('poll'), pollMs);
    return () => clearTimeout(timer);
  }, [scoring, fetches, pollMs, load]);

  return { state, reload: useCallback(() => load('initial'), [load]) };
}
