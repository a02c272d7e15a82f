import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { displaySegment, PRACTICE_MODE } from '@ccl/shared';
import type { ReactNode } from 'react';

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
    <SegmentBar>
      <Typography variant="h1" sx={TITLE_SX}>
        CCL Practice dialogue - {targetLanguage}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={mode === PRACTICE_MODE.practice ? 'primary' : 'secondary'}
        label={mode === PRACTICE_MODE.practice ? 'Practice mode' : 'Test mode'}
      />
      <Typography sx={NUMBER_SX} data-testid="segment-number">
        Segment {current}/{total}
      </Typography>
      {onRestart && (
        <Button size="small" variant="outlined" color="inherit" startIcon={<RestartAltIcon />} onClick={onRestart} sx={{ ml: 'auto' }}>
          Restart
        </Button>
      )}
    </SegmentBar>
  );
}

/** The bar while its segment is on its way: as tall as it will be (each line as high as its text), its words to come. */
export function SegmentHeaderLoading() {
  return (
    <SegmentBar>
      <Typography variant="h1" component="div" sx={TITLE_SX} aria-hidden>
        <Placeholder width="14em" />
      </Typography>
      <Placeholder width={104} height={24} rounded />
      <Typography component="div" sx={NUMBER_SX} aria-hidden>
        <Placeholder width="6em" />
      </Typography>
    </SegmentBar>
  );
}

function Placeholder({
  width,
  height = '0.8em',
  rounded = false,
}: {
  width: number | string;
  height?: number | string;
  rounded?: boolean;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        verticalAlign: 'middle',
        width,
        maxWidth: '100%',
        height,
        borderRadius: rounded ? 3 : 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}

/** A line of its own on a phone; beside the segment number from the tablet up. */
const TITLE_SX = { fontSize: { xs: '1.05rem', sm: '1.3rem' }, flex: { xs: '1 0 100%', sm: '1 1 auto' }, minWidth: 0 } as const;
const NUMBER_SX = { fontWeight: 700, fontVariantNumeric: 'tabular-nums' } as const;

function SegmentBar({ children }: { children: ReactNode }) {
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
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
