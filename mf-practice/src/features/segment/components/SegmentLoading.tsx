import { Box, Container, Paper } from '@mui/material';
import { LoadingText } from '@ccl/shared';
import { SegmentHeaderLoading } from './SegmentHeader';
import { SegmentInstructions } from './SegmentInstructions';

/**
 * The segment page while its segment is on its way (this device's kept answers checked, then the segment read): the
 * instructions, which are the same for every segment, readable at once and where they stay once it has come — drawn by
 * the server for a signed-in candidate (issue #14) — and the loading text where the speaker's player will be.
 */
export function SegmentLoading({ text }: { text: string }) {
  return (
    <Box sx={{ pb: 12 }}>
      <SegmentHeaderLoading />
      <Container maxWidth="md" sx={{ py: 3, display: 'grid', gap: 2.5 }}>
        <SegmentInstructions />
        <Paper variant="outlined">
          <LoadingText text={text} />
        </Paper>
      </Container>
    </Box>
  );
}
