import { Box, Link } from '@mui/material';
import { ErrorPage } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import { languagePath } from '../model/languagePath';

/** The generic error screen (spec §8); without `onRetry` the address itself is wrong, so there is nothing to try again. */
export function TranscriptFailed({ languageName, onRetry }: { languageName: string | undefined; onRetry?: () => void }) {
  const back = languagePath(languageName);
  return (
    <ErrorPage
      message={
        onRetry
          ? "We couldn't load this transcript. Please try again in a little while."
          : "This address doesn't name a dialogue: check the link."
      }
      actionLabel={onRetry ? 'Try Again' : undefined}
      onAction={onRetry}
    >
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={back.to}>
          Back to {back.label}
        </Link>
      </Box>
    </ErrorPage>
  );
}
