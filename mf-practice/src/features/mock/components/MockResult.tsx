import { Alert, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { formatScore, LoadingText } from '@ccl/shared';
import type { MockExam } from '../api/types';

/** The two scores, the total out of 90 and the verdict with what was missing. */
export function MockResult({ mock }: { mock: MockExam }) {
  if (mock.status === 'failed') {
    return <Alert severity="error">Scoring could not finish for this mock exam. Your credits for it will not be charged again.</Alert>;
  }
  if (!mock.result) return <LoadingText text="Your mock exam is being scored..." />;
  const { result } = mock;
  const { verdict } = result;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }} data-testid="mock-result">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
          Total {formatScore(result.total, result.outOf)}
        </Typography>
        <Chip color={verdict.passed ? 'success' : 'error'} label={verdict.label} data-testid="mock-verdict" />
      </Stack>
      <List dense disablePadding>
        {mock.dialogues.map((d) => (
          <ListItem key={d.part} disableGutters>
            {`Dialogue ${d.part} — ${d.title}: ${formatScore(d.part === 1 ? result.dialogue1 : result.dialogue2)}`}
          </ListItem>
        ))}
      </List>
      {verdict.reasons.length > 0 && (
        <Stack sx={{ gap: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>What was missing for a pass (63 of 90, and 29 in each dialogue):</Typography>
          <List dense disablePadding>
            {verdict.reasons.map((reason) => (
              <ListItem key={reason} disableGutters>
                {reason}
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
      {verdict.note && <Alert severity="info">{verdict.note}</Alert>}
    </Paper>
  );
}
