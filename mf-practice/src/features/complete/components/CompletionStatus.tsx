import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { SCORING_NOT_PROCESSED } from '@ccl/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompletionResponse } from '../api/types';

export const UNEXPECTED = 'An unexpected error occurred.';
export const DISPATCHED = 'Your attempt has been sent for AI scoring.';

/** Spec §4 "Completion status": dispatched, insufficient_credit, anything else; and a failed call (§8). */
export function CompletionStatus({ completion }: { completion: UseQueryResult<CompletionResponse> }) {
  if (completion.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Sending your attempt for scoring...</Typography>
      </Box>
    );
  }
  if (completion.isError) {
    return (
      <Alert severity="error" variant="filled" data-testid="completion-error">
        {UNEXPECTED}
      </Alert>
    );
  }
  const { status, message } = completion.data;
  if (status === 'dispatched') return <Alert severity="success">{DISPATCHED}</Alert>;
  if (status === 'insufficient_credit') {
    return (
      <Alert severity="warning">
        {message && <Typography sx={{ fontWeight: 600 }}>{message}</Typography>}
        <Typography>{SCORING_NOT_PROCESSED}</Typography>
      </Alert>
    );
  }
  return <Alert severity="error">{message || UNEXPECTED}</Alert>;
}
