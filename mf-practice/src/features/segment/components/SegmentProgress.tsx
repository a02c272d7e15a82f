import { Box, Container, Paper } from '@mui/material';

/** The bottom progress bar: one block per dialogue turn, filled up to the current one. */
export function SegmentProgress({ segmentOrder, totalSegments }: { segmentOrder: number; totalSegments: number }) {
  const turns = Array.from({ length: Math.max(0, totalSegments) }, (_, i) => i + 1);
  return (
    <Paper
      square
      elevation={6}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1, py: 1.25 }}
    >
      <Container maxWidth="md">
        <Box
          role="progressbar"
          aria-label="Dialogue progress"
          aria-valuemin={1}
          aria-valuemax={totalSegments}
          aria-valuenow={segmentOrder}
          aria-valuetext={`Turn ${segmentOrder} of ${totalSegments}`}
          sx={{ display: 'flex', gap: '3px' }}
        >
          {turns.map((turn) => (
            <Box
              key={turn}
              data-testid="progress-block"
              data-filled={turn <= segmentOrder ? 'true' : 'false'}
              sx={{ flex: 1, height: 10, borderRadius: 0.5, bgcolor: turn <= segmentOrder ? 'primary.main' : 'action.selected' }}
            />
          ))}
        </Box>
      </Container>
    </Paper>
  );
}
