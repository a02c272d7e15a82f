import { Box, CircularProgress, Typography } from '@mui/material';

/** A screen's loading state: the spec's text ('Loading...', 'Loading dialogues...') with a spinner. */
export function LoadingText({ text = 'Loading...' }: { text?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
