import { Card, CardContent, Typography } from '@mui/material';
import { LIMITS } from '@ccl/shared';
import type { TestResult } from '../../results/api/types';
import { formatAverage, progressData } from '../model/figures';
import { PlotArea, ProgressPlot } from './PlotArea';

/** Progress Over Time (spec §2, §9): each scored test and the running average, on a 0–45 axis. */
export function ProgressChart({ results }: { results: TestResult[] }) {
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
            <PlotArea>
              <ProgressPlot data={data} />
            </PlotArea>
          </>
        )}
      </CardContent>
    </Card>
  );
}
