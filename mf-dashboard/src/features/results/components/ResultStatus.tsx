import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { DeferredTooltip, SCORING_NOT_PROCESSED } from '@ccl/shared';
import type { TestResult } from '../api/types';
import {
  DELIVERY_ONLY_HINT,
  isNotScored,
  isScoring,
  isScoringFailed,
  resultHasTranscriptionError,
  scoreLabelText,
  scoreOutOf45,
  SELF_MARKED_HINT,
} from '../model/results';

export const TRANSCRIPTION_FAILED = 'AI transcriptions may have failed.';
export const SCORING_SUCCEEDED = 'AI scoring succeeded';
export const SCORING_FAILED_HINT = 'Scoring could not finish for this attempt. Please try this dialogue again.';

/** A short status whose explanation is a tooltip, reachable by keyboard. */
function HintedText({ text, hint, color }: { text: string; hint: string; color: string }) {
  return (
    <DeferredTooltip title={hint}>
      <Typography variant="body2" color={color} tabIndex={0}>
        {text}
      </Typography>
    </DeferredTooltip>
  );
}

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
  if (isNotScored(result)) return <HintedText text="Not scored" hint={SCORING_NOT_PROCESSED} color="text.secondary" />;
  if (isScoringFailed(result)) return <HintedText text="Scoring failed" hint={SCORING_FAILED_HINT} color="error" />;
  const score = result.final_score ?? 0;
  if (zeroMeansScoring && score === 0) return <Typography variant="body2">Scoring in progress</Typography>;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {scoreOutOf45(score)}
      </Typography>
      <ScoreLabel label={result.score_label} />
    </Stack>
  );
}

/** 'delivery only' or 'self-marked' beside a score (issue #17), its meaning as a tooltip; nothing for an assessed score. */
export function ScoreLabel({ label }: { label: TestResult['score_label'] }) {
  const text = scoreLabelText(label);
  if (!text) return null;
  return (
    <HintedText
      text={text}
      hint={label === 'delivery_only' ? DELIVERY_ONLY_HINT : SELF_MARKED_HINT}
      color={label === 'delivery_only' ? 'warning.dark' : 'text.secondary'}
    />
  );
}

/** The Status column: red when a transcript failed (spec §4), green when scoring succeeded. */
export function ResultStatusIcon({ result }: { result: TestResult }) {
  if (isScoring(result)) return <CircularProgress size={18} role="img" aria-label="Scoring" />;
  if (resultHasTranscriptionError(result)) {
    return (
      <DeferredTooltip title={TRANSCRIPTION_FAILED}>
        <ErrorIcon color="error" role="img" aria-label={TRANSCRIPTION_FAILED} aria-hidden={false} />
      </DeferredTooltip>
    );
  }
  if (isNotScored(result) || isScoringFailed(result)) {
    const label = isNotScored(result) ? SCORING_NOT_PROCESSED : SCORING_FAILED_HINT;
    return (
      <DeferredTooltip title={label}>
        <InfoOutlinedIcon color={isNotScored(result) ? 'action' : 'error'} role="img" aria-label={label} aria-hidden={false} />
      </DeferredTooltip>
    );
  }
  return (
    <DeferredTooltip title={SCORING_SUCCEEDED}>
      <CheckCircleIcon color="success" role="img" aria-label={SCORING_SUCCEEDED} aria-hidden={false} />
    </DeferredTooltip>
  );
}
