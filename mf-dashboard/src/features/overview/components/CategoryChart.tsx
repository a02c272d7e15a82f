import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { LIMITS } from '@ccl/shared';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TestResult } from '../../results/api/types';
import { ScoreLabel } from '../../results/components/ResultStatus';
import { categoryAverages, formatAverage, type CategoryAverage } from '../model/figures';

function CategoryTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload: CategoryAverage }> }) {
  const entry = active ? payload?.[0]?.payload : undefined;
  if (!entry) return null;
  return (
    <Box sx={{ bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2">{entry.category}</Typography>
      <Typography variant="body2">Average score: {formatAverage(entry.average, 2)}</Typography>
      <ScoreLabel label={entry.scoreLabel} />
      <Typography variant="body2">
        {entry.tests} {entry.tests === 1 ? 'test' : 'tests'}
      </Typography>
    </Box>
  );
}

/** Average Score by Category (spec §2, §9): averages to 2 decimals, 'Unknown' / 'N/A' where missing. */
export function CategoryChart({ results }: { results: TestResult[] }) {
  const theme = useTheme();
  const data = categoryAverages(results).map((entry) => ({ ...entry, label: formatAverage(entry.average, 2), value: entry.average ?? 0 }));
  return (
    <Card component="section" aria-labelledby="category-chart-title">
      <CardContent>
        <Typography id="category-chart-title" variant="h4" component="h2" gutterBottom>
          Average Score by Category
        </Typography>
        {data.length === 0 ? (
          <Typography color="text.secondary">No tests yet. Averages per topic appear here after your first practice.</Typography>
        ) : (
          <>
            {/* The figures as text too, for screen readers and narrow screens. */}
            <Box component="ul" sx={{ m: 0, mb: 2, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
              {data.map((entry) => (
                <li key={entry.category}>
                  {entry.category}: {entry.label} <ScoreLabel label={entry.scoreLabel} />
                </li>
              ))}
            </Box>
            <Box sx={{ width: '100%', height: 300 }} aria-hidden>
              <ResponsiveContainer>
                <BarChart data={data} margin={{ top: 20, right: 16, bottom: 8, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="category" tick={{ fontSize: 12 }} interval={0} />
                  <YAxis domain={[0, LIMITS.maxScore]} ticks={[0, 9, 18, 27, 36, 45]} />
                  <Tooltip content={<CategoryTooltip />} />
                  <Bar dataKey="value" name="Average score" fill={theme.palette.primary.main} radius={[4, 4, 0, 0]}>
                    <LabelList dataKey="label" position="top" fontSize={12} />
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
