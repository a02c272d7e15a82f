import { Box, Container } from '@mui/material';
import { AdSlot } from '@ccl/shared';
import { CreditPackages } from './CreditPackages';
import { ExamOverview } from './ExamOverview';
import { LanguageGrid } from './LanguageGrid';

/** The home page below its first screen on a phone, in the order of spec §2 "Home". */
export default function BelowTheFold() {
  return (
    <Box>
      <LanguageGrid />
      <Container maxWidth="lg">
        <AdSlot />
      </Container>
      <ExamOverview />
      <CreditPackages />
    </Box>
  );
}
