import { Stack } from '@mui/material';
import { AdSlot, LoadingText, type User } from '@ccl/shared';
import { lazy, Suspense } from 'react';
import { ResultsError } from '../ResultsError';
import type { ResultsState } from '../useResults';
import { NoCreditsBanner } from './NoCreditsBanner';
import { StatCards } from './StatCards';

const Charts = lazy(() => import('./Charts'));

/** Overview (spec §2): cards, the no-credits banner, the ad slot and the two charts. */
export function OverviewTab({
  user,
  results,
  onRetry,
  onPurchased,
}: {
  user: User;
  results: ResultsState;
  onRetry: () => void;
  onPurchased: (result: { new_balance: number; credits_added: number }) => void;
}) {
  return (
    <Stack spacing={3}>
      {user.available_credits === 0 && <NoCreditsBanner onPurchased={onPurchased} />}
      <StatCards user={user} results={results.status === 'ready' ? results.results : undefined} />
      <AdSlot />
      {results.status === 'loading' && <LoadingText text="Loading results..." />}
      {results.status === 'error' && <ResultsError message={results.message} onRetry={onRetry} />}
      {results.status === 'ready' && (
        <Suspense fallback={<LoadingText text="Loading charts..." />}>
          <Charts results={results.results} />
        </Suspense>
      )}
    </Stack>
  );
}
