import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@ccl/shared';
import { useState, type FormEvent } from 'react';
import type { Deduction, DisputeJson, SegmentAttempt } from '../api/types';
import { useDispute } from '../hooks/useDispute';
import { deductionLabel } from '../model/results';

export const DISPUTE_HINT = 'What did you say? e.g. “I said ‘two thirty’”';
export const DISPUTE_SENT = 'Dispute sent: a moderator will review it.';
export const DISPUTE_FAILED = 'Your dispute could not be sent. Please try again.';
const NOTE_MAX = 300;

const OUTCOMES: Record<DisputeJson['status'], string> = {
  open: 'waiting for a moderator',
  upheld: 'upheld: the deduction stays',
  removed: 'removed: your score was recomputed',
};

/** Contesting one deduction with a short note. */
function DisputeForm({ deduction }: { deduction: Deduction }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const dispute = useDispute(deduction.id);
  const label = `${deductionLabel(deduction.category)}${deduction.words ? ` “${deduction.words}”` : ''}`;
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Dispute ${label}`}>
        Dispute
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispute.mutate(note);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={`Dispute ${label}`} sx={{ mt: 1 }}>
      <TextField
        label="Your note"
        placeholder={DISPUTE_HINT}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
      <Button type="submit" size="small" variant="outlined" disabled={dispute.isPending || !note.trim()} sx={{ mt: 1 }}>
        Send dispute
      </Button>
      {dispute.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(dispute.error, DISPUTE_FAILED)}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The turn's disputes and their outcomes, and a way to contest each deduction not yet disputed
 * (issue #17). A removed deduction has left the ledger; its dispute still says what happened.
 */
export function TurnDisputes({ attempt }: { attempt: SegmentAttempt }) {
  const disputed = new Set(attempt.disputes.map((d) => d.deduction_id));
  const open = attempt.deductions.filter((d) => !disputed.has(d.id) && d.source === 'scoring');
  if (attempt.disputes.length === 0 && open.length === 0) return null;
  return (
    <Stack spacing={1}>
      {attempt.disputes.length > 0 && (
        <Box component="ul" aria-label="Your disputes" sx={{ pl: 2.5, m: 0 }}>
          {attempt.disputes.map((d) => (
            <Typography component="li" variant="body2" key={d.id}>
              {`${deductionLabel(d.category)}${d.words ? ` “${d.words}”` : ''} (−${d.points}): ${OUTCOMES[d.status]}`}
            </Typography>
          ))}
        </Box>
      )}
      {open.map((deduction) => (
        <Box key={deduction.id}>
          <Typography
            variant="body2"
            component="span"
          >{`${deductionLabel(deduction.category)}${deduction.words ? ` “${deduction.words}”` : ''}`}</Typography>{' '}
          <DisputeForm deduction={deduction} />
        </Box>
      ))}
    </Stack>
  );
}
