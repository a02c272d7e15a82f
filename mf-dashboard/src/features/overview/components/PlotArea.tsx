import { Box } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';

const plots = () => import('./plots');
export const ProgressPlot = lazy(() => plots().then(({ ProgressPlot }) => ({ default: ProgressPlot })));
export const CategoryPlot = lazy(() => plots().then(({ CategoryPlot }) => ({ default: CategoryPlot })));

/** Where a plot is drawn: its height is kept free while the plots' chunk loads, so nothing below it moves. */
export function PlotArea({ children, decorative = false }: { children: ReactNode; decorative?: boolean }) {
  return (
    <Box sx={{ width: '100%', height: 300 }} aria-hidden={decorative || undefined}>
      <Suspense fallback={null}>{children}</Suspense>
    </Box>
  );
}
