import { Box, Card, CardContent, Typography } from '@mui/material';
import type { TestResult } from '../../results/api/types';
import { ScoreLabel } from '../../results/components/ResultStatus';
import { categoryAverages, formatAverage } from '../model/figures';
import { CategoryPlot, PlotArea } from './PlotArea';

/** Average Score by Category (spec §2, §9): averages to 2 decimals, 'Unknown' / 'N/A' where missing. */
export function CategoryChart({ results }: { results: TestResult[] }) {
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
            <PlotArea decorative>
              <CategoryPlot data={data} />
            </PlotArea>
          </>
        )}
      </CardContent>
    </Card>
  );
}
