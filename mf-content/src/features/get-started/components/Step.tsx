import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One numbered step of the guide: a circled number, its h2 and its content. */
export function Step({ number, id, title, children }: { number: number; id: string; title: string; children: ReactNode }) {
  return (
    <Box component="li" aria-labelledby={id} sx={{ display: 'flex', gap: { xs: 1.5, sm: 2.5 } }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 700,
        }}
      >
        {number}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, mb: 1, mt: 0.5 }}>
          {title}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
      </Box>
    </Box>
  );
}
