import { useSession } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { resultsQuery } from '../api/results';
import type { TestResult } from '../api/types';
import { isScoring } from '../model/results';

export const RESULTS_FAILED = 'Failed to fetch results.';
/** Scoring takes seconds to minutes: often enough to feel live, rarely enough to cost nothing. */
export const RESULTS_POLL_MS = 5000;

/** The candidate's results: one cache entry that every tab reads. */
export function useResults(userId: number) {
  return useQuery(resultsQuery(userId));
}

function finishedScoring(previous: TestResult[], current: TestResult[]): boolean {
  return current.some((r) => !isScoring(r) && previous.some((p) => p.id === r.id && isScoring(p)));
}

/**
 * Keeps the results fresh while the dashboard is open, whichever tab is shown: while any result is
 * still scoring they are fetched again every RESULTS_POLL_MS, and polling stops once none is. A failed
 * poll keeps what is on screen (the query keeps its data) and polling goes on. When a result finishes
 * scoring, the user's credits and scoring count have changed: the user is read again.
 */
export function useResultsPolling(userId: number): void {
  const refreshUser = useSession((s) => s.refreshUser);
  const { data } = useQuery({
    ...resultsQuery(userId),
    refetchInterval: (query) => (query.state.data?.some(isScoring) ? RESULTS_POLL_MS : false),
  });
  const shown = useRef<TestResult[] | undefined>(undefined);
  useEffect(() => {
    const previous = shown.current;
    shown.current = data;
    if (previous && data && finishedScoring(previous, data)) void refreshUser();
  }, [data, refreshUser]);
}
