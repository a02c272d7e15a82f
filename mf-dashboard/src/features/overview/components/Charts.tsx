import { Box } from '@mui/material';
import type { TestResult } from '../../results/api/types';
import { CategoryChart } from './CategoryChart';
import { ProgressChart } from './ProgressChart';

/** Both Overview charts; their plots (recharts) load only when there is something to plot (./PlotArea). */
export function Charts({ results }: { results: TestResult[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ProgressChart results={results} />
      <CategoryChart results={results} />
    </Box>
  );
}
