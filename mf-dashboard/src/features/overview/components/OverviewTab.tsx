import { Stack } from '@mui/material';
import { AdSlot, errorMessage, LoadingText, type User } from '@ccl/shared';
import { ResultsError } from '../../results/components/ResultsError';
import { RESULTS_FAILED, useResults } from '../../results/hooks/useResults';
import { Charts } from './Charts';
import { NoCreditsBanner } from './NoCreditsBanner';
import { StatCards } from './StatCards';

/** Overview (spec §2): cards, the no-credits banner, the ad slot and the two charts. */
export function OverviewTab({ user }: { user: User }) {
  const { data: results, isError, isFetching, error, refetch } = useResults(user.id);
  return (
    <Stack spacing={3}>
      {user.available_credits === 0 && <NoCreditsBanner userId={user.id} />}
      <StatCards user={user} results={results} />
      <AdSlot />
      {results ? (
        <Charts results={results} />
      ) : isError && !isFetching ? (
        <ResultsError message={errorMessage(error, RESULTS_FAILED)} onRetry={() => void refetch()} />
      ) : (
        <LoadingText text="Loading results..." />
      )}
    </Stack>
  );
}
