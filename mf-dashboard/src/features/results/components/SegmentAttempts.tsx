import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SegmentAttempt, TestResult } from '../api/types';
import { hasTranscriptionError, segmentNumber, segmentScore, turnLabelText } from '../model/results';
import { ColumnHeads } from './ColumnHeads';
import { Deductions } from './Deductions';
import { SegmentDialog, type OpenSegment } from './SegmentDialog';
import { DeferredTooltip } from '@ccl/shared';

export const RETRY_HINT = 'Please try this dialogue again';

/** Whether this browser can play the Ogg Opus recordings (spec §9: the Audio column depends on it). */
function canPlayOgg(): boolean {
  return document.createElement('audio').canPlayType('audio/ogg; codecs=opus') !== '';
}

function Transcription({ attempt }: { attempt: SegmentAttempt }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{attempt.user_transcription || '—'}</Typography>
      {hasTranscriptionError(attempt) && (
        <DeferredTooltip title={RETRY_HINT}>
          <ReplayIcon color="error" fontSize="small" role="img" aria-label={RETRY_HINT} aria-hidden={false} />
        </DeferredTooltip>
      )}
    </Stack>
  );
}

function Feedback({ attempt, number }: { attempt: SegmentAttempt; number: number }) {
  return (
    <>
      <Typography variant="body2">{attempt.evaluation_feedback || '—'}</Typography>
      <Deductions deductions={attempt.deductions} label={`Deductions, segment ${number}`} />
    </>
  );
}

function Recording({ attempt, number }: { attempt: SegmentAttempt; number: number }) {
  if (!attempt.audio_url) return <Typography variant="body2">—</Typography>;
  // A click on the player must not also open the segment's dialog.
  return (
    <Box onClick={(e: MouseEvent) => e.stopPropagation()} onKeyDown={(e: KeyboardEvent) => e.stopPropagation()}>
      <audio controls preload="none" src={attempt.audio_url} aria-label={`Your recording, segment ${number}`} style={{ maxWidth: 220 }} />
    </Box>
  );
}

/** A turn's score, and what it rests on when its accuracy was not assessed or was self-marked. */
function TurnScore({ attempt }: { attempt: SegmentAttempt }) {
  const label = turnLabelText(attempt.accuracy);
  return (
    <>
      {segmentScore(attempt)}
      {label && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {label}
        </Typography>
      )}
    </>
  );
}

/** Opens the dialog on Enter or Space as well as on click. */
function openOnKey(open: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
}

function useSegmentDialog(result: TestResult) {
  // The segment stays while the dialog closes, so its content does not vanish during the transition.
  const [segment, setSegment] = useState<OpenSegment | null>(null);
  const [open, setOpen] = useState(false);
  const numbered = result.segment_attempts.map((attempt, index) => ({ attempt, number: segmentNumber(result, attempt, index) }));
  const dialog = <SegmentDialog result={result} segment={segment} open={open} onClose={() => setOpen(false)} />;
  const show = (next: OpenSegment) => {
    setSegment(next);
    setOpen(true);
  };
  return { numbered, dialog, show };
}

const NO_ATTEMPTS = 'No recorded segments for this attempt.';

/** A note on the whole score (an automatic refund and why), above its segments. */
function ScoreNote({ result }: { result: TestResult }) {
  if (!result.score_note) return null;
  return (
    <Alert severity="info" sx={{ mb: 1.5 }}>
      {result.score_note}
    </Alert>
  );
}

/** Desktop: the segment attempts of one result (spec §2): #, Audio (when ogg plays), Transcription, Feedback, Score. */
export function SegmentAttemptsTable({ result }: { result: TestResult }) {
  const { numbered, dialog, show } = useSegmentDialog(result);
  const withAudio = canPlayOgg();
  if (numbered.length === 0) return <Typography sx={{ py: 1 }}>{NO_ATTEMPTS}</Typography>;
  return (
    <>
      <ScoreNote result={result} />
      <Table size="small" aria-label={`Segments of dialogue #${result.dialogue_id}`}>
        <ColumnHeads columns={['#', ...(withAudio ? ['Audio'] : []), 'Transcription', 'Feedback', 'Score']} />
        <TableBody>
          {numbered.map(({ attempt, number }) => (
            <TableRow
              key={attempt.id}
              hover
              tabIndex={0}
              aria-label={`Segment ${number}`}
              onClick={() => show({ attempt, number })}
              onKeyDown={openOnKey(() => show({ attempt, number }))}
              sx={{ cursor: 'pointer', verticalAlign: 'top' }}
            >
              <TableCell>{number}</TableCell>
              {withAudio && (
                <TableCell>
                  <Recording attempt={attempt} number={number} />
                </TableCell>
              )}
              <TableCell>
                <Transcription attempt={attempt} />
              </TableCell>
              <TableCell>
                <Feedback attempt={attempt} number={number} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TurnScore attempt={attempt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {dialog}
    </>
  );
}

/** Phone: the same segment attempts as a list of small cards. */
export function SegmentAttemptsList({ result }: { result: TestResult }) {
  const { numbered, dialog, show } = useSegmentDialog(result);
  const withAudio = canPlayOgg();
  if (numbered.length === 0) return <Typography sx={{ py: 1 }}>{NO_ATTEMPTS}</Typography>;
  return (
    <>
      <Box sx={{ mt: 1.5 }}>
        <ScoreNote result={result} />
      </Box>
      <Stack
        component="ul"
        spacing={1}
        aria-label={`Segments of dialogue #${result.dialogue_id}`}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {numbered.map(({ attempt, number }) => (
          <Paper
            component="li"
            variant="outlined"
            key={attempt.id}
            tabIndex={0}
            aria-label={`Segment ${number}`}
            onClick={() => show({ attempt, number })}
            onKeyDown={openOnKey(() => show({ attempt, number }))}
            sx={{ p: 1.5, cursor: 'pointer' }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="subtitle2">{`Segment ${number}`}</Typography>
              <Typography variant="subtitle2" component="div" sx={{ textAlign: 'right' }}>
                <TurnScore attempt={attempt} />
              </Typography>
            </Stack>
            {withAudio && <Recording attempt={attempt} number={number} />}
            <Transcription attempt={attempt} />
            <Box sx={{ mt: 0.5 }}>
              <Feedback attempt={attempt} number={number} />
            </Box>
          </Paper>
        ))}
      </Stack>
      {dialog}
    </>
  );
}
