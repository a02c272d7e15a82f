import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { LIMITS } from '@ccl/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TestResult } from '../../results/api/types';
import { scoreLabelText } from '../../results/model/results';
import { formatAverage, progressData, type ProgressPoint } from '../model/figures';

function PointTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload: ProgressPoint }> }) {
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  return (
    <Box sx={{ bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2">
        {point.label}: #{point.dialogueId} {point.title}
      </Typography>
      <Typography variant="body2">
        Score: {point.score}/{LIMITS.maxScore}
        {scoreLabelText(point.scoreLabel) && ` (${scoreLabelText(point.scoreLabel)})`}
      </Typography>
      <Typography variant="body2">Average: {formatAverage(point.average, 1)}</Typography>
    </Box>
  );
}

/** Progress Over Time (spec §2, §9): each scored test and the running average, on a 0–45 axis. */
export function ProgressChart({ results }: { results: TestResult[] }) {
  const theme = useTheme();
  const data = progressData(results);
  const latest = data.at(-1);
  return (
    <Card component="section" aria-labelledby="progress-chart-title">
      <CardContent>
        <Typography id="progress-chart-title" variant="h4" component="h2" gutterBottom>
          Progress Over Time
        </Typography>
        {data.length === 0 ? (
          <Typography color="text.secondary">No scored tests yet. Your scores appear here once a practice is scored.</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {data.length} scored {data.length === 1 ? 'test' : 'tests'} · average {formatAverage(latest!.average, 1)}/{LIMITS.maxScore}
            </Typography>
            <Box sx={{ width: '100%', height: 300 }}>
              <ResponsiveContainer>
                <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                  <YAxis domain={[0, LIMITS.maxScore]} ticks={[0, 9, 18, 27, 36, 45]} allowDecimals={false} />
                  <Tooltip content={<PointTooltip />} />
                  <Legend />
                  <Line type="monotone" dataKey="score" name="Score" stroke={theme.palette.primary.main} strokeWidth={2} dot={{ r: 4 }} />
                  <Line
                    type="monotone"
                    dataKey="average"
                    name="Average"
                    stroke={theme.palette.secondary.main}
                    strokeDasharray="5 5"
                    dot={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
