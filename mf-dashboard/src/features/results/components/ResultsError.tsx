import { Alert, Button } from '@mui/material';

/** Results could not be loaded (spec §8): the server's message or 'Failed to fetch results.', with Try again. */
export function ResultsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
