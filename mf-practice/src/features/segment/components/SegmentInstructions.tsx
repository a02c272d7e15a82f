import { Box, Paper, Typography } from '@mui/material';

/** Spec §2 Practice segment: the instruction list. */
export const INSTRUCTIONS = [
  'Click Play to hear the speaker, and speak your interpretation after the chime.',
  'You can press Stop at any time to end your recording.',
  'Recording starts automatically after a chime once the speaker audio ends.',
  'Next uploads your recording and moves on to the next segment.',
  'To receive a score, all segments must be completed once begun; otherwise the attempt cannot be scored by AI.',
] as const;

export function SegmentInstructions() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Instructions
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {INSTRUCTIONS.map((text) => (
          <Typography key={text} component="li" variant="body2" color="text.secondary">
            {text}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
