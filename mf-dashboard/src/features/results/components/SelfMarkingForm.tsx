import { Alert, Box, Button, Typography } from '@mui/material';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { errorMessage } from '@ccl/shared';
import { useState, type FormEvent } from 'react';
import type { SegmentAttempt } from '../api/types';
import { useSelfMarking } from '../hooks/useSelfMarking';

export const SELF_MARKING_INTRO =
  'Listen to your recording, then tick each key unit you conveyed. Every unit left unticked costs an omission; an addition costs an insertion.';
export const ADDED_LABEL = 'I added something the speaker did not say';
export const SAVE_MARKING = 'Save my marking';
export const MARKING_SAVED = 'Marking saved: the scores are recomputed.';
export const MARKING_FAILED = 'Your marking could not be saved. Please try again.';

/**
 * Marking yourself (issue #17): the key units to tick and whether anything was added. Starts from the
 * latest marking, so marking again changes only what the candidate changes.
 */
export function SelfMarkingForm({ attempt }: { attempt: SegmentAttempt }) {
  const [conveyed, setConveyed] = useState<ReadonlySet<number>>(new Set(attempt.self_marking?.conveyed ?? []));
  const [added, setAdded] = useState(attempt.self_marking?.added ?? false);
  const marking = useSelfMarking(attempt.id);
  const toggle = (index: number) =>
    setConveyed((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    marking.mutate({ conveyed: [...conveyed].sort((a, b) => a - b), added });
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Mark this turn yourself">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {SELF_MARKING_INTRO}
      </Typography>
      <FormGroup>
        {attempt.key_units.map((unit, index) => (
          <FormControlLabel
            key={index}
            control={<Checkbox checked={conveyed.has(index)} onChange={() => toggle(index)} />}
            label={`Conveyed “${unit.text}” (${unit.kind})`}
          />
        ))}
        <FormControlLabel control={<Checkbox checked={added} onChange={() => setAdded(!added)} />} label={ADDED_LABEL} />
      </FormGroup>
      {attempt.self_marking && (
        <Typography variant="caption" color="text.secondary" component="p">
          {`Marked ${attempt.self_marking.times_marked} ${attempt.self_marking.times_marked === 1 ? 'time' : 'times'}; the latest marking counts.`}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="small" disabled={marking.isPending} sx={{ mt: 1 }}>
        {SAVE_MARKING}
      </Button>
      {marking.isSuccess && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {MARKING_SAVED}
        </Alert>
      )}
      {marking.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(marking.error, MARKING_FAILED)}
        </Alert>
      )}
    </Box>
  );
}
