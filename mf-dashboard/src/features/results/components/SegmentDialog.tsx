import { Box, Button, Divider, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import type { SegmentAttempt, TestResult } from '../api/types';
import { canSelfMark, expectedAnswer, segmentScore, turnLabelText, turnsOf, unitsHeard } from '../model/results';
import { Deductions } from './Deductions';
import { HighlightedExpected, UnitsHeard } from './KeyUnits';
import { TurnDisputes } from './Disputes';
import { SelfMarkingForm } from './SelfMarkingForm';

export interface OpenSegment {
  attempt: SegmentAttempt;
  number: number;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A segment's model-answer review (spec §2 Dashboard, issue #17): what the speaker said, with its
 * audio; the expected interpretation with its key units highlighted; the candidate's recording and,
 * when a transcript exists, what we heard with each unit found or missing; how it was scored — and,
 * on a turn whose accuracy was not assessed, the controls to mark it yourself.
 */
export function SegmentDialog({
  result,
  segment,
  open,
  onClose,
}: {
  result: TestResult;
  segment: OpenSegment | null;
  open: boolean;
  onClose: () => void;
}) {
  const title = segment ? `Dialogue #${result.dialogue_id} · Segment ${segment.number}` : '';
  // The attempt as the latest results have it: marking the turn changes its score while the dialog is open.
  const attempt = segment && (result.segment_attempts.find((a) => a.id === segment.attempt.id) ?? segment.attempt);
  const previous = attempt && turnsOf(result, attempt).previous;
  const expected = attempt && expectedAnswer(result, attempt);
  const heard = attempt && unitsHeard(attempt);
  const label = attempt && turnLabelText(attempt.accuracy);
  return (
    <Dialog open={open && segment !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="segment-dialog-title">
      <DialogTitle id="segment-dialog-title">{title}</DialogTitle>
      {segment && attempt && (
        <DialogContent dividers>
          <Part title={previous ? `${previous.speaker_role} (${previous.speaker_language})` : 'Speaker'}>
            <Typography sx={{ mb: 1 }}>{previous?.source_text ?? 'The speaker turn of this segment is not available.'}</Typography>
            {previous?.audio_url && (
              <audio
                controls
                preload="none"
                src={previous.audio_url}
                aria-label={`Speaker audio, segment ${segment.number}`}
                style={{ width: '100%' }}
              />
            )}
          </Part>
          <Part title="Expected answer">
            {expected ? <HighlightedExpected text={expected} units={attempt.key_units} /> : <Typography>—</Typography>}
          </Part>
          <Divider sx={{ mb: 2 }} />
          <Part title="Your interpretation">
            {attempt.audio_url && (
              <audio
                controls
                preload="none"
                src={attempt.audio_url}
                aria-label={`Your recording, segment ${segment.number}`}
                style={{ width: '100%' }}
              />
            )}
            <Typography>
              {attempt.user_transcription || (attempt.accuracy === 'assessed' ? '—' : 'No transcript: nothing was transcribed.')}
            </Typography>
            {heard && <UnitsHeard units={attempt.key_units} heard={heard} />}
          </Part>
          <Part title={`Feedback · ${segmentScore(attempt)}${label ? ` · ${label}` : ''}`}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{attempt.evaluation_feedback || '—'}</Typography>
            <Deductions deductions={attempt.deductions} label={`Deductions, segment ${segment.number}`} />
          </Part>
          {result.status === 'scored' && (attempt.disputes.length > 0 || attempt.deductions.some((d) => d.source === 'scoring')) && (
            <Part title="Disputes">
              <TurnDisputes attempt={attempt} />
            </Part>
          )}
          {canSelfMark(attempt) && result.status === 'scored' && (
            <Part title="Mark this turn yourself">
              <SelfMarkingForm key={attempt.id} attempt={attempt} />
            </Part>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
