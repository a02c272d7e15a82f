import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import type { TestResult } from '@ccl/shared';
import { isNotScored, isScoring, isScoringFailed, resultHasTranscriptionError, scoreOutOf45 } from '../results';

/** The sentence the spec gives for an attempt finished without credit (spec §8 insufficient_credit). */
export const NOT_SCORED_HINT = 'Scoring was not processed for this attempt. Add credits to unlock your AI-generated results.';
export const TRANSCRIPTION_FAILED = 'AI transcriptions may have failed.';
export const SCORING_SUCCEEDED = 'AI scoring succeeded';
export const SCORING_FAILED_HINT = 'Scoring could not finish for this attempt. Please try this dialogue again.';

/**
 * A result's score as the spec shows it (§4 "Result status"): a spinner and 'Scoring...' while it
 * is scored; on the desktop table a 0 reads 'Scoring in progress'; otherwise x/45.
 */
export function ResultScore({ result, zeroMeansScoring = false }: { result: TestResult; zeroMeansScoring?: boolean }) {
  if (isScoring(result)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">Scoring...</Typography>
      </Stack>
    );
  }
  if (isNotScored(result)) {
    return (
      <Tooltip title={NOT_SCORED_HINT}>
        <Typography variant="body2" color="text.secondary" tabIndex={0}>
          Not scored
        </Typography>
      </Tooltip>
    );
  }
  if (isScoringFailed(result)) {
    return (
      <Tooltip title={SCORING_FAILED_HINT}>
        <Typography variant="body2" color="error" tabIndex={0}>
          Scoring failed
        </Typography>
      </Tooltip>
    );
  }
  const score = result.final_score ?? 0;
  if (zeroMeansScoring && score === 0) return <Typography variant="body2">Scoring in progress</Typography>;
  return (
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {scoreOutOf45(score)}
    </Typography>
  );
}

/** The Status column: red when a transcript failed (spec §4), green when scoring succeeded. */
export function ResultStatusIcon({ result }: { result: TestResult }) {
  if (isScoring(result)) return <CircularProgress size={18} role="img" aria-label="Scoring" />;
  if (resultHasTranscriptionError(result)) {
    return (
      <Tooltip title={TRANSCRIPTION_FAILED}>
        <ErrorIcon color="error" role="img" aria-label={TRANSCRIPTION_FAILED} aria-hidden={false} />
      </Tooltip>
    );
  }
  if (isNotScored(result) || isScoringFailed(result)) {
    const label = isNotScored(result) ? NOT_SCORED_HINT : SCORING_FAILED_HINT;
    return (
      <Tooltip title={label}>
        <InfoOutlinedIcon color={isNotScored(result) ? 'action' : 'error'} role="img" aria-label={label} aria-hidden={false} />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={SCORING_SUCCEEDED}>
      <CheckCircleIcon color="success" role="img" aria-label={SCORING_SUCCEEDED} aria-hidden={false} />
    </Tooltip>
  );
}
