import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { LIMITS } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { progressQuery } from '../api/learning';
import { directionLabel, trendText } from '../model/plan';

/** "Am I ready?": averages per category and direction, the recent trend, and key meaning units said. */
export function ProgressPanel({ userId }: { userId: number }) {
  const { data, isSuccess, isError } = useQuery(progressQuery(userId));
  if (isError) return <Alert severity="error">Your progress could not be loaded.</Alert>;
  if (!isSuccess || data.categories.length === 0) return null;
  const trend = trendText(data.trendChange);
  return (
    <Card variant="outlined" component="section" aria-label="Am I ready?">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Am I ready?
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
          <Box>
            <Typography variant="subtitle2">
              By category (pass: {LIMITS.passPerDialogue} / {LIMITS.maxScore})
            </Typography>
            <Box component="ul" aria-label="Average by category" sx={{ pl: 2.5, m: 0 }}>
              {data.categories.map((c) => (
                <li key={c.category}>{`${c.category}: ${c.average} / ${LIMITS.maxScore} (${c.attempts})`}</li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography variant="subtitle2">By direction</Typography>
            <Box component="ul" aria-label="Average by direction" sx={{ pl: 2.5, m: 0 }}>
              {data.directions.map((d) => (
                <li key={d.direction}>{`${directionLabel(d.direction)}: ${d.percent}% of the marks (${d.turns} turns)`}</li>
              ))}
            </Box>
          </Box>
        </Stack>
        {trend && <Typography sx={{ mt: 2 }}>{trend}</Typography>}
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {data.keyUnits
            ? `Key meaning units said: ${data.keyUnits.conveyed} of ${data.keyUnits.total} (${data.keyUnits.percent}%).`
            : 'Key meaning units said: not known yet (it needs a transcript of your answers).'}
        </Typography>
      </CardContent>
    </Card>
  );
}
