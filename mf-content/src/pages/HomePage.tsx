import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Hero } from '../features/home/components/Hero';
import { LanguageTicker } from '../features/home/components/LanguageTicker';
import { WhyCcl } from '../features/home/components/WhyCcl';
import { useAfterFirstPaint } from '../features/home/hooks/useAfterFirstPaint';

// Its own chunk, fetched once the first screen is painted: the first screen is drawn without waiting for the
// code below it (tabs, cards, the grid), and the two are rendered in separate, shorter tasks on a phone (issue #14).
const BelowTheFold = lazy(() => import('../features/home/components/BelowTheFold'));

/** The landing page, in the order of spec §2 "Home": the first screen, then the rest. */
export default function HomePage() {
  const firstScreenPainted = useAfterFirstPaint();
  return (
    <Box>
      <Hero />
      <LanguageTicker />
      {/* Begins on a phone's first screen: its text is the largest there, the page's LCP. */}
      <WhyCcl />
      {firstScreenPainted && (
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      )}
    </Box>
  );
}
