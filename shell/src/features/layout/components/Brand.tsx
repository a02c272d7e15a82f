import { Box, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="CCL Practice home"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 12,
        }}
      >
        CCL
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
        CCL Practice
      </Typography>
      <Chip label="Beta" size="small" color="secondary" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
    </Box>
  );
}
