import { Box, Container } from '@mui/material';
import { AdSlot } from '@ccl/shared';
import { CreditPackages } from './CreditPackages';
import { ExamOverview } from './ExamOverview';
import { Hero } from './Hero';
import { LanguageGrid } from './LanguageGrid';
import { LanguageTicker } from './LanguageTicker';
import { WhyCcl } from './WhyCcl';

/** The landing page, in the order of spec §2 "Home". */
export function HomePage() {
  return (
    <Box>
      <Hero />
      <LanguageTicker />
      <WhyCcl />
      <LanguageGrid />
      <Container maxWidth="lg">
        <AdSlot />
      </Container>
      <ExamOverview />
      <CreditPackages />
    </Box>
  );
}
