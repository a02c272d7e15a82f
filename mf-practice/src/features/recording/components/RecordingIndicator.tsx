import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatClock } from '@ccl/shared';
import type { RecordingStatus } from '../hooks/useRecorder';

/** A pulsing REC label with the mm:ss timer while recording; Finished afterwards; nothing when idle. */
export function RecordingIndicator({ status, seconds }: { status: RecordingStatus; seconds: number }) {
  if (status === 'recording') {
    return (
      <Stack direction="row" data-testid="recording-indicator" sx={{ alignItems: 'center', gap: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: 'error.main',
            animation: 'rec-pulse 1.2s ease-in-out infinite',
            '@keyframes rec-pulse': {
              '0%, 100%': { opacity: 1, transform: 'scale(1)' },
              '50%': { opacity: 0.35, transform: 'scale(0.8)' },
            },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Typography sx={{ color: 'error.main', fontWeight: 800, letterSpacing: 1 }}>REC</Typography>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }} aria-label="Recording time">
          {formatClock(seconds)}
        </Typography>
      </Stack>
    );
  }
  if (status === 'finished') {
    return (
      <Stack direction="row" data-testid="recording-indicator" sx={{ alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>Finished</Typography>
        <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatClock(seconds)}
        </Typography>
      </Stack>
    );
  }
  return null;
}
