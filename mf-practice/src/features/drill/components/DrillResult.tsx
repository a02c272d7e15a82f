import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { DrillOutcome } from '../api/types';

const show = (n: number) => String(Math.round(n * 10) / 10);
const label = (category: string) => {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The new score beside the old one, what this answer lost, and where the segment stands on the list. */
export function DrillResult({ outcome, onAgain }: { outcome: DrillOutcome; onAgain: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Drill result">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 4 }, mb: 2 }}>
        <Typography variant="h5" component="p">
          New score: {show(outcome.score)} / {show(outcome.maxScore)}
        </Typography>
        {outcome.previousScore !== null && (
          <Typography variant="h5" component="p" color="text.secondary">
            Before: {show(outcome.previousScore)} / {show(outcome.maxScore)}
          </Typography>
        )}
      </Stack>
      {outcome.deductions.length > 0 && (
        <Box component="ul" aria-label="What this answer lost" sx={{ pl: 2.5 }}>
          {outcome.deductions.map((d, i) => (
            <li key={i}>
              <Typography variant="body2">
                {`${label(d.category)} · ${d.severity} · −${d.points}`}
                {d.words ? ` “${d.words}”` : ''}
                {d.explanation ? ` — ${d.explanation}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
        {outcome.feedback}
      </Typography>
      <Alert severity={outcome.leftTheList ? 'success' : outcome.deductions.length ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {outcome.leftTheList
          ? 'Two clean drills in a row: this segment has left your weak segments.'
          : outcome.deductions.length
            ? 'This drill lost marks, so the count of clean drills starts again.'
            : `Clean drill ${outcome.cleanDrills} of 2: one more clean drill takes this segment off your list.`}
      </Alert>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {!outcome.leftTheList && (
          <Button variant="contained" onClick={onAgain}>
            Drill again
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/weak-segments">
          Back to my weak segments
        </Button>
      </Stack>
    </Paper>
  );
}
