import { Box, Container } from '@mui/material';
import { AdSlot } from '@ccl/shared';
import { CreditPackages } from './CreditPackages';
import { ExamOverview } from './ExamOverview';
import { LanguageGrid } from './LanguageGrid';
import { WhyCcl } from './WhyCcl';

/** The home page below its first screen, in the order of spec §2 "Home". */
export default function BelowTheFold() {
  return (
    <Box>
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
