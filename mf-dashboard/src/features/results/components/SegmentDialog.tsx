import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SegmentAttempt, TestResult } from '../api/types';
import { expectedAnswer, segmentScore, turnsOf } from '../model/results';
import { Deductions } from './Deductions';

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
 * A segment's detail (spec §2 Dashboard): what the previous speaker said, with its audio, and the
 * expected answer — then what the candidate said and how it was scored.
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
  const previous = segment && turnsOf(result, segment.attempt).previous;
  const expected = segment && expectedAnswer(result, segment.attempt);
  return (
    <Dialog open={open && segment !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="segment-dialog-title">
      <DialogTitle id="segment-dialog-title">{title}</DialogTitle>
      {segment && (
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
            <Typography>{expected ?? '—'}</Typography>
          </Part>
          <Divider sx={{ mb: 2 }} />
          <Part title="Your interpretation">
            <Typography>{segment.attempt.user_transcription || '—'}</Typography>
          </Part>
          <Part title={`Feedback · ${segmentScore(segment.attempt)}`}>
            <Typography>{segment.attempt.evaluation_feedback || '—'}</Typography>
            <Deductions deductions={segment.attempt.deductions} label={`Deductions, segment ${segment.number}`} />
          </Part>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
