import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { creditsLabel } from '../../packages/model/price';
import type { PurchaseResult } from '../api/types';

/** Step 4: the card is charged; the server is adding the credits it paid for. */
export function ApplyingStep({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (error) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {error}
        </Alert>
        <Box>
          {/* Safe to repeat: the server adds the credits of one payment at most once. */}
          <Button variant="contained" onClick={onRetry}>
            Try Again
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography>Payment received. Adding the credits to your account...</Typography>
    </Box>
  );
}

/** Step 5: done; the dialog closes by itself when the countdown ends. */
export function SuccessStep({
  result,
  secondsLeft,
  onPurchaseMore,
}: {
  result: PurchaseResult;
  secondsLeft: number;
  onPurchaseMore: () => void;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h3" component="h3">
        Credits Added Successfully
      </Typography>
      <Typography>
        {creditsLabel(result.credits_added)} added. Your balance is now {creditsLabel(result.new_balance)}.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        This window closes in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
      </Typography>
      <Button variant="outlined" onClick={onPurchaseMore}>
        Purchase More Credits
      </Button>
    </Stack>
  );
}
