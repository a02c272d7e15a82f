import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** What a guest sees where a signed-in candidate writes: guests read, members post (spec §6). */
export function LoginInvitation({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 1.5 }}
      >
        <Typography>{text}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          <Button variant="contained" component={RouterLink} to="/login">
            Log In
          </Button>
          <Button variant="outlined" component={RouterLink} to="/signup">
            Sign Up
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
