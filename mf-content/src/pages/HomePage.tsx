import { Box, Container } from '@mui/material';
import { AdSlot } from '@ccl/shared';
import { CreditPackages } from '../features/home/components/CreditPackages';
import { ExamOverview } from '../features/home/components/ExamOverview';
import { Hero } from '../features/home/components/Hero';
import { LanguageGrid } from '../features/home/components/LanguageGrid';
import { LanguageTicker } from '../features/home/components/LanguageTicker';
import { WhyCcl } from '../features/home/components/WhyCcl';

/** The landing page, in the order of spec §2 "Home". */
export default function HomePage() {
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
