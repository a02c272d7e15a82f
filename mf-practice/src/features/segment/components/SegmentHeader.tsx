import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { displaySegment, PRACTICE_MODE } from '@ccl/shared';

/** The fixed bar under the site header: which dialogue, which segment, which mode. */
export function SegmentHeader({
  targetLanguage,
  segmentOrder,
  totalSegments,
  mode,
  onRestart,
}: {
  targetLanguage: string;
  segmentOrder: number;
  totalSegments: number;
  mode: number;
  onRestart?: () => void;
}) {
  const { current, total } = displaySegment(segmentOrder, totalSegments);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="md">
        <Stack direction="row" sx={{ alignItems: 'center', columnGap: 1.5, rowGap: 0.75, py: 1.25, flexWrap: 'wrap' }}>
          {/* A line of its own on a phone; beside the segment number from the tablet up. */}
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.05rem', sm: '1.3rem' }, flex: { xs: '1 0 100%', sm: '1 1 auto' }, minWidth: 0 }}
          >
            CCL Practice dialogue - {targetLanguage}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={mode === PRACTICE_MODE.practice ? 'primary' : 'secondary'}
            label={mode === PRACTICE_MODE.practice ? 'Practice mode' : 'Test mode'}
          />
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="segment-number">
            Segment {current}/{total}
          </Typography>
          {onRestart && (
            <Button size="small" variant="outlined" color="inherit" startIcon={<RestartAltIcon />} onClick={onRestart} sx={{ ml: 'auto' }}>
              Restart
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
