import { Stack } from '@mui/material';
import { AdSlot, errorMessage, LoadingText, type User } from '@ccl/shared';
import { lazy, Suspense } from 'react';
import { ResultsError } from '../../results/components/ResultsError';
import { RESULTS_FAILED, useResults } from '../../results/hooks/useResults';
import { NoCreditsBanner } from './NoCreditsBanner';
import { StatCards } from './StatCards';

const Charts = lazy(() => import('./Charts').then(({ Charts }) => ({ default: Charts })));

/** Overview (spec §2): cards, the no-credits banner, the ad slot and the two charts. */
export function OverviewTab({ user }: { user: User }) {
  const { data: results, isError, isFetching, error, refetch } = useResults(user.id);
  return (
    <Stack spacing={3}>
      {user.available_credits === 0 && <NoCreditsBanner userId={user.id} />}
      <StatCards user={user} results={results} />
      <AdSlot />
      {results ? (
        <Suspense fallback={<LoadingText text="Loading charts..." />}>
          <Charts results={results} />
        </Suspense>
      ) : isError && !isFetching ? (
        <ResultsError message={errorMessage(error, RESULTS_FAILED)} onRetry={() => void refetch()} />
      ) : (
        <LoadingText text="Loading results..." />
      )}
    </Stack>
  );
}
