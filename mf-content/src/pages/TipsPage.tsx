import { Box, Chip, Container, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import { EXAM } from '../features/exam/model/examFacts';
import { NextSteps } from '../features/tips/components/NextSteps';
import { TipList } from '../features/tips/components/TipList';

/** /how-to-excel: the 8 preparation tips (spec §1). */
export default function TipsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ textAlign: 'center', mb: 5 }}>
        <Chip
          icon={<EmojiEventsIcon />}
          label={`${EXAM.extraPrPoints} extra PR points`}
          color="secondary"
          sx={{ mb: 2, fontWeight: 600 }}
        />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
          How to Excel in the CCL Test
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto' }}>
          Markers listen for three things in every segment: <strong>accuracy</strong>, <strong>fluency</strong> and{' '}
          <strong>completeness</strong>. These eight habits protect all three.
        </Typography>
      </Box>
      <TipList />
      <NextSteps />
    </Container>
  );
}
